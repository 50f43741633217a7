// Pages of a list read by offset while records arrive. An arrival
// moves every later record one place down, so a page read after the page that follows it (two
// requests at once, a 429 on one of them) pushes its last record onto a page read before: in
// neither. Whether the seam between two pages can hide such a gap is told from when each was
// asked and answered, the totals they came with and the ids they share.
import type { ListRecord } from '../api/normalize-list-response'
import { recordId } from '../api/list-rows'
import { maxPageSize } from '../list-query'
import type { ExportRange } from './export-records'

/** When a page's answer was asked for and came, on one clock for every run: a retry keeps its pages. */
interface PageRead {
  asked: number
  answered: number
  total?: number
}
const reads = new WeakMap<readonly ListRecord[], PageRead>()
let clock = 0

/** Asks for a page, noting when: its rows are the key to that. */
export async function readPage<Page extends { rows: ListRecord[]; total?: number }>(
  ask: () => Promise<Page>,
): Promise<Page> {
  const asked = ++clock
  const page = await ask()
  reads.set(page.rows, { asked, answered: ++clock, total: page.total })
  return page
}

/**
 * Whether no record can lie unread between page `before` and the page after it (`after`), in a
 * list that records enter but do not leave.
 */
export function seamHolds(before: readonly ListRecord[], after: readonly ListRecord[]): boolean {
  const early = reads.get(before)
  const late = reads.get(after)
  // Asked once the page before had been answered: records it lost since moved onto `after`.
  if (early && late && late.asked > early.answered) return true
  // Nothing arrived between the two answers.
  if (early?.total !== undefined && early.total === late?.total) return true
  // `after` still holds the last record of `before`: whatever follows it is on `after`.
  const last = before.at(-1)
  const id = last && recordId(last)
  return id !== undefined && after.some((row) => recordId(row) === id)
}

/** Every row of `after` has an id that `before` holds: the list did not go on. */
function bringsNothing(before: readonly ListRecord[], after: readonly ListRecord[]): boolean {
  const ids = new Set(before.map(recordId))
  return after.every((row) => {
    const id = recordId(row)
    return id !== undefined && ids.has(id)
  })
}

/**
 * Whether page `page` and the one before it brought no record their previous page lacked: a
 * service that repeats its pages. One such page alone may be a page's worth of arrivals.
 */
export function repeatsItself(pages: ReadonlyMap<number, readonly ListRecord[]>, page: number) {
  return [page, page - 1].every((later) => {
    const before = pages.get(later - 1)
    const after = pages.get(later)
    return (
      before !== undefined &&
      after !== undefined &&
      after.length > 0 &&
      bringsNothing(before, after)
    )
  })
}

/** The first page that came back short: the list's end as the pages read say. */
export function shortPageAmong(pages: ReadonlyMap<number, readonly ListRecord[]>): number {
  const short = [...pages].filter(([, rows]) => rows.length < maxPageSize)
  return Math.min(Number.POSITIVE_INFINITY, ...short.map(([page]) => page))
}

/** The rows a file holds of the pages fetched: in order, each once, within the range if any. */
export function exportedRows(pages: Map<number, ListRecord[]>, range?: ExportRange): ListRecord[] {
  if (!range) return contiguousRows(pages)
  return contiguousRows(pages, Math.floor(range.start / maxPageSize)).filter(range.keep)
}

/** Rows of pages `first`, `first` + 1… up to the first missing page: what a partial file may honestly hold. */
export function contiguousRows(pages: Map<number, ListRecord[]>, first = 0): ListRecord[] {
  const rows: ListRecord[] = []
  // Pages are read by offset: a record that arrives mid-export shifts the later pages by one, and
  // the row at each seam would be written twice. A record with an id is written once.
  const seen = new Set<string>()
  for (let page = first; pages.has(page); page++) {
    for (const row of pages.get(page) ?? []) {
      const id = recordId(row)
      if (id !== undefined && seen.has(id)) continue
      if (id !== undefined) seen.add(id)
      rows.push(row)
    }
  }
  return rows
}
