// A period's zone as a link names it, and its days as instants, checked against Intl itself in zones chosen on purpose
// (whatever TZ the run has): clocks that skip midnight, half- and quarter-hour offsets, a day
// that never was (Samoa's 30 Dec 2011), both sides of UTC.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, intlDay } from '@/test/test-zones'
import { periodDayZone, readTimeZone, sameZone, viewerZone } from './period-zone'
import { inPeriod } from './find-period'
import { dayKey } from './timestamps'
import { dayStartIn, periodSpanIn } from './zone-days'

const sampleZones = [
  'UTC',
  'Europe/Athens',
  'Europe/Berlin',
  'America/Los_Angeles',
  'America/St_Johns',
  // The clocks skip midnight when summer time starts.
  'America/Santiago',
  'America/Havana',
  'Asia/Beirut',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Asia/Kolkata',
  'Asia/Tehran',
  'Pacific/Apia',
  'Pacific/Kiritimati',
] as const
const hourMs = 3_600_000

/** The time of day an instant shows in `zone`, "HH:mm". */
function intlTime(instant: number, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant)
}

/** The offset `zone` shows at an instant, as Intl writes it ("GMT+13:45"). */
function intlOffset(instant: number, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value
}

const anyDay = fc
  .date({ min: new Date('1972-01-01'), max: new Date('2037-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10))

describe('a zone in a link', () => {
  it.each([
    ['an IANA zone', 'Europe/Athens', 'Europe/Athens'],
    ['UTC', 'UTC', 'UTC'],
    ['a zone in other case, in Intl’s spelling', 'europe/athens', 'Europe/Athens'],
    ['utc in lower case', 'utc', 'UTC'],
    ['an alias, as given', 'Asia/Kolkata', 'Asia/Kolkata'],
    ['no zone', 'Mars/Olympus_Mons', undefined],
    ['an empty value', '', undefined],
    ['a zone with a space', 'Europe/Athens ', undefined],
    ['a long value', `Europe/${'x'.repeat(100)}`, undefined],
    ['an attempt at markup', '<script>', undefined],
  ])('%s: %j reads as %j', (_title, value, expected) => {
    expect(readTimeZone(value)).toBe(expected)
  })

  it.each([
    ['Asia/Kolkata', 'Asia/Calcutta', true],
    ['UTC', 'Etc/UTC', true],
    ['Europe/Athens', 'europe/athens', true],
    ['Europe/Athens', 'Europe/Berlin', false],
    ['Mars/Olympus_Mons', 'Mars/Olympus_Mons', false],
  ])('%s and %s are the same zone: %s', (left, right, same) => {
    expect(sameZone(left, right)).toBe(same)
  })

  it('the viewer’s zone is their own, or UTC while "UTC times" is on', () => {
    expect(viewerZone('utc')).toBe('UTC')
    expect(viewerZone('local')).toBe(
      readTimeZone(new Intl.DateTimeFormat().resolvedOptions().timeZone),
    )
  })

  it.each([
    ['an older link, the viewer’s days', undefined, 'local', { timeZone: 'local' }],
    ['an older link, under "UTC times"', undefined, 'utc', { timeZone: 'utc' }],
    ['a zone', 'Europe/Athens', 'utc', { timeZone: 'local', localZone: 'Europe/Athens' }],
    ['UTC', 'UTC', 'local', { timeZone: 'utc' }],
    ['UTC by another name', 'Etc/UTC', 'local', { timeZone: 'utc' }],
  ] as const)('%s: days read in %j', (_title, zone, timeZone, expected) => {
    expect(periodDayZone(zone, timeZone)).toEqual(expected)
  })
})

describe('a day of a zone as instants', () => {
  it.each([
    ['Europe/Athens', '2026-11-27', '2026-11-26T22:00:00Z'],
    ['Europe/Berlin', '2026-03-29', '2026-03-28T23:00:00Z'],
    ['Europe/Berlin', '2026-03-30', '2026-03-29T22:00:00Z'],
    ['Pacific/Chatham', '2026-04-05', '2026-04-04T10:15:00Z'],
    ['America/Los_Angeles', '2026-11-01', '2026-11-01T07:00:00Z'],
    ['UTC', '2026-11-27', '2026-11-27T00:00:00Z'],
    // Summer time begins at midnight: 6 Sep starts at 01:00, when the clocks go on.
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00Z'],
  ])('in %s, %s starts at %s', (zone, day, start) => {
    expect(dayStartIn(day, zone)).toBe(Date.parse(start))
  })

  it('a day that never was (Samoa crossed the date line) starts where the next one does', () => {
    const start = dayStartIn('2011-12-31', 'Pacific/Apia')
    expect(dayStartIn('2011-12-30', 'Pacific/Apia')).toBe(start)
    expect(intlDay(start - 1, 'Pacific/Apia')).toBe('2011-12-29')
  })

  it('the day’s start in its zone is that day’s 00:00, or the first minute after a skipped midnight', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sampleZones), anyDay, (zone, day) => {
        const start = dayStartIn(day, zone)
        // The instant before is an earlier day: nothing of the day lies before its start.
        expect(intlDay(start - 1, zone) < day).toBe(true)
        if (intlDay(start, zone) !== day) {
          // A day that never was: the next one starts at the same instant.
          expect(dayStartIn(addDays(day, 1), zone)).toBe(start)
          return
        }
        const clocksChanged = intlOffset(start - 1, zone) !== intlOffset(start, zone)
        if (!clocksChanged) expect(intlTime(start, zone)).toBe('00:00')
      }),
      { numRuns: 250 },
    )
  })

  it('consecutive days tile without gap or overlap, each at most 26 hours long', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sampleZones), anyDay, (zone, day) => {
        const start = dayStartIn(day, zone)
        const end = dayStartIn(addDays(day, 1), zone)
        expect(end - start).toBeGreaterThanOrEqual(0)
        expect(end - start).toBeLessThanOrEqual(26 * hourMs)
        if (end > start) {
          expect(intlDay(start, zone)).toBe(day)
          expect(intlDay(end - 1, zone)).toBe(day)
        }
        expect(intlDay(end, zone) > day).toBe(true)
      }),
      { numRuns: 250 },
    )
  })

  it('a period runs from its first day’s start to the start of the day after its last', () => {
    fc.assert(
      fc.property(fc.constantFrom(...sampleZones), anyDay, fc.nat(40), (zone, from, length) => {
        const to = addDays(from, length)
        expect(periodSpanIn({ from, to }, zone)).toEqual({
          start: dayStartIn(from, zone),
          end: dayStartIn(addDays(to, 1), zone),
        })
      }),
      { numRuns: 100 },
    )
    expect(periodSpanIn({ from: '2026-11-27' }, 'UTC')).toEqual({
      start: Date.parse('2026-11-27T00:00:00Z'),
    })
    expect(periodSpanIn({ to: '9999-12-31' }, 'UTC')).toEqual({})
  })

  it('a record is in a period read in a link’s zone exactly when its time lies in the span', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sampleZones),
        anyDay,
        fc.nat(3),
        fc.integer({ min: -30 * hourMs, max: 30 * hourMs }),
        fc.boolean(),
        (zone, from, length, offset, fromEnd) => {
          const period = { from, to: addDays(from, length), zone }
          const { start = 0, end = 0 } = periodSpanIn(period, zone)
          const time = (fromEnd ? end : start) + offset
          const { timeZone, localZone } = periodDayZone(zone, 'local')
          const day = dayKey(new Date(time).toISOString(), timeZone, localZone)
          expect(inPeriod(period, day)).toBe(time >= start && time < end)
        },
      ),
      { numRuns: 300 },
    )
  })
})
