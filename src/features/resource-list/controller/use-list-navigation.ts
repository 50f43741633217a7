// The navigation slice of the list controller: every change of view the page offers, each a
// transition of `lib/list-transitions.ts` written to the URL (setListQuery, which sends the new
// view's request as the URL changes).
import { useCallback } from 'react'
import type { ListPage } from '@/lib/api/fetch-list'
import { hasNextPage, previousPage } from '@/lib/api/list-rows'
import { effectiveSorts, parseListQuery, type ListQuery, type SortKey } from '@/lib/list-query'
import type { Period } from '@/lib/list-period'
import { nextListQuery, type ListAction } from '@/lib/list-transitions'
import type { ListQueryUpdate } from './use-list-query'

export interface ListNavigation {
  /** False while the rows shown are a placeholder from the previous query, or on the last page. */
  canGoNext: boolean
  goToPage: (page: number) => void
  /** Next or Previous, as the pager's buttons go: Previous from past the end to the last page. */
  pageBy: (offset: 1 | -1) => void
  setPageSize: (size: number) => void
  sortBy: (attribute: string, multi: boolean) => void
  filterBy: (attribute: string, value: string) => void
  clearFilters: () => void
  removeSort: (attribute: string) => void
  /** Shows only the records of a period, from its first page; `sorts` a time order to list it in. */
  setPeriod: (period: Period, sorts?: readonly SortKey[]) => void
  clearPeriod: () => void
  /** Moves the period by whole days (Previous day: -1). */
  shiftPeriod: (days: number) => void
  /** Sorts by this time column alone, newest first (so that "Go to date" is offered). */
  sortNewestFirst: (attribute: string) => void
  /** Shows this list at another query string as a whole: a saved view opened or reverted to. */
  showView: (search: string) => void
  /** Groups every record of the view by this attribute; undefined: one page again. */
  groupBy: (attribute: string | undefined) => void
  /** A day's departures: that day of the date-only `attribute`, grouped by `groupBy`. */
  showDepartures: (departures: { attribute: string; day: string; groupBy: string }) => void
  /** Counts the view's records by this attribute's values (Counts); undefined: no counts. */
  showCounts: (attribute: string | undefined) => void
}

interface ListNavigationInput {
  query: ListQuery
  /** The current view's answer once it is shown (not a placeholder), else undefined. */
  current: ListPage | undefined
  defaultSorts: readonly SortKey[]
  setListQuery: (update: ListQueryUpdate, options?: { replace?: boolean }) => void
  /** Called when the sort removed is the resource's default, the only one left. */
  onDefaultSortRemoved: () => void
}

export function useListNavigation({
  query,
  current,
  defaultSorts,
  setListQuery,
  onDefaultSortRemoved,
}: ListNavigationInput): ListNavigation {
  const dispatch = useCallback(
    (action: ListAction) => setListQuery((latest) => nextListQuery(latest, action, defaultSorts)),
    [setListQuery, defaultSorts],
  )
  const canGoNext = current !== undefined && hasNextPage(query, current.rows.length, current.total)
  const goToPage = useCallback((page: number) => dispatch({ type: 'page', page }), [dispatch])
  const sortBy = useCallback(
    (attribute: string, multi: boolean) => dispatch({ type: 'sort', attribute, multi }),
    [dispatch],
  )
  const filterBy = useCallback(
    (attribute: string, value: string) => dispatch({ type: 'filter', attribute, value }),
    [dispatch],
  )
  return {
    canGoNext,
    goToPage,
    pageBy: (offset) => {
      if (offset === 1) {
        if (canGoNext) goToPage(query.page + 1)
      } else if (query.page > 0) {
        goToPage(previousPage(query, current?.rows.length ?? 0, current?.total))
      }
    },
    setPageSize: (size) => dispatch({ type: 'page-size', size }),
    sortBy,
    filterBy,
    clearFilters: () => dispatch({ type: 'clear-filters' }),
    setPeriod: (period, sorts) => dispatch({ type: 'period', period, sorts }),
    clearPeriod: () => dispatch({ type: 'clear-period' }),
    shiftPeriod: (days) => dispatch({ type: 'shift-period', days }),
    sortNewestFirst: (attribute) => dispatch({ type: 'newest-first', attribute }),
    showView: (search) => setListQuery(() => parseListQuery(search).query),
    groupBy: (attribute) => dispatch({ type: 'group', attribute }),
    showDepartures: (departures) => dispatch({ type: 'departures', ...departures }),
    showCounts: (attribute) => dispatch({ type: 'counts', attribute }),
    removeSort: (attribute) => {
      const remaining = effectiveSorts(query, defaultSorts).filter(
        (sort) => sort.attribute !== attribute,
      )
      if (remaining.length === 0 && defaultSorts.some((sort) => sort.attribute === attribute))
        onDefaultSortRemoved()
      dispatch({ type: 'remove-sort', attribute })
    },
  }
}
