// A period's records per day (lib/dates/count-period-days.ts) over the service's sorted list,
// through the query cache: the pages read to open the period count as read, and the pages read
// here serve the period's later pages. Records that arrive meanwhile move the period; it is then
// found again from pages read now, and counted over those.
import { dayKey } from '@/lib/dates/timestamps'
import { countPeriodDays, PeriodMoved, type DayCounts } from '@/lib/dates/count-period-days'
import {
  findPeriodBounds,
  createPageReader,
  type PeriodBounds,
  type PeriodRow,
} from '@/lib/dates/find-period'
import type { ListPage } from '@/lib/api/fetch-list'
import { maxPageSize } from '@/lib/list-query'
import { listKeys, type ListScope } from './list-keys'
import { listRequestOptions, listScope } from './list-request'
import { periodSource, type PeriodRead, type PeriodRequest } from './read-period'
import { periodViewOf, servicePageQuery } from './period-view'

export interface PeriodDaysRequest extends PeriodRequest {
  /** Where the period's rows were found in the list, with the page shown. */
  bounds: PeriodBounds
}

/** Tries before a period that keeps moving is given up (it says so, with Retry). */
const attempts = 3

export async function readPeriodDays(request: PeriodDaysRequest): Promise<DayCounts> {
  const view = periodViewOf(request.resource, request.query)
  const { from, to } = view?.period ?? {}
  if (!view || from === undefined || to === undefined)
    throw new RangeError('Only a period with both ends is counted by day')
  const read: PeriodRead = { ...request, view }
  const dayOf = (row: PeriodRow) => dayKey(row[view.attribute], request.timeZone, request.localZone)
  let bounds = request.bounds
  let known = cachedRows(read)
  let requests = 0
  for (let attempt = 1; ; attempt++) {
    const total = listTotal(known.pages)
    const source = {
      dayOf,
      readPage: async (page: number, size: number) => {
        const options = listRequestOptions({
          resource: read.resource,
          baseUrl: read.baseUrl,
          query: { ...servicePageQuery(read.query, view, page), size },
        })
        const listPage = await read.queryClient.fetchQuery(
          attempt > 1 ? { ...options, staleTime: 0 } : options,
        )
        read.signal?.throwIfAborted()
        // A total other than the one the rows known came with: records arrived or went.
        if (total !== undefined && listPage.total !== undefined && listPage.total !== total)
          throw new PeriodMoved()
        return listPage.rows
      },
    }
    try {
      const counted = await countPeriodDays(source, {
        bounds,
        period: { from, to },
        known: known.rows,
        maxSize: maxPageSize,
      })
      return { ...counted, requests: requests + counted.requests }
    } catch (error) {
      if (!(error instanceof PeriodMoved) || attempt >= attempts) throw error
    }
    // Found again over pages read now, and counted over them.
    const seen = new Map<number, ListPage>()
    const periodRead = { ...read, query: { ...read.query, size: maxPageSize } }
    const fresh = periodSource(periodRead, seen, true)
    const reader = createPageReader(fresh)
    bounds = await findPeriodBounds(fresh, view.period, reader)
    requests += reader.requests
    known = rowsOf([...seen].map(([page, listPage]) => ({ page, size: maxPageSize, listPage })))
  }
}

interface KnownPage {
  page: number
  size: number
  listPage: ListPage
}

/** The cached pages of the list the period is read from (same service, filters and order). */
function cachedRows(read: PeriodRead) {
  const { queryClient, resource, baseUrl, query, view } = read
  const scope = listScope({ resource, baseUrl, query: servicePageQuery(query, view, 0) })
  const pages: KnownPage[] = []
  for (const entry of queryClient
    .getQueryCache()
    .findAll({ queryKey: listKeys.lists(resource.name) })) {
    const [key] = entry.queryKey as [ListScope & { scope: string }]
    const listPage = entry.state.data as ListPage | undefined
    if (!listPage || entry.isStale() || !sameList(key, scope)) continue
    pages.push({ page: key.query.page, size: key.query.size, listPage })
  }
  // Pages answered with another total than the latest one's were read before records arrived.
  const latest = pages.reduce<KnownPage | undefined>(
    (newest, page) =>
      !newest || page.listPage.request.receivedAt > newest.listPage.request.receivedAt
        ? page
        : newest,
    undefined,
  )
  return rowsOf(pages.filter((page) => page.listPage.total === latest?.listPage.total))
}

function rowsOf(pages: KnownPage[]) {
  const rows = new Map<number, PeriodRow>()
  for (const { page, size, listPage } of pages)
    listPage.rows.forEach((row, index) => rows.set(page * size + index, row))
  return { rows, pages }
}

function listTotal(pages: KnownPage[]): number | undefined {
  return pages.find((page) => page.listPage.total !== undefined)?.listPage.total
}

function sameList(key: ListScope, scope: ListScope): boolean {
  if (key.baseUrl !== scope.baseUrl || key.resource !== scope.resource) return false
  const filters = (query: ListScope['query']) =>
    JSON.stringify(Object.entries(query.filters).sort())
  const sorts = (query: ListScope['query']) => JSON.stringify(query.sorts)
  return filters(key.query) === filters(scope.query) && sorts(key.query) === sorts(scope.query)
}
