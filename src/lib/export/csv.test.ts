import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { ColumnSpec } from '../columns/columns'
import { csvHeaders, toCsv } from './csv'

const parse = (csv: string) => Papa.parse<string[]>(csv).data

describe('CSV headers', () => {
  const columns: ColumnSpec[] = [
    { id: 'createdAt', attribute: 'createdAt', kind: 'timestamp' },
    { id: 'customer.name' },
    { id: 'totalPrice', attribute: 'totalPrice' },
    { id: 'id', attribute: 'id' },
  ]

  it('are the column labels as the table shows them, in one row', () => {
    const csv = toCsv([{ id: 'b1', totalPrice: 5 }], columns)
    const [headers, ...rows] = parse(csv)
    expect(headers).toEqual(['Created at', 'Customer name', 'Total price', 'ID'])
    expect(rows).toEqual([['', '', '5', 'b1']])
  })

  it('are the attribute names when asked', () => {
    expect(parse(toCsv([], columns, { headers: 'attributes' }))[0]).toEqual([
      'createdAt',
      'customer.name',
      'totalPrice',
      'id',
    ])
  })

  it('name the attribute where two columns read the same', () => {
    expect(csvHeaders([{ id: 'createdAt' }, { id: 'created_at' }, { id: 'status' }])).toEqual([
      'Created at (createdAt)',
      'Created at (created_at)',
      'Status',
    ])
  })
})

describe('CSV times', () => {
  const createdAt: ColumnSpec = { id: 'createdAt', attribute: 'createdAt', kind: 'timestamp' }
  const cell = (value: unknown, options: Parameters<typeof toCsv>[2]) =>
    parse(toCsv([{ createdAt: value }], [createdAt], options))[1]?.[0]

  it.each([
    [
      'ISO with Z, in a zone 13:45 ahead',
      '2026-11-25T00:47:00Z',
      'Pacific/Chatham',
      '2026-11-25T14:32:00+13:45',
    ],
    [
      'ISO with its own offset',
      '2026-11-25T02:47:00+02:00',
      'Pacific/Chatham',
      '2026-11-25T14:32:00+13:45',
    ],
    [
      'ISO without a zone, read as UTC',
      '2026-11-25T00:47:00',
      'America/St_Johns',
      '2026-11-24T21:17:00-03:30',
    ],
    ['epoch seconds', 1795567620, 'Europe/Berlin', '2026-11-25T01:47:00+01:00'],
    ['epoch milliseconds, kept', 1795567620123, 'Europe/London', '2026-11-25T00:47:00.123+00:00'],
    ['summer time', '2026-07-01T12:00:00Z', 'Europe/Berlin', '2026-07-01T14:00:00+02:00'],
  ])('%s: %j in %s', (_title, value, localZone, expected) => {
    expect(cell(value, { localZone })).toBe(expected)
  })

  it('are in UTC, written with Z, while "UTC times" is on', () => {
    expect(
      cell('2026-11-25T14:32:00+13:45', { timeZone: 'utc', localZone: 'Pacific/Chatham' }),
    ).toBe('2026-11-25T00:47:00Z')
  })

  it('leave a date alone, and anything that is no time as sent', () => {
    expect(cell('2026-10-17', { localZone: 'Pacific/Chatham' })).toBe('2026-10-17')
    expect(cell('soon', { localZone: 'Pacific/Chatham' })).toBe('soon')
    expect(cell(42, { localZone: 'Pacific/Chatham' })).toBe('42')
  })

  it('touch only time columns', () => {
    const csv = toCsv([{ code: '2026-11-25T00:47:00Z' }], [{ id: 'code' }], {
      localZone: 'Pacific/Chatham',
    })
    expect(parse(csv)[1]).toEqual(['2026-11-25T00:47:00Z'])
  })
})

describe('toCsv', () => {
  it('writes flattened columns and neutralises formulas, and a CSV parser reads it back', () => {
    const rows = [
      {
        id: 'a',
        name: '=HYPERLINK("http://evil")',
        customer: { name: '+Ann, "the" one', email: '@x' },
        total: -5,
        ok: true,
      },
      { id: 'b', name: 'Line\nbreak', customer: { name: 'Bo' }, total: 1.5, ok: null },
    ]
    const csv = toCsv(
      rows,
      [
        { id: 'id' },
        { id: 'name' },
        { id: 'customer.name' },
        { id: 'customer.email' },
        { id: 'total' },
        { id: 'ok' },
      ],
      { headers: 'attributes' },
    )
    const parsed = Papa.parse<string[]>(csv).data
    expect(parsed[0]).toEqual(['id', 'name', 'customer.name', 'customer.email', 'total', 'ok'])
    expect(parsed[1]).toEqual([
      'a',
      `'=HYPERLINK("http://evil")`,
      `'+Ann, "the" one`,
      `'@x`,
      '-5',
      'true',
    ])
    expect(parsed[2]).toEqual(['b', 'Line\nbreak', 'Bo', '', '1.5', ''])
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=1+1\nmore', ' =not a formula'])(
    'neutralises %j only when it starts like a formula',
    (text) => {
      const csv = toCsv([{ cell: text }], [{ id: 'cell' }])
      const [, [cell] = []] = Papa.parse<string[]>(csv, { newline: '\r\n' }).data
      expect(cell).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)
    },
  )

  it('writes numbers and booleans as they are, and nested values as JSON text', () => {
    const csv = toCsv(
      [{ n: -5, b: false, o: { formula: '=1+1' }, a: ['@x'] }],
      [{ id: 'n' }, { id: 'b' }, { id: 'o' }, { id: 'a' }],
    )
    expect(Papa.parse<string[]>(csv).data[1]).toEqual([
      '-5',
      'false',
      '{"formula":"=1+1"}',
      '["@x"]',
    ])
  })
})
