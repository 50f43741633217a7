import { describe, expect, it } from 'vitest'
import {
  closestResourceName,
  knownResourceNames,
  resourceSuggestionsLimit,
  suggestResourceNames,
} from './resource-suggestions'

const known = knownResourceNames(
  ['suppliers', 'booking_items', 'bookings'],
  ['products', 'bookings'],
)

describe('knownResourceNames', () => {
  it('keeps each name once, recent ones first', () => {
    expect(known).toEqual(['suppliers', 'booking_items', 'bookings', 'products'])
  })
})

describe('closestResourceName', () => {
  it.each([
    ['a letter left out', 'supplers', 'suppliers'],
    ['neighbours swapped', 'prodcuts', 'products'],
    ['another case', 'Suppliers', 'suppliers'],
    ['a dash for an underscore', 'booking-items', 'booking_items'],
    ['the closest of two', 'bookingz', 'bookings'],
  ])('%s: %s → %s', (_title, typed, expected) => {
    expect(closestResourceName(typed, known)).toBe(expected)
  })

  it.each([
    ['nothing close', 'customers'],
    ['too many slips for a short name', 'prd'],
    ['the name itself', 'suppliers'],
  ])('offers nothing for %s (%s)', (_title, typed) => {
    expect(closestResourceName(typed, known)).toBeUndefined()
  })

  it('prefers the name given first on a tie', () => {
    expect(closestResourceName('ab', ['ac', 'ad'])).toBe('ac')
  })
})

describe('suggestResourceNames', () => {
  it('offers names starting with what was typed, then containing it, in any case', () => {
    expect(suggestResourceNames('BOOK', known)).toEqual(['booking_items', 'bookings'])
    expect(suggestResourceNames('items', known)).toEqual(['booking_items'])
    expect(suggestResourceNames('s', known)).toEqual([
      'suppliers',
      'booking_items',
      'bookings',
      'products',
    ])
  })

  it('offers a name whose start is a slip away from what was typed', () => {
    expect(suggestResourceNames('supl', known)).toEqual(['suppliers'])
    expect(suggestResourceNames('prdo', known)).toEqual(['products'])
  })

  it('offers every known name before anything is typed, and nothing for what matches none', () => {
    expect(suggestResourceNames('  ', known)).toEqual(known)
    expect(suggestResourceNames('xyz', known)).toEqual([])
  })

  it('offers a bounded number', () => {
    const many = Array.from({ length: 20 }, (_, index) => `r${index}`)
    expect(suggestResourceNames('r', many)).toHaveLength(resourceSuggestionsLimit)
  })
})
