// A period's rows are those whose time falls on its days as the viewer's zone draws them: on a
// day when the clocks change, that day is 23 or 25 hours long, and its rows are exactly those.
import { describe, expect, it } from 'vitest'
import { intlDay } from '@/test/test-zones'
import {
  createPageReader,
  findPeriodBounds,
  readPeriodPage,
  type PeriodSource,
} from './find-period'
import { dayKey } from './timestamps'

const quarterHour = 15 * 60_000

/** A booking every 15 minutes from `start` to `end` (ISO, UTC), newest first as bookings list. */
function bookingsBetween(start: string, end: string) {
  const rows: { id: string; createdAt: string }[] = []
  for (let time = Date.parse(start); time < Date.parse(end); time += quarterHour)
    rows.push({ id: `b${time}`, createdAt: new Date(time).toISOString() })
  return rows.reverse()
}

async function readAll(
  rows: readonly Record<string, unknown>[],
  source: PeriodSource,
  day: string,
) {
  const period = { from: day, to: day }
  const reader = createPageReader(source)
  const bounds = await findPeriodBounds(source, period, reader)
  const shown: Record<string, unknown>[] = []
  for (let page = 0; page * source.size < bounds.end - bounds.start; page++)
    shown.push(...(await readPeriodPage(source, reader, period, bounds, page)))
  return { count: bounds.end - bounds.start, shown, requests: reader.requests }
}

function sourceOver(
  rows: readonly Record<string, unknown>[],
  dayOf: PeriodSource['dayOf'],
): PeriodSource {
  const size = 10
  return {
    direction: 'DESC',
    size,
    lastPage: 99_999_999,
    dayOf,
    fetchPage: (page) =>
      Promise.resolve({ rows: rows.slice(page * size, (page + 1) * size), total: rows.length }),
  }
}

describe('a day of a period across a DST change', () => {
  // Two weeks around each change, newest first.
  const rows = [
    ...bookingsBetween('2026-10-20T00:00:00Z', '2026-11-04T00:00:00Z'),
    ...bookingsBetween('2026-03-22T00:00:00Z', '2026-04-04T00:00:00Z'),
  ]

  it.each([
    ['Europe/Berlin', '2026-03-29', 23],
    ['Europe/Berlin', '2026-10-25', 25],
    ['America/Los_Angeles', '2026-11-01', 25],
    ['Europe/Berlin', '2026-03-30', 24],
  ])('in %s, %s has %i hours of bookings, exactly', async (zone, day, hours) => {
    const dayOf = (row: Record<string, unknown>) => dayKey(row.createdAt, 'local', zone)
    const { count, shown } = await readAll(rows, sourceOver(rows, dayOf), day)
    const expected = rows.filter((row) => intlDay(Date.parse(row.createdAt), zone) === day)
    expect(count).toBe(hours * 4)
    expect(shown).toEqual(expected)
  })

  it('while "UTC times" is on, the same day is the UTC one, 24 hours long', async () => {
    const dayOf = (row: Record<string, unknown>) => dayKey(row.createdAt, 'utc', 'Europe/Berlin')
    const { count, shown } = await readAll(rows, sourceOver(rows, dayOf), '2026-03-29')
    expect(count).toBe(24 * 4)
    expect(shown.every((row) => String(row.createdAt).startsWith('2026-03-29'))).toBe(true)
  })
})
