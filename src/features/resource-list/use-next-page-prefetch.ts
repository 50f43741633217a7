// The next page, asked for ahead of the user once this one is painted, and its cell formats (a
// currency first seen there costs ~0.3 ms to set up) made while the browser is idle: not when
// Next is pressed. A filter just typed is often typed on: the first page of a new filter asks for
// its next one only once the pointer or focus reaches Next (`prefetchNextPage`), and pages on
// from there.
import { useCallback, useEffect, useState } from 'react'
import type { ListPage } from '@/lib/api/fetch-list'
import { prepareCellFormats, type ColumnSpec } from '@/lib/columns/columns'
import { createListQuery, serializeListQuery, type ListQuery } from '@/lib/list-query'
import { afterNextPaint, whenIdle } from '@/lib/scheduling'

interface NextPagePrefetchInput {
  query: ListQuery
  canGoNext: boolean
  columns: readonly ColumnSpec[]
  startRequest: (search: string) => Promise<ListPage | undefined>
}

/** Returns `prefetchNextPage`: the pointer or focus reached Next, a good moment to ask ahead. */
export function useNextPagePrefetch({
  query,
  canGoNext,
  columns,
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
    const cancelPrefetch = afterNextPaint(() => {
      void startRequest(serializeListQuery({ ...query, page: query.page + 1 })).then((next) => {
        if (live && next) whenIdle(() => prepareCellFormats(next.rows, columns))
      })
    })
    return () => {
      live = false
      cancelPrefetch()
    }
  }, [prefetchNext, query, startRequest, columns])
  return useCallback(() => setPagedFilters(filtersKey), [filtersKey])
}
