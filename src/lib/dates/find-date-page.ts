// "Go to date" (README, "How 'Go to date' finds the page"): the service only filters by equality
// and sorts, so the page holding a day is found by probing pages of the list in its current order,
// about log2(pages) requests with a total and twice that without one (galloping first to bound it).
//
// Rows are sorted by their day, so "at or past the target in this order" (day >= target when
// ascending, <= when descending) is false and then true along the list. The landing page holds the
// first row for which it is true. A row without a day is skipped; a page with no dated rows
// counts as past the target, as services put missing values last.
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/period'
import { maxPage, type SortDirection } from '../list-query'

export type DateRow = Record<string, unknown>

export interface DatePageSource {
  direction: SortDirection
  size: number
  /** One page of the list in its current order and filters (through the query cache in the UI). */
  fetchPage: (page: number) => Promise<{ rows: readonly DateRow[]; total?: number }>
  /** A row's day as 'YYYY-MM-DD' in the viewer's zone (see `dayKey`). */
  dayOf: (row: DateRow) => string | undefined
  /** The total when already known; else taken from the first response that has one. */
  total?: number
  signal?: AbortSignal
}

export interface DatePageResult {
  /** 0-based page to show. */
  page: number
  /** Whether the day has rows (under the current filters). */
  found: boolean
  /** Pages fetched by this search. */
  requests: number
  /** Index on `page` of the day's first row, when found. */
  rowIndex?: number
  /** Day of the first row at or past the target on `page`: the nearest day that has rows. */
  landedDay?: string
}

interface Probe {
  rows: readonly DateRow[]
  /** Index of the first dated row at or past the target. */
  past?: number
  /** Whether the first dated row is before the target (so the boundary is on this page). */
  startsBefore: boolean
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/

function createPager(source: DatePageSource) {
  const pages = new Map<number, readonly DateRow[]>()
  let requests = 0
  let total = source.total
  return {
    get requests() {
      return requests
    },
    get total() {
      return total
    },
    async rows(page: number): Promise<readonly DateRow[]> {
      const known = pages.get(page)
      if (known) return known
      source.signal?.throwIfAborted()
      requests++
      const response = await source.fetchPage(page)
      source.signal?.throwIfAborted()
      total ??= response.total
      pages.set(page, response.rows)
      return response.rows
    },
  }
}
type Pager = ReturnType<typeof createPager>

interface Landing {
  page: number
  rows: readonly DateRow[]
  /** Index of the first row at or past the target; undefined when the list ends before it. */
  index?: number
}

/** The first position along the list where `isPast(day)` holds. */
async function locate(
  source: DatePageSource,
  pager: Pager,
  isPast: (day: string) => boolean,
): Promise<Landing> {
  const { size, dayOf } = source
  const probe = async (page: number): Promise<Probe> => {
    const rows = await pager.rows(page)
    let startsBefore: boolean | undefined
    for (let index = 0; index < rows.length; index++) {
      const day = dayOf(rows[index] as DateRow)
      if (day === undefined) continue
      const past = isPast(day)
      startsBefore ??= !past
      if (past) return { rows, past: index, startsBefore }
    }
    return { rows, startsBefore: startsBefore ?? false }
  }
  // Past the target, or past the end of the list: true from some page on.
  const holds = (probe: Probe) =>
    probe.rows.length === 0 || !probe.startsBefore || probe.past !== undefined
  const ends = (probe: Probe) => probe.rows.length < size

  const land = async (page: number): Promise<Landing> => {
    const probed = await probe(page)
    if (probed.rows.length === 0 && page > 0) return land(page - 1)
    return { page, rows: probed.rows, index: probed.past }
  }

  /**
   * The first page in [low, high] that holds, where `high` holds or, with `highIsEnd`, is one past
   * the last page (never fetched: the target then lies beyond the list, which lands on its end).
   */
  const bisect = async (low: number, high: number, highIsEnd: boolean): Promise<Landing> => {
    const end = high
    while (low < high) {
      const middle = (low + high) >>> 1
      const probed = await probe(middle)
      if (holds(probed)) {
        if (probed.startsBefore && probed.past !== undefined) return land(middle)
        high = middle
      } else if (ends(probed)) {
        return land(middle)
      } else {
        low = middle + 1
      }
    }
    if (highIsEnd && low === end) return low === 0 ? { page: 0, rows: [] } : land(low - 1)
    return land(low)
  }

  // Only pages a URL can name are landed on.
  const pageCount = () => Math.min(Math.ceil((pager.total ?? 0) / size), maxPage + 1)
  if (pager.total !== undefined) return bisect(0, pageCount(), true)
  const first = await probe(0)
  if (holds(first) || ends(first)) return land(0)
  if (pager.total !== undefined) return bisect(1, Math.max(1, pageCount()), true)
  let low = 1
  for (let page = 1; ; page = Math.min(page * 2, maxPage)) {
    const probed = await probe(page)
    if (holds(probed)) return bisect(low, page, false)
    if (ends(probed) || page === maxPage) return land(page)
    low = page + 1
  }
}

function checkSource(source: DatePageSource, day: string): void {
  if (!dayPattern.test(day)) throw new RangeError(t('period.badDay', { day }))
  if (!Number.isSafeInteger(source.size) || source.size < 1) {
    throw new RangeError(t('period.badSize', { size: String(source.size) }))
  }
  source.signal?.throwIfAborted()
}

function isPastIn(direction: SortDirection, target: string, strictly = false) {
  return direction === 'ASC'
    ? (day: string) => (strictly ? day > target : day >= target)
    : (day: string) => (strictly ? day < target : day <= target)
}

function result(source: DatePageSource, pager: Pager, landing: Landing, day?: string) {
  const row = landing.index === undefined ? undefined : landing.rows[landing.index]
  const landedDay = row && source.dayOf(row)
  const found = day !== undefined && landedDay === day
  return {
    page: landing.page,
    found,
    requests: pager.requests,
    ...(found ? { rowIndex: landing.index } : {}),
    ...(landedDay ? { landedDay } : {}),
  }
}

/** The page holding the first row of `day` in the current order, or where that day would be. */
export async function findDatePage(
  options: DatePageSource & { day: string },
): Promise<DatePageResult> {
  checkSource(options, options.day)
  const pager = createPager(options)
  const landing = await locate(options, pager, isPastIn(options.direction, options.day))
  return result(options, pager, landing, options.day)
}

export interface AdjacentDayResult {
  /** The nearest earlier ('previous') or later ('next') calendar day with rows; none at an end. */
  day?: string
  page?: number
  rowIndex?: number
  requests: number
}

/**
 * "Previous day" / "Next day": the nearest calendar day before or after `day` that has rows, and
 * the page holding its first row in the current order. Forward in the list order that is one
 * search; backward it is two (the day just before, then that day's first row), sharing pages.
 */
export async function findAdjacentDay(
  options: DatePageSource & { day: string; step: 'previous' | 'next' },
): Promise<AdjacentDayResult> {
  const { day, step, direction, dayOf } = options
  checkSource(options, day)
  const pager = createPager(options)
  if ((step === 'next') === (direction === 'ASC')) {
    const landing = await locate(options, pager, isPastIn(direction, day, true))
    const found = result(options, pager, landing)
    return found.landedDay
      ? {
          day: found.landedDay,
          page: found.page,
          rowIndex: landing.index,
          requests: found.requests,
        }
      : { requests: found.requests }
  }
  const landing = await locate(options, pager, isPastIn(direction, day))
  const before = await lastDayBefore(landing, pager, dayOf)
  if (before === undefined) return { requests: pager.requests }
  const target = await locate(options, pager, isPastIn(direction, before))
  return { day: before, page: target.page, rowIndex: target.index, requests: pager.requests }
}

async function lastDayBefore(
  landing: Landing,
  pager: Pager,
  dayOf: DatePageSource['dayOf'],
): Promise<string | undefined> {
  const end = landing.index ?? landing.rows.length
  for (let index = end - 1; index >= 0; index--) {
    const day = dayOf(landing.rows[index] as DateRow)
    if (day !== undefined) return day
  }
  if (landing.page === 0) return undefined
  const previous = await pager.rows(landing.page - 1)
  for (let index = previous.length - 1; index >= 0; index--) {
    const day = dayOf(previous[index] as DateRow)
    if (day !== undefined) return day
  }
  return undefined
}
