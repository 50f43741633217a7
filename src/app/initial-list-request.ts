// Run by the page's entry (boot.ts), in the entry's chunk with the painter (vite.config.ts), so
// that on a cold load of a list URL the service request leaves while React and the rest of the
// bundle are still arriving, and the rows are painted as soon as they are in (first-view/).
// Nothing here imports React or React Query.
import { listRequestOptions, sendListRequest } from '@/features/resource-list/request/list-request'
import type { ListPage } from '@/lib/api/fetch-list'
import { loadCredentials } from '@/lib/api/credentials'
import { parseListQuery } from '@/lib/list-query'
import { findResource } from '@/resources'
import { resourceNameOfPath } from '@/lib/resource-name'
import { whenDocumentStyled } from '@/lib/scheduling'
import { startLanguage } from '@/i18n/i18n'
import { paintFirstViewWhenReady } from '@/app/first-view/first-view'

export interface InitialListRequest {
  options: ReturnType<typeof listRequestOptions>
  page: Promise<ListPage>
  /** Settles once the first view is painted and on screen, or once there is none to paint. */
  firstView: Promise<void>
}

function start(location: Pick<Location, 'pathname' | 'search'>): InitialListRequest | undefined {
  const credentials = loadCredentials()
  const resource = findResource(resourceNameOfPath(location.pathname))
  if (!credentials || !resource) return undefined
  // A period's page is cut from the service's pages by a search that comes with the app's code.
  const { query } = parseListQuery(location.search)
  if (query.period) return undefined
  const options = listRequestOptions({ resource, baseUrl: credentials.baseUrl, query })
  const page = sendListRequest(options)
  page.catch(() => undefined) // the query cache reports failures; this copy must not go unhandled
  // The painter paints in the reader's language, once that is in force.
  const firstView = Promise.all([whenDocumentStyled(), startLanguage()]).then(() => {
    const root = document.getElementById('root')
    return root ? paintFirstViewWhenReady(root, resource, credentials.baseUrl, page) : undefined
  })
  return { options, page, firstView }
}

export const initialListRequest = start(window.location)
