import { afterEach, describe, expect, it } from 'vitest'
import { forgetShownWidths, rememberShownWidths, shownWidths } from './shown-widths'

afterEach(forgetShownWidths)

describe('shown widths', () => {
  it('keep the widest of each column, per resource and Base URL, until forgotten', () => {
    rememberShownWidths(
      '/api',
      'products',
      new Map([
        ['name', 300],
        ['city', 90],
      ]),
    )
    rememberShownWidths(
      '/api',
      'products',
      new Map([
        ['name', 180],
        ['price', 100],
      ]),
    )
    expect(shownWidths('/api', 'products')).toEqual(
      new Map([
        ['name', 300],
        ['city', 90],
        ['price', 100],
      ]),
    )
    expect(shownWidths('/api', 'bookings').size).toBe(0)
    expect(shownWidths('https://other.example/api', 'products').size).toBe(0)
    forgetShownWidths()
    expect(shownWidths('/api', 'products').size).toBe(0)
  })
})
