// The list controller: everything a list page shows and does, from the URL and the service's
// answers, in slices (view, data, columns, navigation, selection, marks, panels) that
// ListControllerProvider hands to the parts, each through its own context.
import { useCallback, useMemo, useState } from 'react'
import { useCredentials } from '@/hooks/use-credentials'
import { useSeenValues, type SeenValuesSource } from '@/hooks/use-seen-values'
import type { Correction, ListQuery } from '@/lib/list-query'
import { requestQueryFor, type ResourceConfig } from '@/resources'
import { currentPage, progressOf } from './list-status'
import { useListColumns, type ListColumns } from './use-list-columns'
import { useListData, useListSource, type ListData } from './use-list-data'
import { useListNavigation, type ListNavigation } from './use-list-navigation'
import { useListQuery, type ListQueryUpdate } from './use-list-query'
import { useNextPagePrefetch } from './use-next-page-prefetch'
import type { ListSelection } from './list-contexts'
import { useRecordLookup } from './use-record-lookup'
import { useRecordSelection } from './use-record-selection'
import { useRowMarks, type RowMarking } from './use-row-marks'
import { useValueSamples } from './use-value-samples'

export type { RowMarks, RowMarking } from './use-row-marks'
export type { ListColumns, ListData, ListNavigation }

/** Which view this is: the resource, the URL's query and the query the service is asked. */
export interface ListView {
  resource: ResourceConfig
  baseUrl: string
  query: ListQuery
  /** The URL's query string (without "?"), in the service's notation. */
  search: string
  /** The query the service is asked: the URL's, with the resource's default sort. */
  requestQuery: ListQuery
  /** What was corrected in the URL, in words. */
  corrections: readonly Correction[]
  setListQuery: (update: ListQueryUpdate, options?: { replace?: boolean }) => void
  /** This view's address. */
  listHref: string
  /** The values each attribute has shown in this session: filter suggestions, "did you mean". */
  seenValues: SeenValuesSource | undefined
  /** The pointer or focus reached Next: a good moment to ask for the next page ahead. */
  prefetchNextPage: () => void
}

/** The Request panel (the service request behind the rows): open for the view it was opened on. */
export interface ListPanels {
  requestOpen: boolean
  setRequestOpen: (open: boolean) => void
}

function useListPanels(viewSearch: string): ListPanels {
  // Another view (a filter, a sort, a page) closes it: its request is no longer the rows'.
  // (Back to the view it was opened on does not open it again.)
  const [openFor, setOpenFor] = useState<string>()
  if (openFor !== undefined && openFor !== viewSearch) setOpenFor(undefined)
  const setRequestOpen = useCallback(
    (open: boolean) => setOpenFor(open ? viewSearch : undefined),
    [viewSearch],
  )
  return { requestOpen: openFor === viewSearch, setRequestOpen }
}

/** The list controller's slices, each handed to the parts through its own context. */
export interface ListSlices {
  view: ListView
  panels: ListPanels
  data: ListData
  columns: ListColumns
  navigation: ListNavigation
  selection: ListSelection
  marking: RowMarking
}

export function useResourceList(configured: ResourceConfig): ListSlices {
  const baseUrl = useCredentials()?.baseUrl ?? ''
  const { resource, startRequest, dropDefaultSort, timeZone } = useListSource(configured, baseUrl)
  const listPath = `/${resource.name}`
  const { query, search, corrections, setListQuery } = useListQuery(
    listPath,
    startRequest,
    resource.dayAttribute,
  )
  const requestQuery = useMemo(() => requestQueryFor(resource, query), [resource, query])
  const data = useListData(resource, query, baseUrl, timeZone)
  const { page, rows, status } = data
  const columns = useListColumns({
    resource,
    baseUrl,
    rows,
    requestQuery,
    inPeriod: query.period !== undefined,
  })
  const navigation = useListNavigation({
    query,
    current: currentPage(status),
    defaultSorts: resource.defaultSorts,
    setListQuery,
    onDefaultSortRemoved: dropDefaultSort,
  })
  const prefetchNextPage = useNextPagePrefetch({
    query,
    canGoNext: navigation.canGoNext,
    configuredColumns: resource.columns,
    startRequest,
  })
  const seenValues = useValueSamples(
    useSeenValues(resource.name, page?.rows),
    resource,
    baseUrl,
    query,
  )
  const selection = useRecordSelection({
    listPath,
    search,
    rows,
    progress: progressOf(status),
  })
  const { record: openRecord, ...lookup } = useRecordLookup({
    resource,
    baseUrl,
    openRecordId: selection.openRecordId,
    onPage: selection.openRecord,
  })
  const marking = useRowMarks(search)
  const panels = useListPanels(search)
  const view: ListView = {
    resource,
    baseUrl,
    query,
    search,
    requestQuery,
    corrections,
    setListQuery,
    listHref: `${listPath}${search ? `?${search}` : ''}`,
    seenValues,
    prefetchNextPage,
  }
  return {
    view,
    panels,
    data,
    columns,
    navigation,
    // The record whose details are open: from the page shown, else looked up by id.
    selection: { ...selection, openRecord, ...lookup },
    marking,
  }
}
