import type { QueryClient } from '@tanstack/react-query'
import { loadCredentials } from '@/lib/api/credentials'
import { parseListQuery } from '@/lib/list-query'
import { findResource } from '@/resources'
import { resourceListOptions } from './resource-list-options'

/**
 * Starts the request for the list at `location` before React renders anything, so a cold load
 * costs one round trip after the script runs. The page's own query then joins this one.
 */
export function prefetchListAt(
  queryClient: QueryClient,
  location: Pick<Location, 'pathname' | 'search'>,
): void {
  const credentials = loadCredentials()
  const resource = findResource(location.pathname.split('/')[1])
  if (!credentials || !resource) return
  const { query } = parseListQuery(location.search)
  void queryClient.prefetchQuery(resourceListOptions(resource, query, credentials.baseUrl))
}
