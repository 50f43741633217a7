import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  calendarDay,
  formatCount,
  formatRelative,
  formatValue,
  type FormatOptions,
  type TimeZoneChoice,
} from './format-value'
import { addDays, intlDay, zones } from '@/test/test-zones'
import { localeOr } from './intl-formats'
import { daysBetween } from '../dates/timestamps'
import { relativeSpanMs } from '../dates/time-forms'

// Formatting is asserted in a pinned locale (and zone, where the text depends on it), so these
// pass whatever locale and TZ the run has.
const en = { locale: 'en-US' }
const space = '[\\s\u202f]'
const dayMs = 86_400_000

describe('formatValue', () => {
  it.each([
    [null, 'empty', '—'],
    [undefined, 'empty', '—'],
    ['', 'empty', '—'],
    [true, 'boolean', 'yes'],
    [false, 'boolean', 'no'],
    ['TOUR', 'text', 'TOUR'],
  ])('%j is %s %j', (value, kind, text) => {
    expect(formatValue(value)).toMatchObject({ kind, text })
  })

  it('right-aligns numbers in the reader’s locale and keeps the exact value on hover', () => {
    expect(formatValue(1234.5, en)).toMatchObject({
      kind: 'number',
      text: '1,234.5',
      align: 'end',
      title: '1234.5',
    })
    expect(formatValue(1234.5, { locale: 'fi-FI' }).text).toBe(
      new Intl.NumberFormat('fi-FI').format(1234.5),
    )
    expect(formatCount(5000, 'en-US')).toBe('5,000')
  })

  it('shows timestamps in the chosen zone with the exact local and UTC time on hover', () => {
    const formatted = formatValue('2026-11-24T10:15:00.000Z', { ...en, localZone: 'Asia/Kolkata' })
    expect(formatted).toMatchObject({ kind: 'datetime', text: expect.stringMatching(/3:45/) })
    expect(formatted.text).toMatch(new RegExp(`^Nov 24, 2026, 3:45${space}PM$`))
    expect(formatted.title).toMatch(
      new RegExp(
        `^Nov 24, 2026, 3:45:00${space}PM local time · Nov 24, 2026, 10:15:00${space}AM UTC$`,
      ),
    )
  })

  it('shows timestamps in UTC when asked, whatever the local zone', () => {
    for (const localZone of zones) {
      const formatted = formatValue('2026-11-24T23:15:00.000+02:00', {
        ...en,
        localZone,
        timeZone: 'utc',
      })
      expect(formatted.text).toMatch(new RegExp(`^Nov 24, 2026, 9:15${space}PM UTC$`))
    }
  })

  it('reads a timestamp without a zone as UTC, and says so on hover', () => {
    const formatted = formatValue('2026-11-24T10:15:00', { ...en, localZone: 'UTC' })
    expect(formatted.kind).toBe('datetime')
    expect(formatted.title).toMatch(/10:15:00.* UTC \(no zone given; read as UTC\)$/)
  })

  it('reads epoch seconds and milliseconds as times only where the column holds times', () => {
    const options = { ...en, localZone: 'UTC', asTimestamp: true }
    const seconds = formatValue(1764000000, options)
    expect(seconds).toMatchObject({
      kind: 'datetime',
      text: formatValue(1764000000000, options).text,
    })
    expect(seconds.text).toMatch(/^Nov 24, 2025, 4:00/)
    expect(seconds.title).toContain('(1764000000, epoch seconds)')
    expect(formatValue(1764000000, en)).toMatchObject({ kind: 'number', text: '1,764,000,000' })
    expect(formatValue(90, options)).toMatchObject({ kind: 'number', text: '90' })
  })

  it('shows a date-only value on its own day in every zone', () => {
    for (const localZone of zones) {
      expect(formatValue('2026-01-01', { ...en, localZone })).toMatchObject({
        kind: 'date',
        text: 'Jan 1, 2026',
        title: '2026-01-01',
      })
    }
  })

  it('shows amounts in their record’s currency, and plain numbers for an unknown code', () => {
    expect(formatValue(1234.5, { ...en, currency: 'EUR' })).toMatchObject({
      kind: 'number',
      text: '€1,234.50',
      title: '1234.5 EUR',
      align: 'end',
      currency: 'EUR',
    })
    expect(formatValue(12, { ...en, currency: 'jpy' }).text).toBe('¥12')
    expect(formatValue('99.9', { ...en, currency: 'USD' }).text).toBe('$99.90')
    expect(formatValue(12, { locale: 'fi-FI', currency: 'EUR' }).text).toBe(
      new Intl.NumberFormat('fi-FI', { style: 'currency', currency: 'EUR' }).format(12),
    )
    for (const currency of ['EURO', 'XYZ', '€', '']) {
      expect(formatValue(12.5, { ...en, currency })).toEqual({
        kind: 'number',
        text: '12.5',
        title: '12.5',
        align: 'end',
      })
    }
  })

  it.each([
    ['CONFIRMED', 'Confirmed', 'positive'],
    ['COMPLETED', 'Completed', 'positive'],
    ['paid', 'Paid', 'positive'],
    ['PENDING', 'Pending', 'warning'],
    ['ON_HOLD', 'On hold', 'warning'],
    ['on-hold', 'On hold', 'warning'],
    ['CANCELLED', 'Cancelled', 'negative'],
    ['Rejected', 'Rejected', 'negative'],
    ['REFUND_REQUESTED_BY_AGENT', 'Refund requested by agent', 'neutral'],
    ['Waiting for Ann', 'Waiting for Ann', 'neutral'],
  ])('shows status %s as a %3$s badge reading %2$s', (value, text, tone) => {
    expect(formatValue(value, { asStatus: true })).toEqual({
      kind: 'status',
      text,
      title: value,
      tone,
      align: 'start',
    })
    expect(formatValue(value).kind).toBe('text')
  })

  it('makes links only of http(s) URLs', () => {
    expect(formatValue('https://example.com/x')).toMatchObject({
      kind: 'link',
      href: 'https://example.com/x',
    })
    expect(formatValue('javascript:alert(1)')).toMatchObject({ kind: 'text' })
    expect(formatValue('data:text/html,<b>x</b>').href).toBeUndefined()
  })

  it('shows objects and arrays compactly, and truncates long text with the full value on hover', () => {
    expect(formatValue({ a: [1, 2] })).toMatchObject({ kind: 'json', text: '{"a":[1,2]}' })
    const long = 'x'.repeat(5000)
    const formatted = formatValue(long)
    expect(formatted.text.length).toBeLessThan(300)
    expect(formatted.title?.length).toBe(2000)
  })

  it('survives values JSON cannot write', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => formatValue(cyclic)).not.toThrow()
    expect(() => formatValue(10n)).not.toThrow()
  })
})

describe('a time cell beside the time its rows arrived (relativeTo)', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')
  const cell = (value: string, options: Omit<FormatOptions, 'relativeTo'> = {}) =>
    formatValue(value, { ...en, localZone: 'UTC', ...options, relativeTo: now }).text

  it('reads as minutes or seconds within the hour, either way, else as the date and time', () => {
    expect(cell('2026-11-25T11:05:00Z')).toBe('55 minutes ago')
    expect(cell('2026-11-25T09:00:00Z', { locale: 'en-GB' })).toBe('25 Nov, 09:00')
    expect(cell('2026-11-24T20:00:00Z', { locale: 'en-GB' })).toBe('24 Nov, 20:00')
    expect(cell('2026-11-25T12:05:00Z')).toBe('in 5 minutes')
    expect(cell('2026-11-25T12:00:30Z')).toBe('in 30 seconds')
    expect(cell('2026-11-25T12:00:00Z')).toBe('now')
  })

  it('takes the form its day group chose: the time of day under a day separator', () => {
    const timeOfDay = (value: string, options: Omit<FormatOptions, 'relativeTo'> = {}) =>
      cell(value, { ...options, timeForm: 'timeOfDay' })
    expect(timeOfDay('2026-11-25T11:59:00Z', { locale: 'en-GB' })).toBe('11:59')
    expect(timeOfDay('2026-11-24T07:26:00Z')).toMatch(new RegExp(`^7:26${space}AM$`))
    expect(timeOfDay('2026-11-24T07:26:00Z', { locale: 'en-GB', timeZone: 'utc' })).toBe(
      '07:26 UTC',
    )
    expect(cell('2026-11-25T09:00:00Z', { timeForm: 'relative' })).toBe('3 hours ago')
  })

  it('reads as the date and time from a day on, with the year only when it is another', () => {
    const gb = { locale: 'en-GB' }
    expect(cell('2026-11-24T12:00:00Z', gb)).toBe('24 Nov, 12:00')
    expect(cell('2026-10-17T14:32:00Z', gb)).toBe('17 Oct, 14:32')
    expect(cell('2026-10-17T09:05:00Z', gb)).toBe('17 Oct, 09:05')
    expect(cell('2025-10-17T14:32:00Z', gb)).toBe('17 Oct 2025, 14:32')
    expect(cell('2026-11-27T08:00:00Z', gb)).toBe('27 Nov, 08:00')
    expect(cell('2026-10-17T14:32:00Z')).toMatch(new RegExp(`^Oct 17, 2:32${space}PM$`))
    expect(cell('2025-10-17T14:32:00Z')).toMatch(new RegExp(`^Oct 17, 2025, 2:32${space}PM$`))
    expect(cell('2026-10-17T14:32:00Z', { locale: 'fi-FI' })).toBe('17.10. klo 14.32')
    expect(cell('2025-10-17T09:05:00Z', { locale: 'fi-FI' })).toBe('17.10.2025 klo 9.05')
  })

  it('writes the day, time and year of the chosen zone', () => {
    const gb = { locale: 'en-GB' }
    // 40 days back, as a booking from last month reads.
    expect(cell('2026-10-16T11:00:00Z', { ...gb, localZone: 'Pacific/Chatham' })).toBe(
      '17 Oct, 00:45',
    )
    expect(cell('2026-10-16T11:00:00Z', { ...gb, timeZone: 'utc' })).toBe('16 Oct, 11:00 UTC')
    // New Year has come in Chatham (UTC+13:45) but not yet in UTC.
    const newYear = Date.parse('2026-12-31T11:00:00Z')
    const lastWeek = '2026-12-24T11:00:00Z'
    const at = (options: FormatOptions) =>
      formatValue(lastWeek, { ...gb, ...options, relativeTo: newYear }).text
    expect(at({ localZone: 'Pacific/Chatham' })).toBe('25 Dec 2026, 00:45')
    expect(at({ localZone: 'Pacific/Chatham', timeZone: 'utc' })).toBe('24 Dec, 11:00 UTC')
    expect(at({ localZone: 'America/Los_Angeles' })).toBe('24 Dec, 03:00')
  })

  it('keeps the exact local and UTC time on hover', () => {
    const formatted = formatValue('2026-10-17T14:32:00Z', {
      ...en,
      localZone: 'Asia/Kolkata',
      relativeTo: now,
    })
    expect(formatted.kind).toBe('datetime')
    expect(formatted.title).toMatch(
      new RegExp(
        `^Oct 17, 2026, 8:02:00${space}PM local time · Oct 17, 2026, 2:32:00${space}PM UTC$`,
      ),
    )
  })

  // Open-ended inputs: any two instants, any of the zones, in several locales and in the
  // runtime's own (so a run under TZ=Pacific/Chatham LC_ALL=fi_FI.UTF-8 checks that one too).
  it('is relative exactly within the hour, else the locale’s own time with the year when it differs', () => {
    const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2050, 0, 1) })
    const offsets = fc.oneof(
      fc.integer({ min: -dayMs * 3, max: dayMs * 3 }),
      fc.integer({ min: -dayMs * 800, max: dayMs * 800 }),
      fc.integer({ min: -relativeSpanMs * 2, max: relativeSpanMs * 2 }),
      fc.constantFrom(relativeSpanMs, -relativeSpanMs, relativeSpanMs - 1, 1 - relativeSpanMs),
    )
    const zoneChoices = fc.constantFrom<(string | undefined)[]>(...zones, undefined)
    const locales = fc.constantFrom<(string | undefined)[]>(
      'en-US',
      'en-GB',
      'fi-FI',
      'de-DE',
      undefined,
    )
    fc.assert(
      fc.property(
        instants,
        offsets,
        zoneChoices,
        locales,
        fc.constantFrom<TimeZoneChoice[]>('local', 'utc'),
        (at, offset, localZone, locale, timeZone) => {
          const then = new Date(at + offset)
          const options = { locale, localZone, timeZone }
          const text = formatValue(then.toISOString(), { ...options, relativeTo: at }).text
          if (Math.abs(offset) < relativeSpanMs) {
            expect(text).toBe(formatRelative(then, at, options))
            return
          }
          const zone = timeZone === 'utc' ? 'UTC' : localZone
          // No locale given: the console's language's (localeOr), never the process's.
          const time = new Intl.DateTimeFormat(localeOr(locale), {
            timeStyle: 'short',
            timeZone: zone,
          })
          const year = (instant: number | Date) =>
            new Intl.DateTimeFormat('en-US', { year: 'numeric', timeZone: zone }).format(instant)
          expect(text).toContain(time.format(then))
          expect(text.includes(year(then))).toBe(year(then) !== year(at))
          expect(text.endsWith(' UTC')).toBe(timeZone === 'utc')
        },
      ),
      { numRuns: 1000 },
    )
  })
})

describe('formatRelative', () => {
  const now = Date.parse('2026-11-25T12:00:00Z')

  it('counts under a day in hours, minutes and seconds', () => {
    expect(formatRelative(new Date('2026-11-25T12:00:30Z'), now, en)).toBe('in 30 seconds')
    expect(formatRelative(new Date('2026-11-24T20:00:00Z'), now, en)).toBe('16 hours ago')
  })

  it('counts a day or more in calendar days of the chosen zone, not in 24 hours', () => {
    const earlier = new Date('2026-11-24T10:00:00Z') // 26 hours before
    expect(formatRelative(earlier, now, { ...en, localZone: 'UTC' })).toBe('yesterday')
    // 01:45 on the 26th in Chatham; the booking was at 23:45 on the 24th there.
    expect(formatRelative(earlier, now, { ...en, localZone: 'Pacific/Chatham' })).toBe('2 days ago')
    expect(
      formatRelative(earlier, now, { ...en, localZone: 'Pacific/Chatham', timeZone: 'utc' }),
    ).toBe('yesterday')
    expect(formatRelative(new Date('2026-11-15T12:00:00Z'), now, en)).toBe('last week')
    expect(formatRelative(new Date('2026-08-25T12:00:00Z'), now, en)).toBe('3 months ago')
  })

  it('says "yesterday" exactly when the day separator says the day before today', () => {
    const span = fc.integer({ min: 25 * 3600_000, max: 5 * 24 * 3600_000 })
    const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2050, 0, 1) })
    fc.assert(
      fc.property(instants, span, fc.constantFrom(...zones), (at, ago, localZone) => {
        const then = at - ago
        const days = daysBetween(intlDay(at, localZone), intlDay(then, localZone))
        const text = formatRelative(new Date(then), at, { ...en, localZone })
        const day = calendarDay(new Date(then).toISOString(), 'local', { localZone })?.key
        expect(text).toBe(
          new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(days, 'day'),
        )
        expect(text === 'yesterday').toBe(day === addDays(intlDay(at, localZone), -1))
      }),
      { numRuns: 1000 },
    )
  })
})

describe('calendarDay', () => {
  it('groups timestamps by calendar day and ignores non-timestamps', () => {
    const day = (value: string) => calendarDay(value, 'local', { localZone: 'UTC' })?.key
    expect(day('2026-11-24T10:00:00Z')).toBe('2026-11-24')
    expect(day('2026-11-24T11:00:00Z')).toBe(day('2026-11-24T10:00:00Z'))
    expect(day('2026-11-23T10:00:00Z')).not.toBe(day('2026-11-24T10:00:00Z'))
    expect(calendarDay('not a date')).toBeUndefined()
  })

  it('uses the chosen zone: 23:30 at UTC+2 is the 24th in UTC, 23:30 at UTC-5 the 25th', () => {
    expect(calendarDay('2026-11-24T23:30:00+02:00', 'utc', en)).toEqual({
      key: '2026-11-24',
      label: 'Tuesday, November 24, 2026 (UTC)',
    })
    expect(calendarDay('2026-11-24T23:30:00-05:00', 'utc', en)?.key).toBe('2026-11-25')
  })

  it('agrees with Intl on the local day in zones on both sides of UTC', () => {
    const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2050, 0, 1) })
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, localZone) => {
        const value = new Date(instant).toISOString()
        expect(calendarDay(value, 'local', { localZone })?.key).toBe(intlDay(instant, localZone))
      }),
    )
  })

  it('labels the day in the given locale', () => {
    expect(
      calendarDay('2026-11-24T10:00:00Z', 'local', { localZone: 'UTC', locale: 'fi-FI' })?.label,
    ).toBe(
      new Intl.DateTimeFormat('fi-FI', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.parse('2026-11-24T00:00:00Z')),
    )
  })
})
