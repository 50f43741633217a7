import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '@/lib/api/api-error'
import { loadCredentials } from '@/lib/api/credentials'
import { fetchList } from '@/lib/api/fetch-list'
import type { ListQuery } from '@/lib/list-query'
import { requestQueryFor, type ResourceConfig } from '@/resources'

export function resourceKey(resourceName: string) {
  return ['resources', resourceName] as const
}

// Credentials are read when the request runs, never put in the key; the base URL is not a secret
// and keeps two services' rows apart.
export function resourceListOptions(resource: ResourceConfig, query: ListQuery, baseUrl: string) {
  const requestQuery = requestQueryFor(resource, query)
  return queryOptions({
    queryKey: [...resourceKey(resource.name), 'list', baseUrl, requestQuery] as const,
    queryFn: ({ signal }) => {
      const credentials = loadCredentials()
      if (!credentials) throw new ApiError('auth', 'You are signed out.')
      return fetchList({ credentials, resource: resource.name, query: requestQuery, signal })
    },
  })
}
