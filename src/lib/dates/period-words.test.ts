import { describe, expect, it } from 'vitest'
import { describePeriod, describePeriodCount, presetPeriod, todayIn } from './period-words'

const bookings = { singular: 'booking', plural: 'bookings' }
// ICU puts thin or narrow no-break spaces around a range's dash; people read them as spaces.
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ')
const today = '2026-11-27'

describe('a period and its count in words', () => {
  it.each([
    ['en-GB', { from: '2026-11-25', to: '2026-11-25' }, 142, '142 bookings on Wed 25 Nov'],
    ['en-GB', { from: '2026-11-19', to: '2026-11-25' }, 37, '37 bookings, 19 – 25 Nov'],
    ['en-GB', { from: '2026-11-19' }, 1234, '1,234 bookings since 19 Nov'],
    ['en-GB', { to: '2026-11-25' }, 1, '1 booking until 25 Nov'],
    ['en-US', { from: '2026-11-25', to: '2026-11-25' }, 142, '142 bookings on Wed, Nov 25'],
    ['en-US', { from: '2026-11-19', to: '2026-11-25' }, 37, '37 bookings, Nov 19 – 25'],
    ['en-US', { from: '2026-11-19' }, 1234, '1,234 bookings since Nov 19'],
    ['de-DE', { from: '2026-11-25', to: '2026-11-25' }, 142, '142 bookings on Mi., 25. Nov.'],
    ['de-DE', { from: '2026-11-19', to: '2026-11-25' }, 1234, '1.234 bookings, 19.–25. Nov.'],
    ['en-GB', { from: '2026-11-19', to: '2026-11-19' }, 0, '0 bookings on Thu 19 Nov'],
  ])('%s: %j, %i', (locale, period, count, expected) => {
    expect(plain(describePeriodCount(count, period, bookings, { locale, today }))).toBe(expected)
  })

  it('names the year of days in another year, on both sides of a range', () => {
    const options = { locale: 'en-GB', today }
    expect(plain(describePeriod({ from: '2025-12-29', to: '2026-01-04' }, options))).toBe(
      '29 Dec 2025 – 4 Jan 2026',
    )
    expect(plain(describePeriod({ from: '2025-11-25', to: '2025-11-25' }, options))).toBe(
      'Tue, 25 Nov 2025',
    )
    expect(plain(describePeriod({ from: '2026-10-29', to: '2026-11-04' }, options))).toBe(
      '29 Oct – 4 Nov',
    )
  })

  it('keeps a day its own whatever the zone of the runtime: formatted at midnight UTC', () => {
    const period = { from: '2026-03-29', to: '2026-03-29' }
    expect(describePeriod(period, { locale: 'en-GB', today })).toBe('Sun 29 Mar')
  })
})

describe('Today, Yesterday and Last 7 days', () => {
  // 22:30 UTC on 29 March 2026 is 00:30 on the 30th in Berlin, whose clocks went forward that
  // night: Berlin's 29 March had 23 hours.
  const justAfterMidnightInBerlin = Date.parse('2026-03-29T22:30:00Z')

  it.each([
    ['Europe/Berlin', '2026-03-30'],
    ['America/Los_Angeles', '2026-03-29'],
    ['Pacific/Chatham', '2026-03-30'],
  ])('start from the day it is in %s', (localZone, day) => {
    expect(todayIn({ localZone }, justAfterMidnightInBerlin)).toBe(day)
  })

  it('start from the UTC day while "UTC times" is on', () => {
    const zone = { timeZone: 'utc' as const, localZone: 'Europe/Berlin' }
    expect(todayIn(zone, justAfterMidnightInBerlin)).toBe('2026-03-29')
  })

  it.each([
    ['Today', { from: '2026-03-30', to: '2026-03-30' }],
    ['Yesterday', { from: '2026-03-29', to: '2026-03-29' }],
    ['Last 7 days', { from: '2026-03-24', to: '2026-03-30' }],
  ] as const)('%s across a DST change are calendar days', (preset, period) => {
    const day = todayIn({ localZone: 'Europe/Berlin' }, justAfterMidnightInBerlin)
    expect(presetPeriod(preset, day)).toEqual(period)
  })

  it('Yesterday on 1 March of a leap year is 29 February', () => {
    expect(presetPeriod('Yesterday', '2028-03-01')).toEqual({
      from: '2028-02-29',
      to: '2028-02-29',
    })
  })
})
