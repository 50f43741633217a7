// Export of every record matching a list query. The service serves at most 20 rows a request, so
// pages are fetched with at most `concurrency` requests in flight, then written as CSV. A 429
// pauses every request until its Retry-After allows, then the same page is asked again.
// Records may arrive meanwhile: where the seam between two pages may hide one (export-pages.ts),
// the later page is read again.
import type { Translate } from '@/i18n/catalog'
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/export'
import { isRateLimited } from '../api/api-error'
import type { Credentials } from '../api/credentials'
import { describeFailure } from '../api/describe-failure'
import { fetchList, type ListPage } from '../api/fetch-list'
import { waitFor } from '../api/wait-for'
import type { ListRecord } from '../api/normalize-list-response'
import { maxPageSize, type ListQuery } from '../list-query'
import { exportLimitMessage, maxExportRecords } from './export-limit'
import { exportedRows, readPage, repeatsItself, seamHolds, shortPageAmong } from './export-pages'

// The file is written by the same code the records are fetched by, loaded once when needed.
export { toCsv } from './csv'
export { contiguousRows, exportedRows } from './export-pages'

export interface ExportProgress {
  fetched: number
  total?: number
  /** Set while paused by a 429: no request leaves before this instant (ms since epoch). */
  waitingUntil?: number
}

/**
 * A run of the list's rows by index, [start, end), of which the file holds those `keep` accepts
 * (a period's rows: the pages around it may hold others, and records arriving shift it).
 */
export interface ExportRange {
  start: number
  end: number
  keep: (row: ListRecord) => boolean
}

export interface ExportRequest {
  credentials: Credentials
  resource: string
  query: ListQuery
  signal: AbortSignal
  onProgress: (progress: ExportProgress) => void
  concurrency?: number
  /** Pages already fetched by an earlier, failed attempt: a retry fetches only the rest. */
  pages?: Map<number, ListRecord[]>
  /** At most this many records (`maxExportRecords` by default); more is an ExportTooLarge. */
  maxRecords?: number
  /** Only this run of the list; its count is the total the progress shows. */
  range?: ExportRange
}

/** More records match than an export holds: the pages fetched are a partial file at most. */
export class ExportTooLarge extends Error {
  override readonly name = 'ExportTooLarge'
  constructor(
    readonly limit: number,
    readonly total: number | undefined,
  ) {
    super('export.overLimit')
  }
}

/**
 * A page failed; `pages` holds what arrived, so the caller can retry the rest or keep a partial
 * file. Its `message` is for a log; people read `describeExportFailure(error, t)`.
 */
export class ExportFailure extends Error {
  override readonly name = 'ExportFailure'
  constructor(
    cause: unknown,
    readonly pages: Map<number, ListRecord[]>,
  ) {
    super('export.pageFailed', { cause })
  }
}

/** Why an export failed, in the language of `translate`: worded when shown, so it follows a switch. */
export function describeExportFailure(error: Error, translate: Translate = t): string {
  const cause: unknown = error instanceof ExportFailure ? error.cause : error
  if (cause instanceof ExportTooLarge)
    return (
      exportLimitMessage(cause.total, cause.limit, translate) ??
      translate('export.limit', { limit: cause.limit })
    )
  if (cause instanceof Error) return describeFailure(cause, translate)
  return translate('export.pageFailed')
}

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/** Consecutive 429s for one page before the export gives up on it. */
const maxRateLimitedAttempts = 8

export async function fetchAllRecords(request: ExportRequest): Promise<ListRecord[]> {
  const { credentials, resource, query, signal, onProgress, concurrency = 2, range } = request
  const maxPages = Math.ceil((request.maxRecords ?? maxExportRecords) / maxPageSize)
  const pages = request.pages ?? new Map<number, ListRecord[]>()
  let total: number | undefined
  // The last page by the latest total (records may arrive while the export runs), and by the
  // first short page.
  let lastByTotal = Number.POSITIVE_INFINITY
  let lastByShortPage = Number.POSITIVE_INFINITY
  const firstPage = range ? Math.floor(range.start / maxPageSize) : 0
  // Arrivals push the range further down: it goes on while its last page ends within it.
  let lastByRange = range ? Math.ceil(range.end / maxPageSize) - 1 : Number.POSITIVE_INFINITY
  const cap = firstPage + maxPages - 1
  const lastPage = () => Math.min(lastByTotal, lastByShortPage, lastByRange, cap)
  let nextPage = firstPage
  let inFlight = 0
  const asking = new Set<number>()
  let answers = 0
  // Resolved at each answer (or failure): a worker out of pages waits for it, since an answer
  // still in flight may raise the total past another page boundary.
  let answered = deferred()
  // Shared by all workers: after a 429 nothing is asked again before this instant.
  let notBefore = 0
  const kept = (rows: ListRecord[]) => (range ? rows.filter(range.keep) : rows)
  const fetched = () => [...pages.values()].reduce((sum, rows) => sum + kept(rows).length, 0)
  const shownTotal = () => (range ? range.end - range.start : total)
  const failed = new AbortController()
  const stop = AbortSignal.any([signal, failed.signal])

  const pause = async () => {
    if (Date.now() >= notBefore) return
    onProgress({ fetched: fetched(), total: shownTotal(), waitingUntil: notBefore })
    // Re-read each time: another worker's 429 may push the instant further while this one waits,
    // and a timer may fire a little early by the wall clock.
    while (Date.now() < notBefore) await waitFor(notBefore - Date.now(), stop)
    onProgress({ fetched: fetched(), total: shownTotal() })
  }

  const fetchPage = async (page: number): Promise<ListPage | undefined> => {
    for (let attempt = 1; ; attempt++) {
      await pause()
      // Another worker may have found the end while this one waited.
      if (page > lastPage()) return undefined
      try {
        return await readPage(() =>
          fetchList({
            credentials,
            resource,
            query: { ...query, page, size: maxPageSize },
            signal: stop,
          }),
        )
      } catch (error) {
        if (!isRateLimited(error) || attempt >= maxRateLimitedAttempts) throw error
        notBefore = Math.max(notBefore, Date.now() + error.retryAfterMs)
      }
    }
  }

  // The later page of a seam that may hide a gap is read again, after the earlier one.
  const checkSeams = (page: number) => {
    for (const later of [page, page + 1]) {
      const before = pages.get(later - 1)
      const after = pages.get(later)
      if (!before || !after || later - 1 < firstPage) continue
      if (!seamHolds(before, after)) {
        pages.delete(later)
        nextPage = Math.min(nextPage, later)
        // Read again, a page that was short may be full: the list's end is found anew.
        if (lastByShortPage >= later) lastByShortPage = shortPageAmong(pages)
        if (later === page) return
      } else if (total === undefined && repeatsItself(pages, later)) {
        // Without a total only a short page ends the list: a service that repeats its pages
        // would be asked to the cap.
        lastByShortPage = Math.min(lastByShortPage, later)
      }
    }
  }

  const extendRange = (page: number, rows: readonly ListRecord[]) => {
    if (!range || page !== lastByRange || rows.length < maxPageSize) return
    const last = rows[rows.length - 1]!
    const keptSoFar = [...pages].some(([number, held]) => number <= page && kept(held).length > 0)
    if (range.keep(last) || !keptSoFar) lastByRange++
  }

  const worker = async () => {
    while (!stop.aborted) {
      while (pages.has(nextPage) || asking.has(nextPage)) nextPage++
      // Without a total, pages are asked one after another: each seam then holds as it is read.
      const waitForOthers = answers > 0 && total === undefined && inFlight > 0
      if (nextPage > lastPage() || waitForOthers) {
        if (inFlight === 0) return
        await answered.promise
        continue
      }
      const page = nextPage++
      inFlight++
      asking.add(page)
      let result: ListPage | undefined
      try {
        result = await fetchPage(page)
      } finally {
        inFlight--
        asking.delete(page)
        answered.resolve()
        answered = deferred()
      }
      if (!result) {
        // Past the end as it stood after a wait: the page is left for a later total to claim.
        nextPage = Math.min(nextPage, page)
        continue
      }
      answers++
      pages.set(page, result.rows)
      if (result.total !== undefined) {
        total = result.total
        lastByTotal = Math.ceil(total / maxPageSize) - 1
      }
      if (result.rows.length < maxPageSize) lastByShortPage = Math.min(lastByShortPage, page)
      checkSeams(page)
      if (pages.has(page)) extendRange(page, result.rows)
      onProgress({ fetched: fetched(), total: shownTotal() })
    }
  }

  try {
    await Promise.all(
      Array.from({ length: concurrency }, () =>
        worker().catch((error: unknown) => {
          failed.abort()
          throw error
        }),
      ),
    )
  } catch (error) {
    if (signal.aborted) throw error
    throw new ExportFailure(error, pages)
  }
  // A cancel before the first request or after the last page still cancels.
  signal.throwIfAborted()
  // Stopped by the cap rather than by the end of the list: never a file that claims to be whole.
  if (lastPage() === cap && Math.min(lastByTotal, lastByShortPage, lastByRange) > cap) {
    throw new ExportFailure(new ExportTooLarge(maxPages * maxPageSize, total), pages)
  }
  return exportedRows(pages, range)
}
