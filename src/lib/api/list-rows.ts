import type { ListRecord } from './normalize-list-response'
import { maxPage, type ListQuery } from '../list-query'

/** A record's id as text, when it has one that can name it in a URL. */
export function recordId(record: ListRecord): string | undefined {
  return typeof record.id === 'string' || typeof record.id === 'number'
    ? String(record.id)
    : undefined
}

/**
 * With a total, whether rows lie past this page; without one, a full page may have a successor.
 * Never past the last page a URL can name.
 */
export function hasNextPage(
  query: Pick<ListQuery, 'page' | 'size'>,
  rowCount: number,
  total: number | undefined,
): boolean {
  if (query.page >= maxPage) return false
  if (total !== undefined) return (query.page + 1) * query.size < total
  return rowCount >= query.size
}

/** The pages a known total fills; an empty list still has its first page. */
export function pageCountOf(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size))
}

/**
 * Whether the page asked for lies past the end of the list: with a total, past its last page;
 * without one, a later page that came back empty. `lastPage` (0-based) is known only from a total.
 */
export function pastTheEnd(
  query: Pick<ListQuery, 'page' | 'size'>,
  rowCount: number,
  total: number | undefined,
): { lastPage?: number } | undefined {
  if (query.page === 0) return undefined
  if (total !== undefined) {
    const lastPage = pageCountOf(total, query.size) - 1
    if (query.page > lastPage) return { lastPage }
  }
  return rowCount === 0 ? {} : undefined
}

/** Where "Previous page" goes: from past the end, to the last page when it is known. */
export function previousPage(
  query: Pick<ListQuery, 'page' | 'size'>,
  rowCount: number,
  total: number | undefined,
): number {
  if (query.page === 0) return 0
  return pastTheEnd(query, rowCount, total)?.lastPage ?? query.page - 1
}

/** How far the list behind open details has got. */
export type ListProgress = 'loading' | 'current' | 'failed'

/**
 * The record a details link names, as far as the list can tell: its row when the page shown is
 * the current one; null when it is not on that page or the list failed (it is then looked up by
 * id, so details always end); undefined while the list is still loading.
 */
export function recordOnPage(
  id: string,
  rows: readonly ListRecord[],
  progress: ListProgress,
): ListRecord | null | undefined {
  if (progress === 'loading') return undefined
  if (progress === 'failed') return null
  return rows.find((row) => recordId(row) === id) ?? null
}
