import { describe, expect, it } from 'vitest'
import { hiddenSides } from './table-edges'

describe('hiddenSides', () => {
  it.each([
    [
      { scrollLeft: 0, clientWidth: 500, scrollWidth: 500 },
      { start: false, end: false },
    ],
    [
      { scrollLeft: 0, clientWidth: 500, scrollWidth: 900 },
      { start: false, end: true },
    ],
    [
      { scrollLeft: 200, clientWidth: 500, scrollWidth: 900 },
      { start: true, end: true },
    ],
    [
      { scrollLeft: 400, clientWidth: 500, scrollWidth: 900 },
      { start: true, end: false },
    ],
    // Fractional widths round: half a pixel left is nothing hidden.
    [
      { scrollLeft: 399.5, clientWidth: 500, scrollWidth: 900 },
      { start: true, end: false },
    ],
    [
      { scrollLeft: 0.5, clientWidth: 500, scrollWidth: 900 },
      { start: false, end: true },
    ],
  ])('%j hides %j', (box, sides) => {
    expect(hiddenSides(box)).toEqual(sides)
  })
})
