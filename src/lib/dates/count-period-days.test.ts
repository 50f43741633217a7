import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SortDirection } from '../list-query'
import { countPeriodDays, coveringSize, PeriodMoved, periodDays } from './count-period-days'
import { createPageReader, findPeriodBounds, type PeriodRow } from './find-period'

const allDays = periodDays('2026-11-01', '2026-12-15')

function listOf(dayIndexes: number[], direction: SortDirection): PeriodRow[] {
  const sorted = [...dayIndexes].sort((a, b) => (direction === 'ASC' ? a - b : b - a))
  return sorted.map((dayIndex, index) => ({ id: `r${index}`, day: allDays[dayIndex] }))
}

const dayOf = (row: PeriodRow) => row.day as string | undefined

/** Opens the period as the list does (pages of `size`), then counts its days over what that read. */
async function countOver(
  list: PeriodRow[],
  direction: SortDirection,
  size: number,
  from: string,
  to: string,
) {
  const period = { from, to }
  const opened = new Map<number, readonly PeriodRow[]>()
  const source = {
    direction,
    size,
    lastPage: 99_999_999,
    dayOf,
    fetchPage: (page: number) => {
      const rows = list.slice(page * size, (page + 1) * size)
      opened.set(page, rows)
      return Promise.resolve({ rows, total: list.length })
    },
  }
  const bounds = await findPeriodBounds(source, period, createPageReader(source))
  const known = new Map<number, PeriodRow>()
  for (const [page, rows] of opened)
    rows.forEach((row, index) => known.set(page * size + index, row))
  const asked: string[] = []
  const counted = await countPeriodDays(
    {
      dayOf,
      readPage: (page, pageSize) => {
        asked.push(`${page}/${pageSize}`)
        return Promise.resolve(list.slice(page * pageSize, (page + 1) * pageSize))
      },
    },
    { bounds, period, known },
  )
  return { ...counted, bounds, asked }
}

const truth = (list: PeriodRow[], from: string, to: string) =>
  periodDays(from, to).map((day) => ({ day, count: list.filter((row) => row.day === day).length }))

describe('a period counted by day', () => {
  it('gives every day its records, 0 for a day with none, at a cost within the bound', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: allDays.length - 1 }), { maxLength: 700 }),
        fc.constantFrom<SortDirection>('ASC', 'DESC'),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 30 }),
        async (dayIndexes, direction, size, first, length) => {
          const list = listOf(dayIndexes, direction)
          const from = allDays[Math.min(first, allDays.length - 2)]!
          const to = allDays[Math.min(first + length, allDays.length - 1)]!
          const { days, requests, bounds } = await countOver(list, direction, size, from, to)
          expect(days).toEqual(truth(list, from, to))
          const n = bounds.end - bounds.start
          const pages = Math.max(1, Math.ceil(list.length / 20))
          const bisecting = (days.length - 1) * (Math.ceil(Math.log2(pages)) + 2)
          expect(requests).toBeLessThanOrEqual(Math.min(Math.ceil(n / 20), bisecting))
        },
      ),
      { numRuns: 300 },
    )
  })

  it('reads a week of 40 bookings a day in fewer requests than its pages', async () => {
    const week = Array.from({ length: 280 }, (_, index) => 10 + Math.floor(index / 40))
    const list = listOf(week, 'DESC')
    const { days, requests } = await countOver(list, 'DESC', 10, allDays[10]!, allDays[16]!)
    expect(days.map(({ count }) => count)).toEqual([40, 40, 40, 40, 40, 40, 40])
    expect(requests).toBeLessThan(Math.ceil(280 / 20))
  })

  it('says the period moved when a row read lies outside it where the bounds put it inside', async () => {
    const list = listOf([3, 3, 4, 4, 5, 5], 'ASC')
    const moved = [{ id: 'new', day: allDays[9] }, ...list]
    await expect(
      countPeriodDays(
        {
          dayOf,
          readPage: (page, size) => Promise.resolve(moved.slice(page * size, (page + 1) * size)),
        },
        { bounds: { start: 0, end: 6 }, period: { from: allDays[3]!, to: allDays[5]! } },
      ),
    ).rejects.toBeInstanceOf(PeriodMoved)
  })

  it('chooses the page size that covers a stretch in the fewest pages', () => {
    expect(coveringSize(0, 39, 20)).toBe(20)
    expect(coveringSize(5, 24, 20)).toBe(20)
    expect(coveringSize(19, 37, 20)).toBe(19)
  })
})
