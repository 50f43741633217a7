// While a list shows its newest records first, on its first page, and the tab is visible, ask
// every 30 s whether newer ones arrived. The rows on screen never move on their own: the count
// is offered, and the newer page shown only when the user asks.
import { useQuery, useQueryClient, type Query } from '@tanstack/react-query'
import { useDocumentVisible } from '@/hooks/use-document-visible'
import { isRateLimited } from '@/lib/api/api-error'
import type { ListPage } from '@/lib/api/fetch-list'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { recordId } from '@/lib/api/list-rows'
import { parseTimestamp } from '@/lib/dates/timestamps'
import { listKeys } from '../../request/list-keys'
import type { NewerRecordsKey } from '../../request/list-keys'
import {
  fetchListOf,
  listRequestOptions,
  listScope,
  type ListRequest,
} from '../../request/list-request'
import type { ListData, ListView, RowMarking } from '../../controller/use-resource-list'

/** What the check for newer records needs of the list controller. */
export type NewerRecordsList = ListView &
  Pick<ListData, 'page' | 'status' | 'updatedAt'> &
  RowMarking

/**
 * The same request as the list's first page under another key: checking for newer records must
 * not replace the rows on screen, which move only when the user asks (the check below).
 */
function newerRecordsOptions(request: ListRequest) {
  return {
    queryKey: listKeys.newer(listScope(request)),
    queryFn: ({ queryKey: [scope], signal }: { queryKey: NewerRecordsKey; signal?: AbortSignal }) =>
      fetchListOf(scope, signal),
  }
}

export const newerRecordsCheckMs = 30_000
const longestBackOffMs = 8 * newerRecordsCheckMs

type CheckState = Pick<Query<ListPage>['state'], 'status' | 'errorUpdateCount' | 'error'>

// React Query counts a query's failures over its whole life; the back-off counts those since the
// last success, so isolated failures in a long day do not add up. Per query, its count then.
const failuresAtLastSuccess = new WeakMap<object, number>()

function failuresInARow(query: { state: CheckState }): number {
  const { status, errorUpdateCount } = query.state
  if (status !== 'error') {
    failuresAtLastSuccess.set(query, errorUpdateCount)
    return 0
  }
  return errorUpdateCount - (failuresAtLastSuccess.get(query) ?? 0)
}

/** Every 30 s; after failures in a row less often (up to 4 min), never before a 429's wait is over. */
export function checkInterval(query: { state: CheckState }): number {
  const failures = failuresInARow(query)
  if (failures === 0) return newerRecordsCheckMs
  const { error } = query.state
  const backOff = Math.min(newerRecordsCheckMs * 2 ** failures, longestBackOffMs)
  return isRateLimited(error) ? Math.max(backOff, error.retryAfterMs) : backOff
}

const timeOf = (record: ListRecord | undefined, attribute: string) =>
  record ? parseTimestamp(record[attribute])?.getTime() : undefined

/**
 * How many records the newer first page (newest first by `attribute`) has above the one shown
 * first now: by id while that record is still on it, else by time, so a record that left the
 * list (cancelled, filtered out) never counts as new ones.
 */
export function countNewer(shown: ListPage, newer: ListPage, attribute: string): number {
  const top = shown.rows[0]
  if (!top) return newer.rows.length
  const id = recordId(top)
  const index = newer.rows.findIndex((row) => id !== undefined && recordId(row) === id)
  if (index !== -1) return index
  const topTime = timeOf(top, attribute)
  if (topTime === undefined) return 0
  const count = newer.rows.filter((row) => (timeOf(row, attribute) ?? -Infinity) > topTime).length
  // A whole page or more arrived: the totals say how many, when the service sends them.
  if (count === newer.rows.length && newer.total !== undefined && shown.total !== undefined)
    return Math.max(count, newer.total - shown.total)
  return count
}

export function useNewerRecords(list: NewerRecordsList) {
  const queryClient = useQueryClient()
  const { resource, requestQuery, query, baseUrl, page, status, updatedAt } = list
  const newest = requestQuery.sorts[0]
  const watching =
    status.kind === 'current' &&
    query.page === 0 &&
    // A period's first page is cut from the list, not the list's own first page.
    query.period === undefined &&
    page !== undefined &&
    resource.dayAttribute !== undefined &&
    newest?.attribute === resource.dayAttribute &&
    newest.direction === 'DESC'
  // Not in a hidden tab: React Query is told the tab is always in view (query-client.ts).
  const visible = useDocumentVisible()
  const { data: newer } = useQuery({
    ...newerRecordsOptions({ resource, baseUrl, query }),
    enabled: watching && visible,
    // What is on screen is the first answer: the first check is due 30 s after it arrived.
    // (Only the rows of this very view: a placeholder from the last one would count as new.)
    initialData: watching ? page : undefined,
    initialDataUpdatedAt: updatedAt,
    staleTime: newerRecordsCheckMs,
    refetchInterval: checkInterval,
    retry: false,
  })
  const count =
    watching && newer && page && newer !== page ? countNewer(page, newer, newest.attribute) : 0

  /** Shows the newer page in place of the current one, with the new records marked. */
  const showNewer = () => {
    if (!newer || !page) return
    const fresh = newer.rows.slice(0, count).flatMap((row) => recordId(row) ?? [])
    // Later pages have shifted by `count` rows: they are fetched again when next asked for.
    void queryClient.invalidateQueries({
      queryKey: listKeys.resource(resource.name),
      refetchType: 'none',
    })
    queryClient.setQueryData(listRequestOptions({ resource, baseUrl, query }).queryKey, newer)
    list.markRows(fresh, 'new')
  }
  return { count, showNewer }
}
