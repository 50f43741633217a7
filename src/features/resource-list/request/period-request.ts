// A view with a period (`from` / `to` in the URL) asks for the period's page rather than the
// service's: one query, keyed as the list's own request (list-request.ts) plus the period and the
// zone its days are read in. Everything else (which attribute, which order, the bounded search)
// is in read-period.ts, fetched with the first period asked for: a list without one never loads it.
import type { QueryClient } from '@tanstack/react-query'
import type { ListPage } from '@/lib/api/fetch-list'
import { loadCode } from '@/lib/load-code'
import { periodDayZone } from '@/lib/dates/period-zone'
import type { TimeZoneChoice } from '@/lib/dates/timestamps'
import { listKeys } from './list-keys'
import { listRequestOptions, listScope, type ListRequest } from './list-request'

/** A page of a period: `total` is the period's count; `bounds` its rows' place in the list. */
export interface PeriodPage extends ListPage {
  bounds: { start: number; end: number }
}

export interface ViewRequestOptions {
  queryKey: readonly unknown[]
  queryFn: (context: { signal?: AbortSignal }) => Promise<ListPage>
}

/** The request of any view: its period's page when it has one, else the service's list page. */
export function viewRequestOptions(
  queryClient: QueryClient,
  request: ListRequest,
  timeZone: TimeZoneChoice,
): ViewRequestOptions {
  const list = listRequestOptions(request)
  const { period } = request.query
  if (!period)
    return {
      queryKey: list.queryKey,
      queryFn: ({ signal }) => list.queryFn({ queryKey: list.queryKey, signal }),
    }
  // Its days are its link's zone's (`tz`), else the viewer's.
  const zone = periodDayZone(period.zone, timeZone)
  // The key names the resource, base URL, filters, order, size, page and period; the client is
  // no part of the answer.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return {
    queryKey: listKeys.period({ ...listScope(request), period, timeZone: zone.timeZone }),
    queryFn: async ({ signal }) => {
      const { readPeriodListPage } = await loadCode(() => import('./read-period'))
      return readPeriodListPage({ queryClient, ...request, signal, ...zone })
    },
  }
}
