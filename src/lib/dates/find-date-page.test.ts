import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findAdjacentDay, findDatePage, type DateRow } from './find-date-page'
import { maxPage, type SortDirection } from '../list-query'
import { addDays } from '@/test/test-zones'

type TotalMode = 'given' | 'in responses' | 'none'
const base = '2026-03-01'
const dayOf = (row: DateRow) => row.day as string | undefined

/** A fake list service over `days` (already in list order), counting requests. */
function service(days: readonly (string | undefined)[], size: number, mode: TotalMode) {
  let requests = 0
  return {
    source: {
      size,
      dayOf,
      total: mode === 'given' ? days.length : undefined,
      fetchPage: async (page: number) => {
        expect(Number.isSafeInteger(page) && page >= 0).toBe(true)
        requests++
        const rows = days.slice(page * size, (page + 1) * size).map((day, index) => ({
          id: page * size + index,
          day,
        }))
        return mode === 'in responses' ? { rows, total: days.length } : { rows }
      },
    },
    requests: () => requests,
  }
}

/** What the search must find, by reading the whole list. */
function expected(
  days: readonly (string | undefined)[],
  size: number,
  direction: SortDirection,
  target: string,
) {
  const pageCount = Math.ceil(days.length / size)
  const past = (day: string) => (direction === 'ASC' ? day >= target : day <= target)
  for (let page = 0; page < pageCount; page++) {
    const rows = days.slice(page * size, (page + 1) * size)
    const index = rows.findIndex((day) => day !== undefined && past(day))
    if (index !== -1) {
      const found = rows[index] === target
      return { page, found, rowIndex: found ? index : undefined }
    }
    if (rows.every((day) => day === undefined)) return { page, found: false }
  }
  return { page: Math.max(0, pageCount - 1), found: false }
}

function requestBound(pageCount: number, mode: TotalMode): number {
  const log = Math.ceil(Math.log2(pageCount + 1))
  return mode === 'none' ? 2 * log + 1 : mode === 'in responses' ? log + 1 : log
}

const sortedDays = (direction: SortDirection) =>
  fc
    .tuple(
      fc.oneof(
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 220 }),
        // Many rows on a few days, long runs of empty days between.
        fc.array(fc.constantFrom(2, 3, 3, 3, 3, 17, 30, 30), { maxLength: 220 }),
        fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 6 }),
      ),
      fc.nat({ max: 25 }).map((count) => (count > 20 ? count - 20 : 0)),
    )
    .map(([offsets, undated]) => {
      const days = offsets.sort((a, b) => a - b).map((offset) => addDays(base, offset))
      if (direction === 'DESC') days.reverse()
      return [...days, ...Array<undefined>(undated).fill(undefined)]
    })

const scenario = fc.constantFrom<SortDirection>('ASC', 'DESC').chain((direction) =>
  fc.record({
    direction: fc.constant(direction),
    days: sortedDays(direction),
    size: fc.integer({ min: 1, max: 20 }),
    mode: fc.constantFrom<TotalMode>('given', 'in responses', 'none'),
    target: fc.integer({ min: -3, max: 44 }).map((offset) => addDays(base, offset)),
  }),
)

describe('findDatePage', () => {
  it('lands on the page a linear read would, within the request bound', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ direction, days, size, mode, target }) => {
        const fake = service(days, size, mode)
        const result = await findDatePage({ ...fake.source, direction, day: target })
        const want = expected(days, size, direction, target)
        expect(result).toMatchObject({ page: want.page, found: want.found })
        expect(result.rowIndex).toBe(want.rowIndex)
        expect(result.requests).toBe(fake.requests())
        const pageCount = Math.ceil(days.length / size)
        expect(fake.requests()).toBeLessThanOrEqual(requestBound(pageCount, mode))
        if (mode !== 'none') {
          expect(fake.requests()).toBeLessThanOrEqual(Math.ceil(Math.log2(pageCount || 1)) + 2)
        }
      }),
      { numRuns: 3000 },
    )
  })

  it('reports the nearest day with rows when the day has none', async () => {
    const days = ['2026-03-01', '2026-03-01', '2026-03-04', '2026-03-09']
    const fake = service(days, 2, 'given')
    const result = await findDatePage({ ...fake.source, direction: 'ASC', day: '2026-03-02' })
    expect(result).toEqual({ page: 1, found: false, requests: 2, landedDay: '2026-03-04' })
  })

  it.each([
    { title: 'before the first row', direction: 'ASC', day: '2026-01-01', page: 0 },
    { title: 'after the last row', direction: 'ASC', day: '2026-12-01', page: 49 },
    { title: 'before the first row, newest first', direction: 'DESC', day: '2026-01-01', page: 49 },
    { title: 'after the last row, newest first', direction: 'DESC', day: '2026-12-01', page: 0 },
  ] as const)('a day $title lands on page $page', async ({ direction, day, page }) => {
    const days = Array.from({ length: 1000 }, (_, index) => addDays(base, index % 100))
      .sort()
      .map(String)
    if (direction === 'DESC') days.reverse()
    for (const mode of ['given', 'none'] as const) {
      const fake = service(days, 20, mode)
      const result = await findDatePage({ ...fake.source, direction, day })
      expect(result).toMatchObject({ page, found: false })
      expect(fake.requests()).toBeLessThanOrEqual(requestBound(50, mode))
    }
  })

  it('finds a day in 5,000 rows over 120 days in at most 10 requests with a total', async () => {
    const days = Array.from({ length: 5000 }, (_, index) => addDays(base, Math.floor(index / 42)))
    days.reverse()
    const fake = service(days, 10, 'given')
    const result = await findDatePage({ ...fake.source, direction: 'DESC', day: '2026-04-15' })
    expect(result).toMatchObject(expected(days, 10, 'DESC', '2026-04-15'))
    expect(result.found).toBe(true)
    expect(result.requests).toBeLessThanOrEqual(10)
  })

  it('survives rows without a day anywhere, staying within bounds', async () => {
    const mixed = fc.array(fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }), {
      maxLength: 120,
    })
    await fc.assert(
      fc.asyncProperty(
        mixed,
        fc.integer({ min: 1, max: 20 }),
        fc.constantFrom<TotalMode>('given', 'none'),
        async (offsets, size, mode) => {
          const days = offsets.map((offset) =>
            offset === undefined ? undefined : addDays(base, offset),
          )
          const fake = service(days, size, mode)
          const result = await findDatePage({ ...fake.source, direction: 'ASC', day: base })
          const pageCount = Math.ceil(days.length / size)
          expect(result.page).toBeGreaterThanOrEqual(0)
          expect(result.page).toBeLessThanOrEqual(Math.max(0, pageCount - 1))
          expect(fake.requests()).toBeLessThanOrEqual(requestBound(pageCount, mode))
        },
      ),
      { numRuns: 500 },
    )
  })

  it('throws the abort reason and asks for nothing more once aborted', async () => {
    const days = Array.from({ length: 400 }, (_, index) => addDays(base, index))
    const fake = service(days, 10, 'none')
    const controller = new AbortController()
    const reason = new Error('left the page')
    const fetchPage = async (page: number) => {
      const response = await fake.source.fetchPage(page)
      if (fake.requests() === 2) controller.abort(reason)
      return response
    }
    await expect(
      findDatePage({
        ...fake.source,
        fetchPage,
        direction: 'ASC',
        day: '2026-12-01',
        signal: controller.signal,
      }),
    ).rejects.toBe(reason)
    expect(fake.requests()).toBe(2)
  })

  it('refuses a malformed day or page size', async () => {
    const fake = service([], 10, 'given')
    await expect(
      findDatePage({ ...fake.source, direction: 'ASC', day: '1.3.2026' }),
    ).rejects.toThrow(RangeError)
    await expect(
      findDatePage({ ...fake.source, size: 0, direction: 'ASC', day: base }),
    ).rejects.toThrow(RangeError)
  })
})

describe('findAdjacentDay', () => {
  it('finds the nearest earlier or later day with rows, and the page of its first row', async () => {
    await fc.assert(
      fc.asyncProperty(
        scenario.filter(({ days }) => !days.includes(undefined)),
        fc.constantFrom('previous' as const, 'next' as const),
        async ({ direction, days, size, mode, target }, step) => {
          const dated = days as string[]
          const candidates = dated.filter((day) => (step === 'next' ? day > target : day < target))
          const nearest = candidates.length
            ? candidates.reduce((a, b) => ((step === 'next' ? a < b : a > b) ? a : b))
            : undefined
          const fake = service(days, size, mode)
          const result = await findAdjacentDay({ ...fake.source, direction, day: target, step })
          expect(result.day).toBe(nearest)
          if (nearest !== undefined) {
            const first = dated.indexOf(nearest)
            expect(result.page).toBe(Math.floor(first / size))
            expect(result.rowIndex).toBe(first % size)
          }
          const pageCount = Math.ceil(days.length / size)
          expect(fake.requests()).toBeLessThanOrEqual(2 * requestBound(pageCount, mode) + 1)
        },
      ),
      { numRuns: 2000 },
    )
  })
})

describe('a list longer than a URL can page through', () => {
  const rowCount = 2 * 10 ** 9
  const hugeList = (withTotal: boolean) => ({
    day: '2020-01-01',
    direction: 'DESC' as const,
    size: 5,
    dayOf,
    // Every row is newer than the day asked for.
    fetchPage: (page: number) =>
      Promise.resolve({
        rows: Array.from({ length: Math.max(0, Math.min(5, rowCount - page * 5)) }, (_, index) => ({
          id: page * 5 + index,
          day: '2024-06-01',
        })),
        ...(withTotal ? { total: rowCount } : {}),
      }),
  })

  it.each([
    ['with a total', true],
    ['without one', false],
  ])('lands no further than the last page a URL names, %s', async (_title, withTotal) => {
    const result = await findDatePage(hugeList(withTotal))
    expect(result.page).toBe(maxPage)
  })
})
