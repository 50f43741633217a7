// Find's requests: list requests through the fetch layer with the credentials of the Base URL
// signed in to, cached in the query cache under Find's own keys (a sample of each resource, and
// each equality asked). A 401/403 reaches the cache's handler and ends the session, as anywhere.
import type { QueryClient } from '@tanstack/react-query'
import { ApiError, failureText } from '@/lib/api/api-error'
import { loadCredentials } from '@/lib/api/credentials'
import { fetchList, type ListPage } from '@/lib/api/fetch-list'
import { refusalsOf } from '@/lib/api/query-refusal'
import { waitFor } from '@/lib/api/wait-for'
import type { FindIo } from '@/lib/find/run-find'
import { createListQuery, type ListQuery } from '@/lib/list-query'
import { readRefusedAttributes, rememberRefusals } from '@/lib/preferences/refused-attributes'
import { rememberAcceptedFilters } from '@/lib/preferences/accepted-filters'
import { findResource, requestQueryFor } from '@/resources'

const sampleSize = 20
const sampleFreshMs = 5 * 60_000
const answerFreshMs = 30_000

/** Find's keys: the resource first, so that a resource's Refresh reaches them too. */
const findKeys = {
  sample: (resource: string, baseUrl: string, query: ListQuery) =>
    [{ resource, scope: 'find-sample', baseUrl, query }] as const,
  match: (resource: string, baseUrl: string, query: ListQuery) =>
    [{ resource, scope: 'find', baseUrl, query }] as const,
}

function serviceQuery(resource: string, filters: Record<string, string> = {}): ListQuery {
  const config = findResource(resource)
  const query = createListQuery({ size: sampleSize, filters })
  return config ? requestQueryFor(config, query) : query
}

export function findIo(queryClient: QueryClient, baseUrl: string): FindIo {
  const send = async (
    queryKey: readonly [{ resource: string; baseUrl: string; query: ListQuery }],
    staleTime: number,
    signal: AbortSignal,
  ): Promise<ListPage> => {
    const cancel = () => void queryClient.cancelQueries({ queryKey, exact: true })
    signal.addEventListener('abort', cancel, { once: true })
    try {
      return await queryClient.fetchQuery({
        queryKey,
        staleTime,
        // Find counts its requests and waits out a 429 itself (run-find.ts).
        retry: false,
        queryFn: ({
          queryKey: [{ resource, baseUrl: keyBaseUrl, query }],
          signal: querySignal,
        }) => {
          const credentials = loadCredentials()
          if (credentials?.baseUrl !== keyBaseUrl)
            return Promise.reject(new ApiError('auth', failureText('misc.signedOut')))
          return fetchList({ credentials, resource, query, signal: querySignal }).then((page) => {
            // What it answered a filter by, the list's column offers to filter by too.
            rememberAcceptedFilters(keyBaseUrl, resource, query.filters)
            return page
          })
        },
      })
    } finally {
      signal.removeEventListener('abort', cancel)
    }
  }
  return {
    sample: async (resource, signal) => {
      const queryKey = findKeys.sample(resource, baseUrl, serviceQuery(resource))
      const state = queryClient.getQueryState(queryKey)
      const fresh = state?.status === 'success' && Date.now() - state.dataUpdatedAt < sampleFreshMs
      const page = await send(queryKey, sampleFreshMs, signal)
      return { records: page.rows, asked: !fresh }
    },
    ask: async ({ resource, attribute, value }, signal) => {
      const query = serviceQuery(resource, { [attribute]: value })
      return (await send(findKeys.match(resource, baseUrl, query), answerFreshMs, signal)).rows
    },
    refused: (resource) =>
      new Set(
        [...readRefusedAttributes(baseUrl, resource)]
          .filter(([, uses]) => uses.includes('filter'))
          .map(([attribute]) => attribute),
      ),
    // What the service refused is remembered where the list reads it too.
    onRefused: ({ resource, attribute, value }, error) => {
      if (error instanceof ApiError)
        rememberRefusals(
          baseUrl,
          resource,
          refusalsOf(error, serviceQuery(resource, { [attribute]: value })),
        )
    },
    wait: (ms, signal) => waitFor(ms, signal),
  }
}
