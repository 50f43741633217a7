// Export of every record matching a list query. The service serves at most 20 rows a request, so
// pages are fetched with at most `concurrency` requests in flight, then written as CSV. A 429
// pauses every request until its Retry-After allows, then the same page is asked again.
import Papa from 'papaparse'
import { isRateLimited } from '../api/api-error'
import type { Credentials } from '../api/credentials'
import { fetchList, type ListPage } from '../api/fetch-list'
import { waitFor } from '../api/wait-for'
import type { ListRecord } from '../api/normalize-list-response'
import { recordId } from '../api/list-rows'
import { readColumnValue, type ColumnSpec } from '../columns/columns'
import { maxPageSize, type ListQuery } from '../list-query'

export interface ExportProgress {
  fetched: number
  total?: number
  /** Set while paused by a 429: no request leaves before this instant (ms since epoch). */
  waitingUntil?: number
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
}

/** A page failed; `pages` holds what arrived, so the caller can retry the rest or keep a partial file. */
export class ExportFailure extends Error {
  override readonly name = 'ExportFailure'
  constructor(
    cause: unknown,
    readonly pages: Map<number, ListRecord[]>,
  ) {
    super(cause instanceof Error ? cause.message : 'A page of the export failed.', { cause })
  }
}

const maxPages = 10_000
/** Consecutive 429s for one page before the export gives up on it. */
const maxRateLimitedAttempts = 8

export async function fetchAllRecords(request: ExportRequest): Promise<ListRecord[]> {
  const { credentials, resource, query, signal, onProgress, concurrency = 2 } = request
  const pages = request.pages ?? new Map<number, ListRecord[]>()
  let total: number | undefined
  // The last page by the latest total (records may arrive while the export runs), and by the
  // first short page.
  let lastByTotal = maxPages - 1
  let lastByShortPage = maxPages - 1
  const lastPage = () => Math.min(lastByTotal, lastByShortPage)
  let nextPage = 0
  // Shared by all workers: after a 429 nothing is asked again before this instant.
  let notBefore = 0
  const fetched = () => [...pages.values()].reduce((sum, rows) => sum + rows.length, 0)
  const failed = new AbortController()
  const stop = AbortSignal.any([signal, failed.signal])

  const pause = async () => {
    if (Date.now() >= notBefore) return
    onProgress({ fetched: fetched(), total, waitingUntil: notBefore })
    // Re-read each time: another worker's 429 may push the instant further while this one waits,
    // and a timer may fire a little early by the wall clock.
    while (Date.now() < notBefore) await waitFor(notBefore - Date.now(), stop)
    onProgress({ fetched: fetched(), total })
  }

  const fetchPage = async (page: number): Promise<ListPage | undefined> => {
    for (let attempt = 1; ; attempt++) {
      await pause()
      // Another worker may have found the end while this one waited.
      if (page > lastPage()) return undefined
      try {
        return await fetchList({
          credentials,
          resource,
          query: { ...query, page, size: maxPageSize },
          signal: stop,
        })
      } catch (error) {
        if (!isRateLimited(error) || attempt >= maxRateLimitedAttempts) throw error
        notBefore = Math.max(notBefore, Date.now() + error.retryAfterMs)
      }
    }
  }

  const worker = async () => {
    while (!stop.aborted) {
      while (pages.has(nextPage)) nextPage++
      const page = nextPage++
      if (page > lastPage()) return
      const result = await fetchPage(page)
      if (!result) return
      pages.set(page, result.rows)
      if (result.total !== undefined) {
        total = result.total
        lastByTotal = Math.min(maxPages - 1, Math.ceil(total / maxPageSize) - 1)
      }
      if (result.rows.length < maxPageSize) lastByShortPage = Math.min(lastByShortPage, page)
      onProgress({ fetched: fetched(), total })
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
  return contiguousRows(pages)
}

/** Rows of pages 0, 1, 2… up to the first missing page: what a partial file may honestly hold. */
export function contiguousRows(pages: Map<number, ListRecord[]>): ListRecord[] {
  const rows: ListRecord[] = []
  // Pages are read by offset: a record that arrives mid-export shifts the later pages by one, and
  // the row at each seam would be written twice. A record with an id is written once.
  const seen = new Set<string>()
  for (let page = 0; pages.has(page); page++) {
    for (const row of pages.get(page) ?? []) {
      const id = recordId(row)
      if (id !== undefined && seen.has(id)) continue
      if (id !== undefined) seen.add(id)
      rows.push(row)
    }
  }
  return rows
}

// Spreadsheets run cells that start like formulas; papaparse prefixes those with an apostrophe.
// Its own pattern for `escapeFormulae: true` ends in `.*$` without the s flag, so it misses a
// formula followed by a line break; this one looks at the first character only.
const formulaStart = /^[=+\-@\t\r]/

function cellValue(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') {
    return value
  }
  return JSON.stringify(value) ?? ''
}

export function toCsv(rows: readonly ListRecord[], columns: readonly ColumnSpec[]): string {
  return Papa.unparse(
    {
      fields: columns.map((column) => column.id),
      data: rows.map((row) => columns.map((column) => cellValue(readColumnValue(row, column.id)))),
    },
    { escapeFormulae: formulaStart },
  )
}
