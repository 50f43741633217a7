import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { maxRetryAfterMs, parseRetryAfter } from './retry-after'

const now = Date.UTC(2026, 10, 25, 12, 0, 0)
// Instants the header can name: whole seconds, as HTTP dates have.
const instant = fc
  .integer({ min: Date.UTC(1990, 0, 1) / 1000, max: Date.UTC(2090, 0, 1) / 1000 })
  .map((seconds) => seconds * 1000)

describe('parseRetryAfter', () => {
  it.each([
    ['120', 120_000],
    ['0', 0],
    [' 7 ', 7000],
    ['Wed, 25 Nov 2026 12:00:30 GMT', 30_000],
    ['99999', maxRetryAfterMs],
    ['Thu, 25 Nov 2027 12:00:00 GMT', maxRetryAfterMs],
  ])('reads %j as %d ms', (header, expected) => {
    expect(parseRetryAfter(header, now)).toBe(expected)
  })

  it.each([
    null,
    '',
    '-5',
    '1.5',
    '1e3',
    '0x10',
    'soon',
    '12 s',
    'Wed, 25 Nov 2026 11:59:00 GMT',
    'Wed, 25 Nov 2026 12:00:00 GMT',
    'Wed, 31 Feb 2027 12:00:00 GMT',
    'Wed, 25 Foo 2026 12:00:30 GMT',
    'Wed, 25 Nov 2026 25:00:30 GMT',
    'Wed, 25 Nov 2026 12:00:30 PST',
    'Wed, 25 Nov 2026 12:00:60 GMT',
    'wed, 25 nov 2026 12:00:30 gmt',
    // Obsolete forms (RFC 850, asctime): senders must not write them; the short back-off applies.
    'Wednesday, 25-Nov-26 12:01:00 GMT',
    'Wed Nov 25 12:00:05 2026',
    '2026-11-25T12:00:30Z',
  ])('gives nothing for %j (garbage, negative, or already past)', (header) => {
    expect(parseRetryAfter(header, now)).toBeUndefined()
  })

  it('reads whole seconds as they are, up to the one-hour cap', () => {
    fc.assert(
      fc.property(fc.nat(), (seconds) => {
        expect(parseRetryAfter(String(seconds), now)).toBe(
          Math.min(seconds * 1000, maxRetryAfterMs),
        )
      }),
    )
  })

  it('never gives a negative number', () => {
    fc.assert(
      fc.property(fc.integer({ max: -1 }), (seconds) => {
        expect(parseRetryAfter(String(seconds), now)).toBeUndefined()
      }),
    )
  })

  it('reads an IMF-fixdate as the time left until it, or nothing once it is past', () => {
    fc.assert(
      fc.property(instant, instant, (at, clock) => {
        const wait = parseRetryAfter(new Date(at).toUTCString(), clock)
        expect(wait).toBe(at > clock ? Math.min(at - clock, maxRetryAfterMs) : undefined)
      }),
    )
  })

  it('never throws, and anything it gives is between 0 and an hour', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.integer({ min: 0, max: 4e12 }), (header, clock) => {
        const wait = parseRetryAfter(header, clock)
        if (wait !== undefined) {
          expect(wait).toBeGreaterThanOrEqual(0)
          expect(wait).toBeLessThanOrEqual(maxRetryAfterMs)
        }
      }),
    )
  })
})
