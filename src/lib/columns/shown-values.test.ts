import { afterEach, describe, expect, it } from 'vitest'
import { forgetValueWidths, rememberValueWidths, shownValueWidths } from './shown-values'

afterEach(forgetValueWidths)

describe('the widest values shown', () => {
  it('keep the widest of each column, per resource and Base URL, until forgotten', () => {
    rememberValueWidths(
      '/api',
      'products',
      new Map([
        ['name', 300],
        ['city', 90],
      ]),
    )
    rememberValueWidths(
      '/api',
      'products',
      new Map([
        ['name', 180],
        ['price', 100],
      ]),
    )
    expect(shownValueWidths('/api', 'products')).toEqual(
      new Map([
        ['name', 300],
        ['city', 90],
        ['price', 100],
      ]),
    )
    expect(shownValueWidths('/api', 'bookings').size).toBe(0)
    expect(shownValueWidths('https://other.example/api', 'products').size).toBe(0)
    forgetValueWidths()
    expect(shownValueWidths('/api', 'products').size).toBe(0)
  })
})
