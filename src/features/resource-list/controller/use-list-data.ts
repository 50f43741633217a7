// The data slice of the list controller: the service's answer for the view in the URL, and what
// the page says while it has none (loading, a failure, a refusal).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocation } from 'react-router-dom'
import { rememberRecentResource } from '@/hooks/use-recent-resources'
import { useLastDefined } from '@/hooks/use-last-defined'
import { useTimeZone } from '@/hooks/use-preferences'
import { rememberEarlyRequest } from '@/lib/api/early-request'
import type { ListPage } from '@/lib/api/fetch-list'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { TimeZoneChoice } from '@/lib/dates/timestamps'
import type { ListQuery } from '@/lib/list-query'
import type { ResourceConfig } from '@/resources'
import { listRequestUrlFor, refreshList } from '../request/list-request'
import { isSignedInTo } from '../request/signed-in'
import { listStatusOf, pageOf, type ListStatus } from './list-status'
import { viewRequestOptions, type PeriodPage } from '../request/period-request'
import { rememberAcceptedFilters } from '@/lib/preferences/accepted-filters'

export interface ListSource {
  /** The resource as this list asks for it: without its default sort once a service refused it. */
  resource: ResourceConfig
  /** Sends the request of a view now (the URL's change, a prefetch), through the query cache. */
  startRequest: (query: ListQuery) => Promise<ListPage | undefined>
  /** The service refused the resource's default sort: ask it for none while the list is open. */
  dropDefaultSort: () => void
  /** Where days begin and end: the viewer's zone, or UTC while "UTC times" is on. */
  timeZone: TimeZoneChoice
}

/**
 * A service that refuses the resource's default sort: once its refusal's "Remove sort" is
 * pressed, this list asks that service for no sort at all while it stays open (no URL can say
 * so). The ref lets the request that the same click sends go out unsorted already.
 */
export function useListSource(configured: ResourceConfig, baseUrl: string): ListSource {
  const queryClient = useQueryClient()
  const [refusedBy, setRefusedBy] = useState<string>()
  const refusedNow = useRef<string>(undefined)
  const [timeZone] = useTimeZone()
  const resource = useMemo(
    () => (refusedBy === baseUrl ? withoutDefaultSort(configured) : configured),
    [configured, refusedBy, baseUrl],
  )
  // A view change sends its request as the URL changes: left to useQuery, it would wait for
  // React to render the change and run its effects, a frame later for a debounced filter.
  // A view with a period asks for the period's page (period-request.ts).
  const startRequest = useCallback(
    async (query: ListQuery) => {
      const asked = refusedNow.current === baseUrl ? withoutDefaultSort(configured) : configured
      const options = viewRequestOptions(queryClient, { resource: asked, baseUrl, query }, timeZone)
      await queryClient.prefetchQuery(options)
      return queryClient.getQueryData<ListPage>(options.queryKey)
    },
    [queryClient, configured, baseUrl, timeZone],
  )
  const dropDefaultSort = useCallback(() => {
    refusedNow.current = baseUrl
    setRefusedBy(baseUrl)
  }, [baseUrl])
  return { resource, startRequest, dropDefaultSort, timeZone }
}

export interface ListData {
  status: ListStatus
  /** The page of rows on screen (`pageOf(status)`): the current one, a placeholder, or the
   * previous beside a refused query. */
  page: ListPage | undefined
  rows: readonly ListRecord[]
  isFetching: boolean
  /** When the rows shown arrived (ms since epoch; 0 before any did). */
  updatedAt: number
  /** Why the current attempt failed while it is being retried, e.g. a 429's wait. */
  failureReason: Error | null
  retry: () => void
  /** Asks the service again at once for everything of this resource, the view shown first. */
  refresh: () => void
  /** Where the rows of a period's page lie in the whole list, once they are shown. */
  periodBounds: PeriodPage['bounds'] | undefined
}

export function useListData(
  resource: ResourceConfig,
  query: ListQuery,
  baseUrl: string,
  timeZone: TimeZoneChoice,
): ListData {
  const queryClient = useQueryClient()
  const request = { resource, baseUrl, query }
  const result = useQuery({
    ...viewRequestOptions(queryClient, request, timeZone),
    placeholderData: keepPreviousData,
  })
  const { data, error, isPlaceholderData, isFetching, failureReason, refetch, dataUpdatedAt } =
    result
  const lastPage = useLastDefined(data)
  const status = listStatusOf({ data, isPlaceholderData, error, lastPage })
  const page = pageOf(status)
  const rows = useMemo(() => page?.rows ?? [], [page])

  // A resource that answered with a list gets its link in the navigation, first in line (only
  // while signed in: an answer arriving after a sign-out must not bring back what it forgot).
  const answered = data !== undefined
  useEffect(() => {
    if (answered && isSignedInTo(baseUrl)) rememberRecentResource(baseUrl, resource.name)
  }, [answered, baseUrl, resource.name])
  // The next load of this address sends its request before the code arrives (the one place that
  // remembers it, once it has been answered). A period's page comes from a search, not one request.
  const { pathname, search: locationSearch } = useLocation()
  const answeredView = data !== undefined && !isPlaceholderData
  useEffect(() => {
    if (!answeredView || query.period || !isSignedInTo(baseUrl)) return
    rememberEarlyRequest(
      pathname + locationSearch,
      baseUrl,
      listRequestUrlFor({ resource, baseUrl, query }),
    )
  }, [answeredView, pathname, locationSearch, resource, query, baseUrl])
  // A field within records the service has just answered a filter by: its column offers one.
  useEffect(() => {
    if (answeredView && isSignedInTo(baseUrl))
      rememberAcceptedFilters(baseUrl, resource.name, query.filters)
  }, [answeredView, baseUrl, resource.name, query.filters])

  return {
    status,
    page,
    rows,
    periodBounds: isPlaceholderData ? undefined : (data as PeriodPage | undefined)?.bounds,
    isFetching,
    updatedAt: dataUpdatedAt,
    failureReason: isFetching ? failureReason : null,
    retry: () => void refetch(),
    refresh: () => void refreshList(queryClient, request),
  }
}

function withoutDefaultSort(resource: ResourceConfig): ResourceConfig {
  return { ...resource, defaultSorts: [] }
}
