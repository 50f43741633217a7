// @vitest-environment jsdom
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  forgetAcceptedFilters,
  parseAcceptedFilters,
  readAcceptedFilters,
  rememberAcceptedFilters,
} from './accepted-filters'
import { isValidAttribute } from '../list-query'

/** Signed in, not remembered: what is learned of the service is kept in sessionStorage. */
beforeEach(() =>
  sessionStorage.setItem(
    'distribution-console.credentials',
    JSON.stringify({ baseUrl: '/api', apiKey: 'k', secretKey: 's' }),
  ),
)
afterEach(() => {
  forgetAcceptedFilters()
  sessionStorage.clear()
})

describe('fields within records the service answered a filter by', () => {
  it('are kept per resource and per Base URL: the nested ones only', () => {
    rememberAcceptedFilters('/api', 'bookings', {
      'customer.email': 'a@example.com',
      status: 'PENDING',
    })
    rememberAcceptedFilters('/api', 'bookings', { 'customer.name': 'Ann' })
    expect(readAcceptedFilters('/api', 'bookings')).toEqual(
      new Set(['customer.email', 'customer.name']),
    )
    expect(readAcceptedFilters('/api', 'products').size).toBe(0)
    expect(readAcceptedFilters('https://other.example', 'bookings').size).toBe(0)
  })

  it('are forgotten with the keys', () => {
    rememberAcceptedFilters('/api', 'bookings', { 'customer.email': 'a@example.com' })
    forgetAcceptedFilters()
    expect(readAcceptedFilters('/api', 'bookings').size).toBe(0)
    expect(Object.keys(sessionStorage)).toEqual(['distribution-console.credentials'])
  })

  it('read back from anything storage holds: only nested names a URL may carry', () => {
    const entry = fc.oneof(
      fc.constantFrom('customer.email', 'customer.name', 'status', 'a[b].c', '__proto__.x', ''),
      fc.string(),
      fc.integer(),
    )
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 20 }), (entries) => {
        const read = parseAcceptedFilters(JSON.stringify(entries))
        const nested = entries.filter(
          (entry): entry is string =>
            typeof entry === 'string' && entry.includes('.') && isValidAttribute(entry),
        )
        expect(read).toEqual(new Set(nested))
      }),
      { numRuns: 300 },
    )
    for (const text of ['not json', '{"a.b": 1}', 'null', '"a.b"'])
      expect(parseAcceptedFilters(text)).toEqual(new Set())
  })
})
