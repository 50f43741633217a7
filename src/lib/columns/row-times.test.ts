import { describe, expect, it } from 'vitest'
import { inferColumns } from './columns'
import { formatValue } from './format-value'
import { relativeColumnTimes, rowNow, rowTimeFormsOf, timedCellOptions } from './row-times'

const now = Date.parse('2026-11-25T00:40:00Z')
const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString()
// Newest first, as bookings are: two of today (25 Nov), then yesterday from 23:50 back.
const rows = [0.2, 5, 50, 6 * 60, 17 * 60].map((minutesAgo, index) => ({
  id: `b${index}`,
  createdAt: at(minutesAgo),
  reference: `R${index}`,
}))
const columns = inferColumns(rows, ['createdAt', 'reference'])
const days = { column: 'createdAt', keys: rows.map((row) => row.createdAt.slice(0, 10)) }

function cellTexts(instant: number): string[] {
  const times = relativeColumnTimes(rows, columns, ['createdAt'])
  const forms = rowTimeFormsOf(times, columns, rows.length, instant, days)
  return rows.map(
    (row, index) =>
      formatValue(
        row.createdAt,
        timedCellOptions(
          { locale: 'en-GB', timeZone: 'utc', asTimestamp: true },
          forms[index]?.[0],
          rowNow(forms[index], instant),
        ),
      ).text,
  )
}

describe('a time column read beside the clock, one form per day group', () => {
  it('today within the hour reads relative; yesterday, partly within it, reads as times', () => {
    expect(cellTexts(now)).toEqual([
      '12 seconds ago',
      '5 minutes ago',
      '23:50 UTC',
      '18:40 UTC',
      '07:40 UTC',
    ])
  })

  it('ticks with the clock, and a group an hour old turns to times of day as a whole', () => {
    expect(cellTexts(now + 60_000).slice(0, 2)).toEqual(['1 minute ago', '6 minutes ago'])
    expect(cellTexts(now + 56 * 60_000).slice(0, 2)).toEqual(['00:39 UTC', '00:35 UTC'])
  })

  it('keeps a row’s forms and instant while its text cannot change, so it does not re-render', () => {
    const times = relativeColumnTimes(rows, columns, ['createdAt'])
    const first = rowTimeFormsOf(times, columns, rows.length, now, days)
    const later = rowTimeFormsOf(times, columns, rows.length, now + 1_000, days)
    expect(later[4]).toBe(first[4])
    expect(rowNow(later[4], now + 1_000)).toBe(rowNow(first[4], now))
    expect(rowNow(later[0], now + 1_000)).toBe(now + 1_000)
  })

  it('leaves every row alone when no column is read beside the clock', () => {
    const times = relativeColumnTimes(rows, columns, [])
    expect(rowTimeFormsOf(times, columns, rows.length, now)).toEqual(rows.map(() => undefined))
  })
})
