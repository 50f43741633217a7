// Export of every record matching a list query. The service serves at most 20 rows a request, so
// pages are fetched with at most `concurrency` requests in flight, then written as CSV.
import Papa from 'papaparse'
import type { Credentials } from './api/credentials'
import { fetchList } from './api/fetch-list'
import type { ListRecord } from './api/normalize-list-response'
import { readColumnValue, type ColumnSpec } from './columns'
import { maxPageSize, type ListQuery } from './list-query'

export interface ExportProgress {
  fetched: number
  total?: number
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

export async function fetchAllRecords(request: ExportRequest): Promise<ListRecord[]> {
  const { credentials, resource, query, signal, onProgress, concurrency = 2 } = request
  const pages = request.pages ?? new Map<number, ListRecord[]>()
  let total: number | undefined
  let lastPage = maxPages - 1
  let nextPage = 0
  const fetched = () => [...pages.values()].reduce((sum, rows) => sum + rows.length, 0)
  const inner = new AbortController()
  const abort = () => inner.abort()
  signal.addEventListener('abort', abort)

  const worker = async () => {
    while (!inner.signal.aborted) {
      while (pages.has(nextPage)) nextPage++
      const page = nextPage++
      if (page > lastPage) return
      const result = await fetchList({
        credentials,
        resource,
        query: { ...query, page, size: maxPageSize },
        signal: inner.signal,
      })
      pages.set(page, result.rows)
      if (result.total !== undefined) {
        total = result.total
        lastPage = Math.min(lastPage, Math.ceil(total / maxPageSize) - 1)
      }
      if (result.rows.length < maxPageSize) lastPage = Math.min(lastPage, page)
      onProgress({ fetched: fetched(), total })
    }
  }

  try {
    await Promise.all(
      Array.from({ length: concurrency }, () =>
        worker().catch((error: unknown) => {
          inner.abort()
          throw error
        }),
      ),
    )
  } catch (error) {
    if (signal.aborted) throw error
    throw new ExportFailure(error, pages)
  } finally {
    signal.removeEventListener('abort', abort)
  }
  return contiguousRows(pages)
}

/** Rows of pages 0, 1, 2… up to the first missing page: what a partial file may honestly hold. */
export function contiguousRows(pages: Map<number, ListRecord[]>): ListRecord[] {
  const rows: ListRecord[] = []
  for (let page = 0; pages.has(page); page++) rows.push(...(pages.get(page) ?? []))
  return rows
}

const formulaStart = /^[=+\-@\t\r]/

/** Spreadsheets run cells that start like formulas; a leading apostrophe keeps them text. */
export function neutralizeFormula(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text
}

function cellText(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value === 'string') return neutralizeFormula(value)
  return neutralizeFormula(JSON.stringify(value) ?? '')
}

export function toCsv(rows: readonly ListRecord[], columns: readonly ColumnSpec[]): string {
  return Papa.unparse({
    fields: columns.map((column) => column.id),
    data: rows.map((row) => columns.map((column) => cellText(readColumnValue(row, column.id)))),
  })
}
