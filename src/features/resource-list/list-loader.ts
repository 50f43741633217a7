import type { QueryClient } from '@tanstack/react-query'
import type { LoaderFunctionArgs } from 'react-router-dom'
import { loadCredentials } from '@/lib/api/credentials'
import { parseListQuery } from '@/lib/list-query'
import type { ResourceConfig } from '@/resources'
import { resourceListOptions } from './resource-list-options'

/** Starts the list request as soon as the route matches, before React renders the page. */
export function createListLoader(queryClient: QueryClient, resource: ResourceConfig) {
  return ({ request }: LoaderFunctionArgs) => {
    const credentials = loadCredentials()
    if (credentials) {
      const { query } = parseListQuery(new URL(request.url).search)
      void queryClient.prefetchQuery(resourceListOptions(resource, query, credentials.baseUrl))
    }
    return null
  }
}
