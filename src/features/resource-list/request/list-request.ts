// The one way a list request is built: the cold-load request (before React), the rendered query,
// a view change and a prefetch all take their key and request from `listRequestOptions`, so they
// always meet in one cache entry. No runtime import of React Query: the cold-load chunk uses it.
import type { QueryClient } from '@tanstack/react-query'
import { ApiError, failureText } from '@/lib/api/api-error'
import { loadCredentials } from '@/lib/api/credentials'
import { fetchList, listRequestUrl, type ListPage } from '@/lib/api/fetch-list'
import { parseListQuery } from '@/lib/list-query'
import { requestQueryFor, type ResourceConfig } from '@/resources'

export function resourceKey(resourceName: string) {
  return ['resources', resourceName] as const
}

/**
 * `search` is the list URL's query string, raw or corrected: the key is built from the normalised
 * request query. Credentials are read when the request runs and never go in the key; the base
 * URL is not a secret and keeps two services' rows apart.
 */
export function listRequestOptions(resource: ResourceConfig, search: string, baseUrl: string) {
  const requestQuery = requestQueryFor(resource, parseListQuery(search).query)
  return {
    queryKey: [...resourceKey(resource.name), 'list', baseUrl, requestQuery] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }): Promise<ListPage> => {
      const credentials = loadCredentials()
      if (!credentials) return Promise.reject(new ApiError('auth', failureText('misc.signedOut')))
      return fetchList({ credentials, resource: resource.name, query: requestQuery, signal })
    },
  }
}

/** The URL `listRequestOptions` asks, as index.html may send it early (early-request.ts). */
export function listRequestUrlFor(resource: ResourceConfig, search: string, baseUrl: string) {
  const requestQuery = requestQueryFor(resource, parseListQuery(search).query)
  return listRequestUrl(baseUrl, resource.name, requestQuery)
}

/**
 * `options` for a query whose first answer is already on its way (the cold-load request, sent
 * before React runs): its first fetch takes `firstAnswer`, and any later one (a retry, a refetch)
 * asks the service again rather than reading that settled answer once more.
 */
export function seededListRequestOptions(
  options: ReturnType<typeof listRequestOptions>,
  firstAnswer: Promise<ListPage>,
): ReturnType<typeof listRequestOptions> {
  let unused: Promise<ListPage> | undefined = firstAnswer
  return {
    ...options,
    queryFn: (context) => {
      const answer = unused ?? options.queryFn(context)
      unused = undefined
      return answer
    },
  }
}

/**
 * Sends the request for a list view now (or joins the one in flight / a fresh cached answer);
 * resolves to its page once it is in the cache, or undefined if it failed.
 */
export async function startListRequest(
  queryClient: QueryClient,
  resource: ResourceConfig,
  search: string,
  baseUrl: string,
): Promise<ListPage | undefined> {
  const options = listRequestOptions(resource, search, baseUrl)
  await queryClient.prefetchQuery(options)
  return queryClient.getQueryData<ListPage>(options.queryKey)
}

/**
 * The same request as the list's first page under another key: checking for newer records must
 * not replace the rows on screen, which move only when the user asks (see use-newer-records.ts).
 */
export function newerRecordsOptions(resource: ResourceConfig, search: string, baseUrl: string) {
  const { queryKey, queryFn } = listRequestOptions(resource, search, baseUrl)
  const [, , , , requestQuery] = queryKey
  return {
    queryKey: [...resourceKey(resource.name), 'newer', baseUrl, requestQuery] as const,
    queryFn,
  }
}

/** Whether a cache entry is a newer-records check rather than a list view. */
export function isNewerRecordsKey(queryKey: readonly unknown[]): boolean {
  return queryKey[2] === 'newer'
}

/** Asks the service again at once for everything of this resource, the view shown first. */
export async function refreshList(
  queryClient: QueryClient,
  resource: ResourceConfig,
  search: string,
  baseUrl: string,
): Promise<void> {
  // The newer-records check of this view is the same request under its own key: it is not asked
  // separately, the view's answer serves it (and its next check is due 30 s from now).
  await queryClient.invalidateQueries({
    queryKey: resourceKey(resource.name),
    predicate: (entry) => !isNewerRecordsKey(entry.queryKey),
  })
  const { queryKey } = newerRecordsOptions(resource, search, baseUrl)
  const fresh = queryClient.getQueryData<ListPage>(
    listRequestOptions(resource, search, baseUrl).queryKey,
  )
  if (fresh && queryClient.getQueryState(queryKey)) queryClient.setQueryData(queryKey, fresh)
}
