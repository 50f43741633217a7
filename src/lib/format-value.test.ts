import { describe, expect, it } from 'vitest'
import { formatValue, localDay } from './format-value'

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

  it('shows timestamps in the local format with the exact value on hover', () => {
    const formatted = formatValue('2026-11-24T10:15:00.000Z')
    expect(formatted.kind).toBe('datetime')
    expect(formatted.title).toBe('2026-11-24T10:15:00.000Z')
    expect(formatted.text).not.toContain('T10')
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

describe('localDay', () => {
  it('groups timestamps by calendar day and ignores non-timestamps', () => {
    expect(localDay('2026-11-24T10:00:00Z')?.key).toBe(localDay('2026-11-24T11:00:00Z')?.key)
    expect(localDay('2026-11-24T10:00:00Z')?.key).not.toBe(localDay('2026-11-23T10:00:00Z')?.key)
    expect(localDay('not a date')).toBeUndefined()
  })
})
