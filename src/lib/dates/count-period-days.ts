// A period's records per day, from the service's sorted list, without reading every row. Rows are
// in day order, so a stretch of rows between two read rows of the same day is all of that day:
// only stretches whose ends fall on different days are read, in the middle, and split again. The
// cost is thus at most the pages that hold the period, and far less when days are long runs.
import { addDays } from '../list-period'
import { inPeriod, type PeriodBounds, type PeriodRow } from './find-period'
import { daysBetween } from './timestamps'

export interface DayCountSource {
  /** Page `page` of `size` rows of the list the bounds were found in. */
  readPage: (page: number, size: number) => Promise<readonly PeriodRow[]>
  /** A row's day, 'YYYY-MM-DD', in the period's zone. */
  dayOf: (row: PeriodRow) => string | undefined
}

export interface DayCountInput {
  bounds: PeriodBounds
  /** Both ends set: the days to count. */
  period: { from: string; to: string }
  /** Rows already read, by their place in the list (the pages the period was found on). */
  known?: ReadonlyMap<number, PeriodRow>
  /** The largest page the service gives. */
  maxSize?: number
}

export interface DayCounts {
  /** Every day of the period, in calendar order, with its number of records (0 for none). */
  days: { day: string; count: number }[]
  /** List requests made (pages found in the cache included: the source decides). */
  requests: number
}

/** The rows read no longer sit where the bounds say: records arrived or went meanwhile. */
export class PeriodMoved extends Error {
  constructor() {
    super('The period moved in the list while its days were counted')
  }
}

/** The days from `from` to `to`, inclusive. */
export function periodDays(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index))
}

/**
 * The page size (up to `maxSize`) whose pages cover the places `first`..`last` in the fewest
 * requests: the period rarely starts on a multiple of 20.
 */
export function coveringSize(first: number, last: number, maxSize: number): number {
  let best = maxSize
  let fewest = Infinity
  for (let size = maxSize; size >= 1; size--) {
    const pages = Math.floor(last / size) - Math.floor(first / size) + 1
    if (pages < fewest) [best, fewest] = [size, pages]
  }
  return best
}

export async function countPeriodDays(
  source: DayCountSource,
  input: DayCountInput,
): Promise<DayCounts> {
  const { bounds, period, maxSize = 20 } = input
  const { start, end } = bounds
  const days = new Map<number, string | undefined>()
  for (const [at, row] of input.known ?? []) days.set(at, source.dayOf(row))
  const dayAt = (at: number) => days.get(at)
  const isKnown = (at: number) => days.has(at)
  const check = (at: number) => {
    if (inPeriod(period, dayAt(at)) !== (at >= start && at < end)) throw new PeriodMoved()
  }
  for (const at of input.known?.keys() ?? []) check(at)

  let first = start
  while (first < end && isKnown(first)) first++
  let last = end - 1
  while (last >= first && isKnown(last)) last--
  const size = coveringSize(first, Math.max(first, last), maxSize)
  let requests = 0
  const read = async (page: number) => {
    requests++
    const rows = await source.readPage(page, size)
    rows.forEach((row, index) => days.set(page * size + index, source.dayOf(row)))
    rows.forEach((_, index) => check(page * size + index))
    // A short page ends the list: the period cannot reach past it.
    if (rows.length < size && page * size + rows.length < end) throw new PeriodMoved()
  }

  // Each round reads the middle of every stretch not yet known whose ends differ, two at a time.
  for (;;) {
    const pages = new Set<number>()
    for (const [from, to] of unknownStretches(start, end, isKnown)) {
      const before = from - 1
      const after = to + 1
      const sameDay = before >= start && after < end && dayAt(before) === dayAt(after)
      if (!sameDay) pages.add(Math.floor((from + to) / 2 / size))
    }
    if (pages.size === 0) break
    const queue = [...pages]
    const worker = async () => {
      for (let page = queue.shift(); page !== undefined; page = queue.shift()) await read(page)
    }
    await Promise.all([worker(), worker()])
  }

  const counts = new Map(periodDays(period.from, period.to).map((day) => [day, 0]))
  const add = (day: string | undefined, count: number) => {
    if (day === undefined || !counts.has(day)) throw new PeriodMoved()
    counts.set(day, (counts.get(day) ?? 0) + count)
  }
  for (let at = start; at < end;) {
    if (isKnown(at)) {
      add(dayAt(at), 1)
      at++
      continue
    }
    // A stretch not read: every row of it is the day of the rows either side.
    let to = at
    while (to + 1 < end && !isKnown(to + 1)) to++
    add(dayAt(at - 1), to - at + 1)
    at = to + 1
  }
  return { days: [...counts].map(([day, count]) => ({ day, count })), requests }
}

/** The runs of places in [start, end) not yet known, as [first, last] pairs. */
function unknownStretches(start: number, end: number, isKnown: (at: number) => boolean) {
  const stretches: [number, number][] = []
  for (let at = start; at < end; at++) {
    if (isKnown(at)) continue
    let to = at
    while (to + 1 < end && !isKnown(to + 1)) to++
    stretches.push([at, to])
    at = to
  }
  return stretches
}
