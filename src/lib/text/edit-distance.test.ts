import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editDistance, slipsAllowed } from './edit-distance'

describe('editDistance', () => {
  it.each([
    ['the same', 'suppliers', 'suppliers', 0],
    ['a letter left out', 'supplers', 'suppliers', 1],
    ['a letter too many', 'bookkings', 'bookings', 1],
    ['a letter replaced', 'prodacts', 'products', 1],
    ['neighbours swapped', 'prodcuts', 'products', 1],
    ['two slips', 'supliers', 'suppliers_', 2],
    ['from nothing', '', 'abc', 3],
    ['to nothing', 'abc', '', 3],
    ['nothing alike', 'abc', 'xyz', 3],
  ])('%s: %s → %s is %i', (_title, a, b, distance) => {
    expect(editDistance(a, b)).toBe(distance)
    expect(editDistance(b, a)).toBe(distance)
  })

  it('is symmetric, zero only for the same text, and at most the longer length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const distance = editDistance(a, b)
        expect(editDistance(b, a)).toBe(distance)
        expect(distance === 0).toBe(a === b)
        expect(distance).toBeLessThanOrEqual(Math.max(a.length, b.length))
        expect(distance).toBeGreaterThanOrEqual(Math.abs(a.length - b.length))
      }),
    )
  })

  it('allows more slips in longer names', () => {
    expect([3, 4, 5, 8, 9, 20].map(slipsAllowed)).toEqual([1, 1, 2, 2, 3, 3])
  })
})
