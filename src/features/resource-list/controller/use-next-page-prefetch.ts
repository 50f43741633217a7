// The next page, asked for ahead of the user once this one is painted, and made ready to show while
// the browser is idle (prepare-page.ts): not when Next is pressed. A filter just typed is often
// typed on: the first page of a new filter asks for its next one only once the pointer or focus
// reaches Next (`prefetchNextPage`), and pages on from there.
import { useCallback, useEffect, useState } from 'react'
import type { ListPage } from '@/lib/api/fetch-list'
import { preparePage } from '@/lib/columns/prepare-page'
import { createListQuery, serializeListQuery, type ListQuery } from '@/lib/list-query'
import { afterNextPaint, whenIdle } from '@/lib/scheduling'

interface NextPagePrefetchInput {
  query: ListQuery
  canGoNext: boolean
  /** The resource's configured columns, which its pages' columns start with. */
  configuredColumns: readonly string[]
  startRequest: (query: ListQuery) => Promise<ListPage | undefined>
}

/** Returns `prefetchNextPage`: the pointer or focus reached Next, a good moment to ask ahead. */
export function useNextPagePrefetch({
  query,
  canGoNext,
  configuredColumns,
  startRequest,
}: NextPagePrefetchInput) {
  const { filters, period } = query
  const filtersKey = serializeListQuery(createListQuery({ filters, ...(period ? { period } : {}) }))
  // A period's first page asks ahead only on intent too: opening a period costs its search alone.
  const [pagedFilters, setPagedFilters] = useState(period ? '' : filtersKey)
  const prefetchNext = canGoNext && (query.page > 0 || pagedFilters === filtersKey)
  useEffect(() => {
    if (!prefetchNext) return
    let live = true
    let cancelPreparation = () => {}
    const cancelPrefetch = afterNextPaint(() => {
      void startRequest({ ...query, page: query.page + 1 }).then((next) => {
        if (live && next)
          cancelPreparation = whenIdle(() => preparePage(next.rows, configuredColumns))
      })
    })
    return () => {
      live = false
      cancelPrefetch()
      cancelPreparation()
    }
  }, [prefetchNext, query, startRequest, configuredColumns])
  return useCallback(() => setPagedFilters(filtersKey), [filtersKey])
}
