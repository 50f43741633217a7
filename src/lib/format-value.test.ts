import { describe, expect, it } from 'vitest'
import { calendarDay, formatRelative, formatValue } from './format-value'

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

  it('right-aligns numbers and keeps the exact value on hover', () => {
    expect(formatValue(1234.5)).toMatchObject({ kind: 'number', align: 'end', title: '1234.5' })
  })

  it('shows timestamps in the local format with the exact local and UTC time on hover', () => {
    const formatted = formatValue('2026-11-24T10:15:00.000Z')
    expect(formatted.kind).toBe('datetime')
    expect(formatted.title).toMatch(/local time · .*10:15:00.* UTC$/)
    expect(formatted.text).not.toContain('T10')
  })

  it('shows timestamps in UTC when asked', () => {
    expect(formatValue('2026-11-24T23:15:00.000+02:00', { timeZone: 'utc' }).text).toMatch(
      /21:15|9:15\sPM/,
    )
    expect(formatValue('2026-11-24T23:15:00.000+02:00', { timeZone: 'utc' }).text).toMatch(/UTC$/)
  })

  it('shows timestamps relative to a given instant', () => {
    const now = Date.parse('2026-11-25T12:00:00Z')
    expect(formatValue('2026-11-25T09:00:00Z', { relativeTo: now }).text).toBe('3 hours ago')
    expect(formatRelative(new Date('2026-11-24T12:00:00Z'), now)).toBe('yesterday')
    expect(formatRelative(new Date('2026-11-25T12:00:30Z'), now)).toBe('in 30 seconds')
  })

  it('shows a date-only value without shifting its day', () => {
    expect(formatValue('2026-01-01')).toMatchObject({ kind: 'date', title: '2026-01-01' })
    expect(formatValue('2026-01-01').text).toContain('2026')
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

describe('calendarDay', () => {
  it('groups timestamps by calendar day and ignores non-timestamps', () => {
    expect(calendarDay('2026-11-24T10:00:00Z')?.key).toBe(calendarDay('2026-11-24T11:00:00Z')?.key)
    expect(calendarDay('2026-11-24T10:00:00Z')?.key).not.toBe(
      calendarDay('2026-11-23T10:00:00Z')?.key,
    )
    expect(calendarDay('not a date')).toBeUndefined()
  })

  it('uses the chosen zone: 23:30 UTC is the next day in UTC+2', () => {
    expect(calendarDay('2026-11-24T23:30:00+02:00', 'utc')?.label).toMatch(
      /24.*\(UTC\)$|November 24, 2026 \(UTC\)/,
    )
    expect(calendarDay('2026-11-24T23:30:00-05:00', 'utc')?.label).toMatch(/25/)
  })
})
