import { describe, expect, it } from 'vitest'
import { activeRowIndex } from './table-navigation'

describe('activeRowIndex', () => {
  it.each([
    [undefined, 10, 0],
    [3, 10, 3],
    [12, 10, 9],
    [-1, 10, 0],
    [undefined, 0, undefined],
    [2, 0, undefined],
  ])('selected %j of %j rows: row %j takes Tab', (selected, count, active) => {
    expect(activeRowIndex(selected, count)).toBe(active)
  })
})
