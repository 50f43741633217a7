// Imported first by main.tsx, and built into a small chunk of its own (vite.config.ts), so that on
// a cold load of a list URL the service request leaves while React and the rest of the bundle are
// still arriving. Nothing here imports React.
import { loadCredentials } from '@/lib/api/credentials'
import { fetchList, type ListPage } from '@/lib/api/fetch-list'
import { parseListQuery, type ListQuery } from '@/lib/list-query'
import { findResource, requestQueryFor, type ResourceConfig } from '@/resources'

export interface InitialListRequest {
  resource: ResourceConfig
  query: ListQuery
  baseUrl: string
  page: Promise<ListPage>
}

function start(location: Pick<Location, 'pathname' | 'search'>): InitialListRequest | undefined {
  const credentials = loadCredentials()
  const resource = findResource(location.pathname.split('/')[1])
  if (!credentials || !resource) return undefined
  const { query } = parseListQuery(location.search)
  // The same request query resourceListOptions builds its key from, so the page joins this request.
  const page = fetchList({
    credentials,
    resource: resource.name,
    query: requestQueryFor(resource, query),
  })
  page.catch(() => undefined) // the query cache reports failures; this copy must not go unhandled
  return { resource, query, baseUrl: credentials.baseUrl, page }
}

export const initialListRequest = start(window.location)

// The first date format of a page load sets up the browser's locale data (10-30 ms here). Doing it
// now overlaps that with the request instead of adding it to the first render.
if (initialListRequest) new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(0)
