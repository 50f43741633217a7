import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { countOfPage, otherCount, type Count } from './value-counts'

const exact = (count: number): Count => ({ count, atLeast: false })

describe('countOfPage', () => {
  it.each([
    ['the total, when the service gives one', 1, 37, 1, exact(37)],
    ['a total of 0', 0, 0, 1, exact(0)],
    ['a page short of full, without a total', 7, undefined, 20, exact(7)],
    ['an empty page, without a total', 0, undefined, 20, exact(0)],
    [
      'a full page, without a total: a lower bound',
      20,
      undefined,
      20,
      { count: 20, atLeast: true },
    ],
  ])('%s', (_title, rows, total, size, count) => {
    expect(countOfPage(rows, total, size)).toEqual(count)
  })
})

describe('otherCount', () => {
  it.each([
    ['what the total leaves', 50, [exact(20), exact(25)], 5],
    ['nothing left: no Other', 45, [exact(20), exact(25)], undefined],
    [
      'more counted than the total (records arrived): no Other',
      40,
      [exact(20), exact(25)],
      undefined,
    ],
    ['no total', undefined, [exact(20)], undefined],
    ['a count still unknown', 50, [exact(20), undefined], undefined],
    ['a lower bound among the counts', 50, [exact(20), { count: 20, atLeast: true }], undefined],
    ['no values counted', 12, [], 12],
  ] as const)('%s', (_title, total, counts, other) => {
    expect(otherCount(total, counts)).toBe(other)
  })

  it('adds up to the total with the counts, whenever it is shown', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1000), { maxLength: 12 }), fc.nat(20000), (counts, total) => {
        const other = otherCount(total, counts.map(exact))
        const sum = counts.reduce((a, b) => a + b, 0)
        if (other === undefined) expect(sum).toBeGreaterThanOrEqual(total)
        else {
          expect(other).toBeGreaterThan(0)
          expect(other + sum).toBe(total)
        }
      }),
    )
  })
})
