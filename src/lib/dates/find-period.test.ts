import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { SortDirection } from '../list-query'
import {
  createPageReader,
  findPeriodBounds,
  inPeriod,
  readPeriodPage,
  type Period,
  type PeriodRow,
  type PeriodSource,
} from './find-period'

const days = Array.from(
  { length: 12 },
  (_, index) => `2026-11-${String(index + 10).padStart(2, '0')}`,
)

function sortedRows(dayIndexes: number[], direction: SortDirection): PeriodRow[] {
  const sorted = [...dayIndexes].sort((a, b) => (direction === 'ASC' ? a - b : b - a))
  return sorted.map((dayIndex, index) => ({ id: `r${index}`, day: days[dayIndex] }))
}

function serviceOver(
  list: () => PeriodRow[],
  options: { direction: SortDirection; size: number; withTotal: boolean },
): PeriodSource & { asked: number[] } {
  const asked: number[] = []
  return {
    asked,
    direction: options.direction,
    size: options.size,
    lastPage: 99_999_999,
    dayOf: (row) => row.day as string | undefined,
    fetchPage: (page) => {
      asked.push(page)
      const rows = list().slice(page * options.size, (page + 1) * options.size)
      return Promise.resolve(options.withTotal ? { rows, total: list().length } : { rows })
    },
  }
}

const periodArbitrary = fc
  .tuple(fc.option(fc.nat(11), { nil: undefined }), fc.option(fc.nat(11), { nil: undefined }))
  .map(([a, b]): Period => {
    const [from, to] = a !== undefined && b !== undefined && a > b ? [b, a] : [a, b]
    return {
      ...(from !== undefined ? { from: days[from] } : {}),
      ...(to !== undefined ? { to: days[to] } : {}),
    }
  })

const listArbitrary = fc.record({
  dayIndexes: fc.array(fc.nat(11), { maxLength: 400 }),
  direction: fc.constantFrom<SortDirection>('ASC', 'DESC'),
  size: fc.integer({ min: 1, max: 20 }),
  withTotal: fc.boolean(),
  period: periodArbitrary,
})

async function readWholePeriod(source: PeriodSource, period: Period) {
  const reader = createPageReader(source)
  const bounds = await findPeriodBounds(source, period, reader)
  const shown: PeriodRow[] = []
  for (let page = 0; page * source.size < bounds.end - bounds.start; page++)
    shown.push(...(await readPeriodPage(source, reader, period, bounds, page)))
  return { bounds, shown, reader }
}

describe('findPeriodBounds and readPeriodPage', () => {
  it('show exactly the rows of the period, in list order, each once', async () => {
    await fc.assert(
      fc.asyncProperty(
        listArbitrary,
        async ({ dayIndexes, direction, size, withTotal, period }) => {
          const list = sortedRows(dayIndexes, direction)
          const source = serviceOver(() => list, { direction, size, withTotal })
          const { bounds, shown } = await readWholePeriod(source, period)
          const expected = list.filter((row) => inPeriod(period, row.day as string))
          expect(shown).toEqual(expected)
          expect(bounds.end - bounds.start).toBe(expected.length)
        },
      ),
    )
  })

  it('open a period within 2 × (ceil(log2(pages)) + 2) requests when the service sends a total', async () => {
    await fc.assert(
      fc.asyncProperty(listArbitrary, async ({ dayIndexes, direction, size, period }) => {
        const list = sortedRows(dayIndexes, direction)
        const source = serviceOver(() => list, { direction, size, withTotal: true })
        const reader = createPageReader(source)
        const bounds = await findPeriodBounds(source, period, reader)
        await readPeriodPage(source, reader, period, bounds, 0)
        const pages = Math.max(1, Math.ceil(list.length / size))
        expect(reader.requests).toBeLessThanOrEqual(2 * (Math.ceil(Math.log2(pages)) + 2))
      }),
    )
  })

  it('each later page of a period costs at most two requests', async () => {
    await fc.assert(
      fc.asyncProperty(
        listArbitrary,
        async ({ dayIndexes, direction, size, withTotal, period }) => {
          const list = sortedRows(dayIndexes, direction)
          const source = serviceOver(() => list, { direction, size, withTotal })
          const reader = createPageReader(source)
          const bounds = await findPeriodBounds(source, period, reader)
          for (let page = 0; page * size < bounds.end - bounds.start; page++) {
            const before = reader.requests
            await readPeriodPage(source, reader, period, bounds, page)
            expect(reader.requests - before).toBeLessThanOrEqual(2)
          }
        },
      ),
    )
  })

  it('never shows a row outside the period while records arrive at the top', async () => {
    await fc.assert(
      fc.asyncProperty(
        listArbitrary,
        fc.integer({ min: 1, max: 5 }),
        async ({ dayIndexes, size, withTotal, period }, perRequest) => {
          let list = sortedRows(dayIndexes, 'DESC')
          const source = serviceOver(() => list, { direction: 'DESC', size, withTotal })
          const fetchPage = source.fetchPage
          let arrived = 0
          source.fetchPage = (page) => {
            const arrivals = Array.from({ length: perRequest }, () => ({
              id: `new${arrived++}`,
              day: days[11],
            }))
            list = [...arrivals, ...list]
            return fetchPage(page)
          }
          const { shown } = await readWholePeriod(source, period)
          for (const row of shown) expect(inPeriod(period, row.day as string)).toBe(true)
        },
      ),
    )
  })

  it('finds a day in a long list with few requests, with or without a total', async () => {
    const list = sortedRows(
      Array.from({ length: 200_000 }, (_, index) => Math.floor((index * 12) / 200_000)),
      'DESC',
    )
    for (const withTotal of [true, false]) {
      const source = serviceOver(() => list, { direction: 'DESC', size: 20, withTotal })
      const reader = createPageReader(source)
      const period = { from: days[5], to: days[5] }
      const bounds = await findPeriodBounds(source, period, reader)
      expect(bounds.end - bounds.start).toBe(list.filter((row) => row.day === days[5]).length)
      expect(reader.requests).toBeLessThanOrEqual(withTotal ? 2 * (14 + 2) : 4 * (14 + 2))
    }
  })

  it('lets the probes for one edge serve the other: yesterday costs one search and a few pages', async () => {
    // 5,000 rows over 120 days, newest first, 10 a page: 500 pages, a day about 4 of them.
    const dayOf = (index: number) =>
      `day-${String(119 - Math.floor((index * 120) / 5000)).padStart(3, '0')}`
    const list = Array.from({ length: 5000 }, (_, index) => ({
      id: `r${index}`,
      day: dayOf(index),
    }))
    const source = serviceOver(() => list, { direction: 'DESC', size: 10, withTotal: true })
    const cost = async (day: string) => {
      const reader = createPageReader(source)
      const period = { from: day, to: day }
      const bounds = await findPeriodBounds(source, period, reader)
      await readPeriodPage(source, reader, period, bounds, 0)
      expect(bounds.end - bounds.start).toBe(list.filter((row) => row.day === day).length)
      return reader.requests
    }
    // The search for its start reads the pages just past its end on the way down.
    expect(await cost('day-118')).toBeLessThanOrEqual(Math.ceil(Math.log2(500)) + 4)
    expect(await cost('day-059')).toBeLessThanOrEqual(2 * (Math.ceil(Math.log2(500)) + 2))
  })

  it('refuses a page size it cannot page by', async () => {
    const source = serviceOver(() => [], { direction: 'ASC', size: 0, withTotal: true })
    await expect(findPeriodBounds(source, {})).rejects.toThrow(RangeError)
  })
})
