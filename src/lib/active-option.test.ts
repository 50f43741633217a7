import { describe, expect, it } from 'vitest'
import { nextActiveOption } from './active-option'

describe('nextActiveOption', () => {
  it.each([
    ['Down from none: the first', -1, 1, 3, 0],
    ['Up from none: the last', -1, -1, 3, 2],
    ['Down: the next', 0, 1, 3, 1],
    ['Up: the one before', 2, -1, 3, 1],
    ['Down from the last: the first', 2, 1, 3, 0],
    ['Up from the first: the last', 0, -1, 3, 2],
    ['Down with one shown: that one', 0, 1, 1, 0],
    ['Up from none with one shown: that one', -1, -1, 1, 0],
  ] as const)('%s', (_title, active, step, count, next) => {
    expect(nextActiveOption(active, step, count)).toBe(next)
  })
})
