import { describe, expect, it } from 'vitest'
import { countabilityOf, countedValues, maxCountedValues } from './countable-columns'

const status = { attribute: 'status' }
const values = (count: number) => Array.from({ length: count }, (_, index) => `V${index}`)

describe('countabilityOf', () => {
  it.each([
    [
      'a column of few values',
      status,
      { values: ['PENDING', 'CONFIRMED'], few: true },
      'countable',
    ],
    ['no column', undefined, { values: ['A'], few: true }, 'no-column'],
    [
      'a nested field (no attribute)',
      { attribute: undefined },
      { values: ['A'], few: true },
      'no-column',
    ],
    [
      'a column the service will not filter by',
      { attribute: 'status', refused: ['filter' as const] },
      { values: ['A'], few: true },
      'not-filterable',
    ],
    [
      'a column only sorting is refused for',
      { attribute: 'status', refused: ['sort' as const] },
      { values: ['A'], few: true },
      'countable',
    ],
    ['nothing seen yet', status, undefined, 'no-values'],
    ['no values seen', status, { values: [], few: true }, 'no-values'],
    ['12 values', status, { values: values(maxCountedValues), few: true }, 'countable'],
    ['13 values', status, { values: values(maxCountedValues + 1), few: true }, 'too-many-values'],
    ['values each seen once (ids)', status, { values: ['1', '2', '3'], few: false }, 'varied'],
  ] as const)('%s', (_title, column, seen, kind) => {
    expect(countabilityOf(column, seen).kind).toBe(kind)
  })

  it('says how many values there were past the limit', () => {
    expect(countabilityOf(status, { values: values(15), few: false })).toEqual({
      kind: 'too-many-values',
      count: 15,
    })
  })

  it('gives the values in a stable order', () => {
    expect(
      countabilityOf(status, { values: ['PENDING', 'CANCELLED', 'CONFIRMED'], few: true }),
    ).toEqual({
      kind: 'countable',
      values: ['CANCELLED', 'CONFIRMED', 'PENDING'],
    })
  })
})

describe('countedValues', () => {
  it('adds the value the view is filtered by when it was not seen', () => {
    expect(countedValues(['B', 'A'], 'C')).toEqual(['A', 'B', 'C'])
  })
  it('keeps one of each', () => {
    expect(countedValues(['B', 'A'], 'A')).toEqual(['A', 'B'])
  })
  it('ignores an empty filter', () => {
    expect(countedValues(['B'], '')).toEqual(['B'])
  })
})
