// A period ("Yesterday", "19–25 Nov") over a list the service sorts by a time column. The service
// filters by equality only, so a period is the run of rows between two edges of the sorted list,
// each found by a bounded search over its pages: galloping while the list's length is unknown,
// then bisecting. Pages fetched for one edge serve the other, and the pages of the period itself.
//
// Rows are sorted by their day; along the list, "past the edge" (day >= edge when ascending,
// <= when descending) is false and then true. A row without a day counts as past every edge, as
// services put missing values last.
import type { SortDirection } from '../list-query'

export type PeriodRow = Record<string, unknown>

export interface Period {
  /** First day, 'YYYY-MM-DD'; open at the start when absent. */
  from?: string
  /** Last day, 'YYYY-MM-DD'; open at the end when absent. */
  to?: string
}

export interface PeriodSource {
  direction: SortDirection
  /** The service's page size for every request of this search. */
  size: number
  fetchPage: (page: number) => Promise<{ rows: readonly PeriodRow[]; total?: number }>
  /** A row's day as 'YYYY-MM-DD' in the viewer's zone. */
  dayOf: (row: PeriodRow) => string | undefined
  /** The largest page number the service may be asked for. */
  lastPage: number
  signal?: AbortSignal
}

export interface PeriodBounds {
  /** Index in the whole list of the period's first row. */
  start: number
  /** Index in the whole list just past the period's last row. */
  end: number
}

/** Whether `day` lies within the period. */
export function inPeriod(period: Period, day: string | undefined): boolean {
  if (day === undefined) return false
  return (
    (period.from === undefined || day >= period.from) &&
    (period.to === undefined || day <= period.to)
  )
}

/** The pages of one list, each asked for once, counted. */
export function createPageReader(source: PeriodSource) {
  const pages = new Map<number, Promise<readonly PeriodRow[]>>()
  const arrived = new Map<number, readonly PeriodRow[]>()
  let requests = 0
  let total: number | undefined
  return {
    get requests() {
      return requests
    },
    /** The total the service sent, when it sent one. */
    get total() {
      return total
    },
    /** The pages that have arrived, by number. */
    get arrived(): ReadonlyMap<number, readonly PeriodRow[]> {
      return arrived
    },
    rows(page: number): Promise<readonly PeriodRow[]> {
      const known = pages.get(page)
      if (known) return known
      source.signal?.throwIfAborted()
      requests++
      const rows = source.fetchPage(page).then((response) => {
        source.signal?.throwIfAborted()
        total ??= response.total
        arrived.set(page, response.rows)
        return response.rows
      })
      pages.set(page, rows)
      rows.catch(() => pages.delete(page))
      return rows
    },
  }
}
export type PageReader = ReturnType<typeof createPageReader>

/** The edges of the period in list order: where its rows start, and where they end. */
function edgePredicates(period: Period, direction: SortDirection) {
  const after = (edge: string | undefined, strictly: boolean) =>
    edge === undefined
      ? undefined
      : direction === 'ASC'
        ? (day: string) => (strictly ? day > edge : day >= edge)
        : (day: string) => (strictly ? day < edge : day <= edge)
  return direction === 'ASC'
    ? { start: after(period.from, false), end: after(period.to, true) }
    : { start: after(period.to, false), end: after(period.from, true) }
}

/**
 * The index of the first row past the edge (`isPast` of its day), or the list's length when no
 * row is, looking from page `fromPage` on.
 */
async function locateEdge(
  source: PeriodSource,
  reader: PageReader,
  isPast: ((day: string) => boolean) | undefined,
  fromPage: number,
): Promise<number> {
  const { size, dayOf, lastPage } = source
  const rowIsPast = (row: PeriodRow) => {
    const day = dayOf(row)
    return day === undefined || (isPast?.(day) ?? false)
  }
  // A page "holds" when the edge is on it or before it: its last row is past, or the list ends.
  const rowsHold = (rows: readonly PeriodRow[]) => {
    const last = rows[rows.length - 1]
    return rows.length < size || last === undefined || rowIsPast(last)
  }
  const holds = async (page: number) => rowsHold(await reader.rows(page))
  // One past the last page, once the total is known: it holds, and is never asked for.
  const pastTheEnd = () =>
    reader.total === undefined ? undefined : Math.min(Math.ceil(reader.total / size), lastPage)
  let low = fromPage
  // The first page known to hold: one past the end once the total is known, else by galloping
  // (an end with no edge is the list's own end, where a page comes back short).
  let high = pastTheEnd()
  // Pages read already (for the other edge) narrow the search for free: the edge lies after
  // every one that does not hold, and on or before the first one that does.
  for (const page of [...reader.arrived.keys()].sort((left, right) => left - right)) {
    if (page < low || (high !== undefined && page >= high)) continue
    if (rowsHold(reader.arrived.get(page) ?? [])) {
      high = page
      break
    }
    low = page + 1
  }
  for (let step = 1; high === undefined; step *= 2) {
    const page = Math.min(low + step - 1, lastPage)
    if ((await holds(page)) || page === lastPage) high = page
    else {
      low = page + 1
      high = pastTheEnd()
    }
  }
  if (low >= high) low = high
  while (low < high) {
    const middle: number = (low + high) >>> 1
    if (await holds(middle)) high = middle
    else low = middle + 1
  }
  const total = reader.total
  if (total !== undefined && high * size >= total) return total
  const rows = await reader.rows(high)
  const index = rows.findIndex(rowIsPast)
  return high * size + (index === -1 ? rows.length : index)
}

/**
 * The period's run of rows in the list: the start edge first, then the end edge, which can only
 * lie at or after it, so the search for it starts on the start's page.
 */
export async function findPeriodBounds(
  source: PeriodSource,
  period: Period,
  reader: PageReader = createPageReader(source),
): Promise<PeriodBounds> {
  if (!Number.isSafeInteger(source.size) || source.size < 1)
    throw new RangeError(`A page size is a whole number from 1, not ${source.size}`)
  const edges = edgePredicates(period, source.direction)
  const start = edges.start ? await locateEdge(source, reader, edges.start, 0) : 0
  const end = await locateEdge(source, reader, edges.end, Math.floor(start / source.size))
  return { start, end: Math.max(start, end) }
}

/**
 * Whether the pages read so far still put the period where `bounds` say: each of their rows lies
 * within the bounds exactly when its day is in the period. Records that arrived since the bounds
 * were found move the period down the list, and the rows at its edges tell.
 */
export function boundsAgree(
  source: PeriodSource,
  reader: PageReader,
  period: Period,
  bounds: PeriodBounds,
): boolean {
  const { size, dayOf } = source
  for (const [page, rows] of reader.arrived) {
    for (const [index, row] of rows.entries()) {
      const at = page * size + index
      if (inPeriod(period, dayOf(row)) !== (at >= bounds.start && at < bounds.end)) return false
    }
  }
  return true
}

/**
 * Page `page` (of `size` rows) of the period: cut from the one or two service pages of the same
 * size that hold it, keeping only rows that lie within the period (records may have arrived and
 * moved the list since its edges were found).
 */
export async function readPeriodPage(
  source: PeriodSource,
  reader: PageReader,
  period: Period,
  bounds: PeriodBounds,
  page: number,
): Promise<PeriodRow[]> {
  const { size, dayOf } = source
  const first = bounds.start + page * size
  const last = Math.min(first + size, bounds.end)
  if (first >= last) return []
  const pages = [Math.floor(first / size), Math.floor((last - 1) / size)]
  const chunks = await Promise.all([...new Set(pages)].map((number) => reader.rows(number)))
  const rows = chunks.flat()
  const offset = pages[0]! * size
  return rows.slice(first - offset, last - offset).filter((row) => inPeriod(period, dayOf(row)))
}
