import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays, intlDay, zones } from '@/test/test-zones'
import { dayKey, daysBetween, readTimestamp } from './timestamps'

describe('readTimestamp', () => {
  it.each([
    ['2026-11-24T10:15:00Z', '2026-11-24T10:15:00.000Z', false],
    ['2026-11-24T10:15:00.123456Z', '2026-11-24T10:15:00.123Z', false],
    ['2026-11-24T12:15:00+02:00', '2026-11-24T10:15:00.000Z', false],
    ['2026-11-24T12:15:00+0200', '2026-11-24T10:15:00.000Z', false],
    ['2026-11-24T05:15-05', '2026-11-24T10:15:00.000Z', false],
    ['2026-11-24T10:15:00', '2026-11-24T10:15:00.000Z', true],
    ['2026-11-24 10:15', '2026-11-24T10:15:00.000Z', true],
  ])('reads %s as %s (zoneless: %s)', (value, iso, zoneless) => {
    const parsed = readTimestamp(value)
    expect(parsed?.date.toISOString()).toBe(iso)
    expect(Boolean(parsed?.zoneless)).toBe(zoneless)
  })

  it.each(['2026-02-30T10:00:00Z', '2026-11-24T24:00:00Z', '2026-11-24T10:61Z', 'yesterday', ''])(
    'refuses %j',
    (value) => expect(readTimestamp(value)).toBeUndefined(),
  )

  it('reads epoch seconds and milliseconds only when the column holds times', () => {
    const instant = '2025-11-24T16:00:00.000Z'
    expect(readTimestamp(1764000000)).toBeUndefined()
    expect(readTimestamp(1764000000, { asTimestamp: true })).toMatchObject({ epoch: 'seconds' })
    expect(readTimestamp(1764000000, { asTimestamp: true })?.date.toISOString()).toBe(instant)
    expect(readTimestamp(1764000000000, { asTimestamp: true })?.date.toISOString()).toBe(instant)
    expect(readTimestamp('1764000000000', { asTimestamp: true })?.epoch).toBe('milliseconds')
    expect(readTimestamp(1764000000.5, { asTimestamp: true })?.date.getMilliseconds()).toBe(500)
  })

  it.each([
    ['0001-01-01T00:00:00Z', '0001-01-01T00:00:00.000Z'],
    ['0050-06-15T12:30:00+02:00', '0050-06-15T10:30:00.000Z'],
    ['0099-12-31T23:59:59.5', '0099-12-31T23:59:59.500Z'],
    ['0004-02-29T08:00:00Z', '0004-02-29T08:00:00.000Z'],
  ])('keeps the years 0001 to 0099 as written: %s', (value, iso) => {
    expect(readTimestamp(value)?.date.toISOString()).toBe(iso)
  })

  it('keeps the calendar of the years 0001 to 0099: 0100 had no 29 February', () => {
    expect(readTimestamp('0100-02-29T08:00:00Z')).toBeUndefined()
    expect(dayKey('0004-02-29')).toBe('0004-02-29')
    expect(dayKey('0050-06-15T23:30:00Z', 'utc')).toBe('0050-06-15')
    expect(dayKey('0050-06-15T23:30:00Z', 'local', 'Asia/Kolkata')).toBe('0050-06-16')
  })

  it.each([90, 0, -1764000000, 1e16, Number.NaN])('does not read %s as a time', (value) => {
    expect(readTimestamp(value, { asTimestamp: true })).toBeUndefined()
  })
})

describe('dayKey', () => {
  it('agrees with Intl on the day an instant falls in, in zones on both sides of UTC', () => {
    const instants = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2060, 0, 1) })
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const iso = new Date(instant).toISOString()
        expect(dayKey(iso, 'local', zone)).toBe(intlDay(instant, zone))
        expect(dayKey(instant, 'local', zone)).toBe(intlDay(instant, zone))
        expect(dayKey(iso, 'utc', zone)).toBe(intlDay(instant, 'UTC'))
        expect(dayKey(iso)).toBe(intlDay(instant, undefined))
      }),
      { numRuns: 2000 },
    )
  })

  it('puts 23:30 on 24 November UTC on the 25th in Chatham and Kolkata, the 24th in Los Angeles', () => {
    const value = '2026-11-24T23:30:00Z'
    expect(dayKey(value, 'local', 'Pacific/Chatham')).toBe('2026-11-25')
    expect(dayKey(value, 'local', 'Asia/Kolkata')).toBe('2026-11-25')
    expect(dayKey(value, 'local', 'America/Los_Angeles')).toBe('2026-11-24')
    expect(dayKey(value, 'utc', 'Pacific/Chatham')).toBe('2026-11-24')
  })

  it('keeps a date-only value on its own day in every zone, and ignores what is not a time', () => {
    for (const zone of zones) expect(dayKey('2026-01-01', 'local', zone)).toBe('2026-01-01')
    expect(dayKey('not a date')).toBeUndefined()
    expect(dayKey(null)).toBeUndefined()
    expect(dayKey(42)).toBeUndefined()
  })
})

describe('day arithmetic', () => {
  it('adds days across months and years and counts them back', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29')
    expect(daysBetween('2026-03-01', '2026-03-29')).toBe(28)
    expect(daysBetween('2026-11-25', '2026-11-24')).toBe(-1)
  })
})
