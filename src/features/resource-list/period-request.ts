// A view with a period (`from` / `to` in the URL) asks for the period's page rather than the
// service's: one query, keyed as the list's own request (list-request.ts) plus the period and the
// zone its days are read in. The bounded search behind it (period/read-period.ts) is fetched with
// its first use, so a list without a period never loads it.
import type { QueryClient } from '@tanstack/react-query'
import type { ListPage } from '@/lib/api/fetch-list'
import type { TimeZoneChoice } from '@/lib/dates/timestamps'
import { parseListQuery, serializeListQuery, type ListQuery, type SortKey } from '@/lib/list-query'
import type { Period } from '@/lib/list-period'
import { requestQueryFor, type ResourceConfig } from '@/resources'
import { listRequestOptions } from './list-request'

export interface PeriodView {
  period: Period
  /** The time attribute whose days make the period. */
  attribute: string
  /** The service's order while a period is read: the list's, when it is by that attribute first. */
  sorts: readonly SortKey[]
}

/** A page of a period: `total` is the period's count; `bounds` its rows' place in the list. */
export interface PeriodPage extends ListPage {
  bounds: { start: number; end: number }
}

/**
 * What a period of `query` is read by: the resource's own time attribute (bookings' createdAt),
 * else the list's first sort; undefined without a period, or with nothing to read it by.
 */
export function periodViewOf(resource: ResourceConfig, query: ListQuery): PeriodView | undefined {
  if (!query.period) return undefined
  const { sorts } = requestQueryFor(resource, query)
  const attribute = resource.dayAttribute ?? sorts[0]?.attribute
  if (attribute === undefined) return undefined
  const inOrder = sorts[0]?.attribute === attribute
  return {
    period: query.period,
    attribute,
    sorts: inOrder ? sorts : [{ attribute, direction: 'DESC' }],
  }
}

/** The service's page `page` of the list a period is cut from: its filters, size and order. */
export function servicePageSearch(query: ListQuery, view: PeriodView, page: number): string {
  return serializeListQuery({ filters: query.filters, sorts: view.sorts, size: query.size, page })
}

export interface ViewRequestOptions {
  queryKey: readonly unknown[]
  queryFn: (context: { signal?: AbortSignal }) => Promise<ListPage>
}

/** The period's page of the view `search`; undefined when the view has no period to read. */
export function periodRequestOptions(
  queryClient: QueryClient,
  resource: ResourceConfig,
  search: string,
  baseUrl: string,
  timeZone: TimeZoneChoice,
): ViewRequestOptions | undefined {
  const { query } = parseListQuery(search)
  const view = periodViewOf(resource, query)
  if (!view) return undefined
  const pageSearch = servicePageSearch(query, view, query.page)
  const { queryKey } = listRequestOptions(resource, pageSearch, baseUrl)
  // The list's key names the resource, base URL, filters, order, size and page; the client is no
  // part of the answer.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return {
    queryKey: [...queryKey, 'period', view.period, timeZone] as const,
    queryFn: async ({ signal }): Promise<PeriodPage> => {
      const { readPeriodListPage } = await import('./period/read-period')
      return readPeriodListPage({ queryClient, resource, baseUrl, query, view, timeZone, signal })
    },
  }
}

/** The request of any view: its period's page when it has one, else the service's list page. */
export function viewRequestOptions(
  queryClient: QueryClient,
  resource: ResourceConfig,
  search: string,
  baseUrl: string,
  timeZone: TimeZoneChoice,
): ViewRequestOptions {
  return (
    periodRequestOptions(queryClient, resource, search, baseUrl, timeZone) ??
    listRequestOptions(resource, search, baseUrl)
  )
}
