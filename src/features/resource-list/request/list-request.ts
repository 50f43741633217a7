// The one way a list request is built: the cold-load request (before React), the rendered query,
// a view change and a prefetch all take their key and request from `listRequestOptions`, so they
// always meet in one cache entry. No runtime import of React Query: the cold-load chunk uses it.
import type { QueryClient } from '@tanstack/react-query'
import { ApiError, failureText } from '@/lib/api/api-error'
import { fetchList, listRequestUrl, type ListPage } from '@/lib/api/fetch-list'
import type { ListQuery } from '@/lib/list-query'
import { requestQueryFor, type ResourceConfig } from '@/resources'
import { isNewerRecordsKey, listKeys, type ListKey, type ListScope } from './list-keys'
import { credentialsFor } from './signed-in'

/** A list view to ask a service for: `query` as the URL has it (the service's default sort aside). */
export interface ListRequest {
  resource: ResourceConfig
  baseUrl: string
  query: ListQuery
}

export interface ListRequestContext {
  queryKey: ListKey
  signal?: AbortSignal
}

/**
 * The key holds the request query (the URL's, with the resource's default sort) and the base URL
 * the request goes to. Credentials are read when it runs, and only those of that base URL: signed
 * out, or signed in to another service since, it fails as signed out.
 */
export function listRequestOptions(request: ListRequest) {
  return {
    queryKey: listKeys.list(listScope(request)),
    queryFn: ({ queryKey: [scope], signal }: ListRequestContext) => fetchListOf(scope, signal),
  }
}

/** Sends the request a list key names (or one of its twins, e.g. a newer-records check). */
export function fetchListOf(scope: ListScope, signal: AbortSignal | undefined): Promise<ListPage> {
  const credentials = credentialsFor(scope.baseUrl)
  if (!credentials) return Promise.reject(new ApiError('auth', failureText('misc.signedOut')))
  return fetchList({ credentials, resource: scope.resource, query: scope.query, signal })
}

/** Sends a list request outside the query cache (the cold-load request, tests). */
export function sendListRequest(
  options: ReturnType<typeof listRequestOptions>,
  signal?: AbortSignal,
) {
  return options.queryFn({ queryKey: options.queryKey, signal })
}

/** What a list request's keys name: the resource, the base URL, the query the service is asked. */
export function listScope({ resource, baseUrl, query }: ListRequest) {
  return { resource: resource.name, baseUrl, query: requestQueryFor(resource, query) }
}

/** The URL `listRequestOptions` asks, as index.html may send it early (early-request.ts). */
export function listRequestUrlFor({ resource, baseUrl, query }: ListRequest) {
  return listRequestUrl(baseUrl, resource.name, requestQueryFor(resource, query))
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

/** Asks the service again at once for everything of this resource, the view shown first. */
export async function refreshList(queryClient: QueryClient, request: ListRequest): Promise<void> {
  // The newer-records check of this view is the same request under its own key: it is not asked
  // separately, the view's answer serves it (and its next check is due 30 s from now).
  await queryClient.invalidateQueries({
    queryKey: listKeys.resource(request.resource.name),
    predicate: (entry) => !isNewerRecordsKey(entry.queryKey),
  })
  const queryKey = listKeys.newer(listScope(request))
  const fresh = queryClient.getQueryData<ListPage>(listRequestOptions(request).queryKey)
  if (fresh && queryClient.getQueryState(queryKey)) queryClient.setQueryData(queryKey, fresh)
}
