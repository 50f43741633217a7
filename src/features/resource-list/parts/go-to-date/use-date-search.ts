// Runs a "go to date" search against the list in its current order, filters and page size, then
// lands the list on the page found. Probed pages go through the query cache, so Next and Previous
// around the landing page are instant. Esc, a new search or any view change cancels it.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ListPage } from '@/lib/api/fetch-list'
import {
  findAdjacentDay,
  findDatePage,
  type AdjacentDayResult,
  type DatePageResult,
} from '@/lib/dates/find-date-page'
import { sameSorts, serializeListQuery, type ListQuery, type SortKey } from '@/lib/list-query'
import { recordId } from '@/lib/api/list-rows'
import { dayKey } from '@/lib/dates/timestamps'
import { listRequestOptions } from '../../request/list-request'
import type {
  ListColumns,
  ListData,
  ListView,
  RowMarking,
} from '../../controller/use-resource-list'
import { ownValue } from '@/lib/own-value'

/** What a date search needs of the list controller. */
export type DateSearchList = ListView &
  Pick<ListColumns, 'timeZone'> &
  Pick<ListData, 'rows'> &
  RowMarking

export type DayStep = 'previous' | 'next'

/**
 * `day` is the day asked for: the one entered, or for Previous/Next day the neighbouring day found
 * (while searching, and when none is found, the day the step started from, with `direction`).
 */
export type DateSearchState =
  | { step: 'idle' }
  | { step: 'searching'; day: string; requests: number; direction?: DayStep }
  | ({ step: 'landed'; day: string; direction?: DayStep } & Landing)
  /** Worded when shown (describeFailure), in the language in force; without an error, the catalog's "The search failed." */
  | { step: 'failed'; day: string; error?: Error }

interface Landing {
  /** Undefined when there is nowhere to go (no earlier or later day). */
  page?: number
  rowIndex?: number
  /** Whether the day asked for (or a neighbouring day) has rows. */
  found: boolean
  /** The day of the rows landed on: the one asked for, or the nearest that has rows. */
  shownDay?: string
  requests: number
}

function pageLanding(result: DatePageResult): Landing {
  const { page, rowIndex, found, landedDay, requests } = result
  return { page, rowIndex, found, shownDay: landedDay, requests }
}

function adjacentLanding(result: AdjacentDayResult): Landing {
  const { page, rowIndex, day, requests } = result
  return { page, rowIndex, found: day !== undefined, shownDay: day, requests }
}

/** The order a date search runs in: the list's, when it is by the day attribute; else newest first. */
export function dateOrder(sorts: readonly SortKey[], attribute: string): SortKey {
  const first = sorts[0]
  return first?.attribute === attribute ? first : { attribute, direction: 'DESC' }
}

export function useDateSearch(list: DateSearchList, attribute: string) {
  const queryClient = useQueryClient()
  const { resource, query, requestQuery, baseUrl, timeZone, search, setListQuery, markRows } = list
  const [state, setState] = useState<DateSearchState>({ step: 'idle' })
  const running = useRef<{
    abort: AbortController
    search: string
    probing: Set<readonly unknown[]>
  } | null>(null)

  const cancel = useCallback(() => {
    const current = running.current
    if (!current) return
    running.current = null
    current.abort.abort()
    // The requests of pages being probed are aborted, not merely ignored; but not one a view is
    // waiting for (the list's own page still loading), which a cancel would leave idle for good.
    for (const queryKey of current.probing)
      void queryClient.cancelQueries({ queryKey, exact: true, type: 'inactive' })
    setState({ step: 'idle' })
  }, [queryClient])
  // The view a landing navigated to, until the URL says so: a step started in between starts
  // from that view, and the navigation arriving is not a view change that cancels it.
  const landedSearch = useRef<string | undefined>(undefined)
  // A view change the search did not make cancels it.
  useEffect(() => {
    if (landedSearch.current === search) landedSearch.current = undefined
    if (running.current && running.current.search !== (landedSearch.current ?? search)) cancel()
  })
  useEffect(() => () => running.current?.abort.abort(), [])

  /** Resolves to the day of the rows landed on, if any. */
  const run = async (day: string, step?: DayStep): Promise<string | undefined> => {
    cancel()
    const abort = new AbortController()
    const probing = new Set<readonly unknown[]>()
    running.current = { abort, search: landedSearch.current ?? search, probing }
    const order = dateOrder(requestQuery.sorts, attribute)
    // The URL's own sorts when they already order by the day; else that order (left out of the
    // URL when it is the resource's default).
    const sorts = requestQuery.sorts[0]?.attribute === attribute ? query.sorts : [order]
    const base: ListQuery = {
      ...query,
      sorts: sameSorts(sorts, resource.defaultSorts) ? [] : sorts,
    }
    const searchFor = (page: number) => serializeListQuery({ ...base, page })
    const requestFor = (page: number) =>
      listRequestOptions({ resource, baseUrl, query: { ...base, page } })
    let requests = 0
    markRows([], 'day') // the last search's mark goes as this one starts
    setState({ step: 'searching', day, requests, direction: step })
    const source = {
      day,
      direction: order.direction,
      size: base.size,
      signal: abort.signal,
      dayOf: (row: Record<string, unknown>) => dayKey(ownValue(row, attribute), timeZone),
      fetchPage: async (page: number) => {
        const options = requestFor(page)
        probing.add(options.queryKey)
        const result = await queryClient
          .fetchQuery(options)
          .finally(() => probing.delete(options.queryKey))
        abort.signal.throwIfAborted()
        setState({ step: 'searching', day, requests: ++requests, direction: step })
        return result
      },
    }
    try {
      const landing = step
        ? adjacentLanding(await findAdjacentDay({ ...source, step }))
        : pageLanding(await findDatePage(source))
      abort.signal.throwIfAborted()
      running.current = null
      if (landing.page !== undefined) {
        const target = searchFor(landing.page)
        if (target !== search) landedSearch.current = target
        setListQuery(() => ({ ...base, page: landing.page ?? 0 }))
        const { queryKey } = requestFor(landing.page)
        const rows = queryClient.getQueryData<ListPage>(queryKey)?.rows
        const first = landing.rowIndex === undefined ? undefined : rows?.[landing.rowIndex]
        const id = first && recordId(first)
        if (id) markRows([id], 'day', target)
      }
      // A step asks for the neighbouring day it finds, not for the day it started from.
      const asked = step ? (landing.shownDay ?? day) : day
      setState({ step: 'landed', day: asked, direction: step, ...landing })
      return landing.shownDay
    } catch (error) {
      if (abort.signal.aborted) return undefined
      running.current = null
      setState({
        step: 'failed',
        day,
        error: error instanceof Error ? error : undefined,
      })
      return undefined
    }
  }
  return { state, run, cancel }
}
