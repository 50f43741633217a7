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
