import { describe, expect, it } from 'vitest'
import { inferColumns } from '../columns/columns'
import { dateOnlyAttribute, departureGroupAttribute } from './departures'

describe('departures', () => {
  const bookings = [
    {
      id: 'b1',
      productName: 'Lisbon tour',
      status: 'PENDING',
      travelDate: '2026-11-25',
      createdAt: '2026-11-01T10:00:00Z',
    },
    {
      id: 'b2',
      productName: 'Porto tour',
      status: 'CONFIRMED',
      travelDate: '2026-11-26',
      createdAt: '2026-11-02T10:00:00Z',
    },
  ]

  it('finds the date-only column by its values, and the name it groups by', () => {
    const columns = inferColumns(bookings)
    expect(dateOnlyAttribute(columns, bookings)).toBe('travelDate')
    expect(departureGroupAttribute(columns, bookings, 'travelDate')).toBe('productName')
  })

  it('for another resource, a date-only column of any name and a text column of few values', () => {
    const trips = [
      { code: 'T1', line: 'north', leaves: '2026-01-02', seats: 3 },
      { code: 'T2', line: 'north', leaves: '2026-01-02', seats: 4 },
      { code: 'T3', line: 'south', leaves: '2026-01-03', seats: 1 },
    ]
    const columns = inferColumns(trips)
    expect(dateOnlyAttribute(columns, trips)).toBe('leaves')
    expect(departureGroupAttribute(columns, trips, 'leaves')).toBe('line')
  })

  it('none without a date-only column (times are not days)', () => {
    const rows = [{ id: 1, createdAt: '2026-11-01T10:00:00Z' }]
    expect(dateOnlyAttribute(inferColumns(rows), rows)).toBeUndefined()
  })
})
