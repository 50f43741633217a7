// Reads one page of a period: its bounds (found by the bounded search of lib/dates/find-period.ts,
// then kept in the query cache as long as the pages they were found on), then the page cut from
// the one or two service pages that hold it. Every service page goes through the query
// cache under the list's own key, so the pages probed for one end serve the other end, the
// period's pages, and the list without the period.
import type { QueryClient } from '@tanstack/react-query'
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/period'
import type { ListPage } from '@/lib/api/fetch-list'
import {
  boundsAgree,
  createPageReader,
  findPeriodBounds,
  readPeriodPage,
  type PeriodBounds,
  type PeriodSource,
} from '@/lib/dates/find-period'
import { dayKey, type TimeZoneChoice } from '@/lib/dates/timestamps'
import { maxPage, type ListQuery } from '@/lib/list-query'
import type { ResourceConfig } from '@/resources'
import { listKeys } from './list-keys'
import { listRequestOptions } from './list-request'
import type { PeriodPage } from './period-request'
import { periodViewOf, servicePageQuery, type PeriodView } from './period-view'

export interface PeriodRequest {
  queryClient: QueryClient
  resource: ResourceConfig
  baseUrl: string
  /** The URL's query: its page and size count the period's rows. */
  query: ListQuery
  timeZone: TimeZoneChoice
  signal?: AbortSignal
  /** Where "local" is; the runtime's own zone when absent (tests pin it). */
  localZone?: string
}

export interface PeriodRead extends PeriodRequest {
  view: PeriodView
}

/**
 * The bounds are rows' places in the list, whatever its page size: they are kept per filters,
 * order, period and zone, so "Rows per page" and the period's later pages reuse them. Refresh
 * (which invalidates the resource) finds them again.
 */
export function periodBoundsKey(read: PeriodRead) {
  const { resource, baseUrl, query, view, timeZone } = read
  const list = { filters: query.filters, sorts: view.sorts }
  return listKeys.periodBounds({
    resource: resource.name,
    baseUrl,
    list,
    period: view.period,
    timeZone,
  })
}

/**
 * The period's source: the service's sorted list, asked for page by page through the cache;
 * `fresh`, every page asked for anew.
 */
export function periodSource(
  read: PeriodRead,
  seen: Map<number, ListPage>,
  fresh = false,
): PeriodSource {
  const { queryClient, resource, baseUrl, query, view, timeZone, localZone } = read
  return {
    direction: view.sorts[0]?.direction ?? 'DESC',
    size: query.size,
    lastPage: maxPage,
    signal: read.signal,
    dayOf: (row) => dayKey(row[view.attribute], timeZone, localZone),
    fetchPage: async (page) => {
      const options = listRequestOptions({
        resource,
        baseUrl,
        query: servicePageQuery(query, view, page),
      })
      const listPage = await queryClient.fetchQuery(fresh ? { ...options, staleTime: 0 } : options)
      seen.set(page, listPage)
      return listPage
    },
  }
}

export async function readPeriodListPage(request: PeriodRequest): Promise<PeriodPage> {
  const view = periodViewOf(request.resource, request.query)
  if (!view) throw new Error(t('period.noTimeColumn'))
  const read: PeriodRead = { ...request, view }
  const { queryClient } = read
  const boundsKey = periodBoundsKey(read)
  const seen = new Map<number, ListPage>()
  let source = periodSource(read, seen)
  let reader = createPageReader(source)
  // The source and reader are made from `read`, which the key names (bar the page and its size).
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  let bounds = await queryClient.fetchQuery({
    queryKey: boundsKey,
    queryFn: (): Promise<PeriodBounds> => findPeriodBounds(source, read.view.period, reader),
  })
  const { page, size } = read.query
  // The answer the rows are cut from, for its request and time; a page with no rows still
  // names the service page where the period's rows would be.
  const holdingPage = () => Math.floor(Math.min(bounds.start + page * size, bounds.end) / size)
  const cut = async () => {
    const rows = await readPeriodPage(source, reader, read.view.period, bounds, page)
    if (!seen.has(holdingPage())) await reader.rows(holdingPage())
    return rows
  }
  let rows = await cut()
  if (!boundsAgree(source, reader, read.view.period, bounds)) {
    // Records arrived since the bounds were found: they are found again from pages read now.
    seen.clear()
    source = periodSource(read, seen, true)
    reader = createPageReader(source)
    bounds = await findPeriodBounds(source, read.view.period, reader)
    queryClient.setQueryData(boundsKey, bounds)
    rows = await cut()
  }
  // Dated by the oldest page they were found on or cut from (a cached one may be), the bounds go
  // stale with their pages: once any of those would be read again, so are they.
  const oldest = Math.min(...[...seen.values()].map((listPage) => listPage.request.receivedAt))
  if (oldest < (queryClient.getQueryState(boundsKey)?.dataUpdatedAt ?? oldest))
    queryClient.setQueryData(boundsKey, bounds, { updatedAt: oldest })
  const from = seen.get(holdingPage()) ?? [...seen.values()][0]
  if (!from) throw new Error(t('period.unreadable'))
  return { ...from, rows, total: bounds.end - bounds.start, bounds }
}
