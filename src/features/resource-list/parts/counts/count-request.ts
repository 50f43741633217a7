// One value's count as a cached query (key: listKeys.counts): the view's filters with that value's
// filter, from its first page. Without a period, one request of size 1 where the service gives a
// total, else a page of 20 (a full one is a lower bound). Within a period, the period's bounds
// under that filter (request/read-period.ts): the count is exact. Counts are asked two requests at
// a time at most: a period's read may ask two pages at once, so periods are counted one by one.
import type { QueryClient } from '@tanstack/react-query'
import { countOfPage, type Count } from '@/lib/counts/value-counts'
import { createLimiter } from '@/lib/counts/limit-concurrency'
import { periodDayZone } from '@/lib/dates/period-zone'
import type { TimeZoneChoice } from '@/lib/dates/timestamps'
import { loadCode } from '@/lib/load-code'
import { maxPageSize, type ListQuery } from '@/lib/list-query'
import { withFilter } from '@/lib/list-transitions'
import type { ResourceConfig } from '@/resources'
import { listKeys, type ListScope } from '../../request/list-keys'
import { fetchListOf, listScope } from '../../request/list-request'

/** Counts and the samples of their values, asked two at a time at most. */
export const twoAtATime = createLimiter(2)
const oneAtATime = createLimiter(1)

export interface CountRequest {
  queryClient: QueryClient
  resource: ResourceConfig
  baseUrl: string
  /** The view's query (as the URL has it). */
  query: ListQuery
  attribute: string
  /** The value counted; undefined: the view's records under its other filters (for "Other"). */
  value: string | undefined
  /** Whether the service gives totals (the view's answer had one). */
  withTotal: boolean
  timeZone: TimeZoneChoice
}

export function countOptions(request: CountRequest) {
  const { queryClient, resource, baseUrl, query, attribute, value, timeZone } = request
  const counted = { ...withFilter(query, attribute, value ?? ''), page: 0 }
  const { period } = counted
  if (period) {
    const zone = periodDayZone(period.zone, timeZone)
    // The key names the resource, base URL, filters, order, size, period and zone; the client is
    // no part of the answer.
    // eslint-disable-next-line @tanstack/query/exhaustive-deps
    return {
      queryKey: listKeys.counts({
        ...listScope({ resource, baseUrl, query: counted }),
        period,
        timeZone: zone.timeZone,
      }),
      queryFn: ({ signal }: { signal?: AbortSignal }): Promise<Count> =>
        oneAtATime.run(async () => {
          const { readPeriodListPage } = await loadCode(() => import('../../request/read-period'))
          const page = await readPeriodListPage({
            queryClient,
            resource,
            baseUrl,
            query: counted,
            signal,
            ...zone,
          })
          return { count: page.bounds.end - page.bounds.start, atLeast: false }
        }, signal),
    }
  }
  const size = request.withTotal ? 1 : maxPageSize
  const scope = listScope({ resource, baseUrl, query: { ...counted, size } })
  return {
    queryKey: listKeys.counts(scope),
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<Count> =>
      twoAtATime.run(() => readCount(scope, signal), signal),
  }
}

/** A count from one page; a page of 1 that came without a total is read again as 20. */
async function readCount(scope: ListScope, signal: AbortSignal | undefined): Promise<Count> {
  const { size } = scope.query
  const page = await fetchListOf(scope, signal)
  if (page.total !== undefined || size >= maxPageSize)
    return countOfPage(page.rows.length, page.total, size)
  const wider = await fetchListOf(
    { ...scope, query: { ...scope.query, size: maxPageSize } },
    signal,
  )
  return countOfPage(wider.rows.length, wider.total, maxPageSize)
}
