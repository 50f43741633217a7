// The data slice of the list controller: the service's answer for the view in the URL, and what
// the page says while it has none (loading, a failure, a refusal).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { rememberRecentResource } from '@/hooks/use-recent-resources'
import { useLastDefined } from '@/hooks/use-last-defined'
import { isApiError, type ApiError } from '@/lib/api/api-error'
import { loadCredentials } from '@/lib/api/credentials'
import type { ListPage } from '@/lib/api/fetch-list'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { ResourceConfig } from '@/resources'
import { listRequestOptions, refreshList, startListRequest } from './list-request'

export interface ListSource {
  /** The resource as this list asks for it: without its default sort once a service refused it. */
  resource: ResourceConfig
  /** Sends the request of a view now (the URL's change, a prefetch), through the query cache. */
  startRequest: (search: string) => Promise<ListPage | undefined>
  /** The service refused the resource's default sort: ask it for none while the list is open. */
  dropDefaultSort: () => void
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
  const resource = useMemo(
    () => (refusedBy === baseUrl ? withoutDefaultSort(configured) : configured),
    [configured, refusedBy, baseUrl],
  )
  // A view change sends its request as the URL changes: left to useQuery, it would wait for
  // React to render the change and run its effects, a frame later for a debounced filter.
  const startRequest = useCallback(
    (search: string) => {
      const asked = refusedNow.current === baseUrl ? withoutDefaultSort(configured) : configured
      return startListRequest(queryClient, asked, search, baseUrl)
    },
    [queryClient, configured, baseUrl],
  )
  const dropDefaultSort = useCallback(() => {
    refusedNow.current = baseUrl
    setRefusedBy(baseUrl)
  }, [baseUrl])
  return { resource, startRequest, dropDefaultSort }
}

export interface ListData {
  /** The page of rows on screen: the current one, or the previous beside a refused query. */
  page: ListPage | undefined
  rows: readonly ListRecord[]
  /** The rows shown are the answer to the URL's view (not a placeholder from the last one). */
  showingCurrent: boolean
  isFetching: boolean
  /** When the rows shown arrived (ms since epoch; 0 before any did). */
  updatedAt: number
  /** A failure with no rows to show beside it. */
  error: Error | undefined
  /** Nothing to show yet: no rows, no failure and no refusal. */
  loading: boolean
  /** The service refused the query (400/422): the previous rows may stay beside its message. */
  rejection: ApiError | undefined
  /** Why the current attempt failed while it is being retried, e.g. a 429's wait. */
  failureReason: Error | null
  retry: () => void
  /** Asks the service again at once for everything of this resource, the view shown first. */
  refresh: () => void
}

export function useListData(resource: ResourceConfig, search: string, baseUrl: string): ListData {
  const queryClient = useQueryClient()
  const result = useQuery({
    ...listRequestOptions(resource, search, baseUrl),
    placeholderData: keepPreviousData,
  })
  const { data, error, isPlaceholderData, isFetching, failureReason, refetch, dataUpdatedAt } =
    result
  const lastPage = useLastDefined(data)
  const rejection = isApiError(error) && error.kind === 'rejected-query' ? error : undefined
  // Only a refused sort or filter keeps the previous rows on screen (dimmed, beside the service's
  // message); any other failure shows its error rather than an older view's rows under this URL.
  const page = data ?? (rejection ? lastPage : undefined)
  const rows = useMemo(() => page?.rows ?? [], [page])

  // A resource that answered with a list gets its link in the navigation, first in line (only
  // while signed in: an answer arriving after a sign-out must not bring back what it forgot).
  const answered = data !== undefined
  useEffect(() => {
    if (answered && baseUrl && loadCredentials()) rememberRecentResource(baseUrl, resource.name)
  }, [answered, baseUrl, resource.name])

  return {
    page,
    rows,
    showingCurrent: data !== undefined && !isPlaceholderData,
    isFetching,
    updatedAt: dataUpdatedAt,
    error: error && !rejection && !page ? error : undefined,
    loading: !page && !error,
    rejection,
    failureReason: isFetching ? failureReason : null,
    retry: () => void refetch(),
    refresh: () => void refreshList(queryClient, resource, search, baseUrl),
  }
}

function withoutDefaultSort(resource: ResourceConfig): ResourceConfig {
  return { ...resource, defaultSorts: [] }
}
