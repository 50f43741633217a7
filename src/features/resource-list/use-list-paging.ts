// Paging a list: where Next and Previous go, and the next page asked for ahead of the user.
import { useCallback, useEffect, useState } from 'react'
import type { ListPage } from '@/lib/api/fetch-list'
import { hasNextPage, previousPage } from '@/lib/api/list-rows'
import { prepareCellFormats, type ColumnSpec } from '@/lib/columns/columns'
import { createListQuery, serializeListQuery, type ListQuery } from '@/lib/list-query'
import { afterNextPaint, whenIdle } from '@/lib/scheduling'
import type { ListQueryUpdate } from './use-list-query'

interface ListPagingInput {
  query: ListQuery
  /** The current view's answer once it is shown (not a placeholder), else undefined. */
  current: ListPage | undefined
  columns: readonly ColumnSpec[]
  startRequest: (search: string) => Promise<ListPage | undefined>
  setListQuery: (update: ListQueryUpdate) => void
}

export function useListPaging({
  query,
  current,
  columns,
  startRequest,
  setListQuery,
}: ListPagingInput) {
  const canGoNext = current !== undefined && hasNextPage(query, current.rows.length, current.total)

  // The next page is asked for once this one is painted, and its cell formats (a currency first
  // seen there costs ~0.3 ms to set up) are made while the browser is idle: not when Next is pressed.
  // A filter just typed is often typed on: the first page of a new filter asks for its next one
  // only once the pointer or focus reaches Next (`prefetchNextPage`), and pages on from there.
  const filtersKey = serializeListQuery(createListQuery({ filters: query.filters }))
  const [pagedFilters, setPagedFilters] = useState(filtersKey)
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
  const prefetchNextPage = useCallback(() => setPagedFilters(filtersKey), [filtersKey])

  const goToPage = useCallback(
    (next: number) => setListQuery((latest) => ({ ...latest, page: next })),
    [setListQuery],
  )
  const setPageSize = (size: number) =>
    setListQuery((latest) => ({
      ...latest,
      size,
      page: Math.floor((latest.page * latest.size) / size),
    }))
  /** Next or Previous, as the pager's buttons go: Previous from past the end to the last page. */
  const pageBy = (offset: 1 | -1) => {
    if (offset === 1) {
      if (canGoNext) goToPage(query.page + 1)
    } else if (query.page > 0) {
      goToPage(previousPage(query, current?.rows.length ?? 0, current?.total))
    }
  }
  return { canGoNext, prefetchNextPage, goToPage, setPageSize, pageBy }
}
