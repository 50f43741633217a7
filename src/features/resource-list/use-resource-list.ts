// The list controller: everything a list page shows and does, from the URL and the service's
// answers. The page only renders what this returns.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCredentials } from '@/hooks/use-credentials'
import { useLastDefined } from '@/hooks/use-last-defined'
import { useSameValue } from '@/hooks/use-same-value'
import { rememberRecentResource } from '@/hooks/use-recent-resources'
import { useSeenValues } from '@/hooks/use-seen-values'
import { useColumnLayout, useTimeZone } from '@/hooks/use-preferences'
import { isApiError } from '@/lib/api/api-error'
import { loadCredentials } from '@/lib/api/credentials'
import {
  buildColumnModel,
  shownColumns as shownColumnsOf,
} from '@/components/data-table/column-model'
import {
  effectiveSorts,
  emptyFilters,
  nextSortState,
  withFilter,
  withSorts,
} from '@/lib/list-query'
import { requestQueryFor, type ResourceConfig } from '@/resources'
import { listRequestOptions, refreshList, startListRequest } from './list-request'
import { useListColumns } from './use-list-columns'
import { useListPaging } from './use-list-paging'
import { useListQuery } from './use-list-query'
import { useRecordLookup } from './use-record-lookup'
import { useRecordSelection } from './use-record-selection'
import { useRefusedAttributes } from './use-refused-attributes'

export interface RowMarks {
  ids: ReadonlySet<string>
  /** 'new': arrived since the page was shown; 'day': the first of the day gone to. */
  reason: 'new' | 'day'
  /** Bring the first marked row into view. */
  scroll: boolean
}

export function useResourceList(configured: ResourceConfig) {
  const queryClient = useQueryClient()
  const baseUrl = useCredentials()?.baseUrl ?? ''
  // A service that refuses the resource's default sort: once its refusal's "Remove sort" is
  // pressed, this list asks that service for no sort at all while it stays open (no URL can say
  // so). The ref lets the request that the same click sends go out unsorted already.
  const [defaultSortRefusedBy, setDefaultSortRefusedBy] = useState<string>()
  const refusedBy = useRef<string>(undefined)
  const resource = useMemo(
    () => (defaultSortRefusedBy === baseUrl ? withoutDefaultSort(configured) : configured),
    [configured, defaultSortRefusedBy, baseUrl],
  )
  const listPath = `/${resource.name}`
  // A view change sends its request as the URL changes: left to useQuery, it would wait for
  // React to render the change and run its effects, a frame later for a debounced filter.
  const startRequest = useCallback(
    (search: string) => {
      const asked = refusedBy.current === baseUrl ? withoutDefaultSort(configured) : configured
      return startListRequest(queryClient, asked, search, baseUrl)
    },
    [queryClient, configured, baseUrl],
  )
  const { query, search, corrections, setListQuery } = useListQuery(listPath, startRequest)
  const result = useQuery({
    ...listRequestOptions(resource, search, baseUrl),
    placeholderData: keepPreviousData,
  })
  const { data, error, isPlaceholderData, isFetching, failureReason, refetch, dataUpdatedAt } =
    result
  const lastPage = useLastDefined(data)
  const rejection = isApiError(error) && error.kind === 'rejected-query' ? error : undefined
  // Only a refused sort or filter keeps the previous rows on screen (dimmed, beside the service's
  // message); any other failure shows its error rather than an older view's rows under this URL.
  const page = data ?? (rejection ? lastPage : undefined)
  const requestQuery = useMemo(() => requestQueryFor(resource, query), [resource, query])
  const rows = useMemo(() => page?.rows ?? [], [page])
  const filteredColumns = useListColumns(resource, baseUrl, rows, query.filters)
  const refusalScope = { baseUrl, resourceName: resource.name, rejection, requestQuery }
  const { columns, refusals } = useRefusedAttributes(refusalScope, filteredColumns)
  const [layout, setLayout] = useColumnLayout(resource.name)
  const [timeZone, setTimeZone] = useTimeZone()
  const showingCurrent = data !== undefined && !isPlaceholderData
  // A list sorted first by a time column can go to a date and shows day separators; a resource
  // with a time attribute of its own offers "Go to date" in any order (sorting by it to get there).
  const sorts = useSameValue(requestQuery.sorts)
  const firstSort = sorts[0]
  const timeSort = columns.some(
    (column) => column.attribute === firstSort?.attribute && column.kind === 'timestamp',
  )
    ? firstSort?.attribute
    : undefined
  const dateAttribute = timeSort ?? resource.dayAttribute
  const timeColumns = useMemo(
    () => columns.filter((column) => column.attribute && column.kind === 'timestamp'),
    [columns],
  )
  const seenValues = useSeenValues(resource.name, data?.rows)
  const { canGoNext, prefetchNextPage, goToPage, setPageSize, pageBy } = useListPaging({
    query,
    current: showingCurrent ? data : undefined,
    columns,
    startRequest,
    setListQuery,
  })

  // A resource that answered with a list gets its link in the navigation, first in line.
  const answered = data !== undefined
  useEffect(() => {
    if (answered && baseUrl && loadCredentials()) rememberRecentResource(baseUrl, resource.name)
  }, [answered, baseUrl, resource.name])

  const { defaultSorts } = resource
  const sortBy = useCallback(
    (attribute: string, multi: boolean) =>
      setListQuery((current) =>
        withSorts(current, nextSortState(current.sorts, { attribute, multi }, defaultSorts)),
      ),
    [setListQuery, defaultSorts],
  )
  const model = useMemo(
    () =>
      buildColumnModel({
        columns,
        layout,
        sorts,
        onLayoutChange: setLayout,
      }),
    [columns, layout, sorts, setLayout],
  )
  const shownColumns = useMemo(() => shownColumnsOf(model), [model])
  const filterBy = useCallback(
    (attribute: string, value: string) =>
      setListQuery((current) => withFilter(current, attribute, value)),
    [setListQuery],
  )
  const clearFilters = () =>
    setListQuery((current) => ({ ...current, filters: emptyFilters(), page: 0 }))
  const removeSort = (attribute: string) => {
    const remaining = effectiveSorts(query, defaultSorts).filter(
      (sort) => sort.attribute !== attribute,
    )
    if (remaining.length === 0 && defaultSorts.some((sort) => sort.attribute === attribute)) {
      refusedBy.current = baseUrl
      setDefaultSortRefusedBy(baseUrl)
    }
    setListQuery((current) =>
      withSorts(
        current,
        effectiveSorts(current, defaultSorts).filter((sort) => sort.attribute !== attribute),
      ),
    )
  }

  const selection = useRecordSelection({
    listPath,
    search,
    rows,
    progress: showingCurrent ? 'current' : error ? 'failed' : 'loading',
  })
  const { record: openRecord, ...lookup } = useRecordLookup({
    resource,
    baseUrl,
    openRecordId: selection.openRecordId,
    onPage: selection.openRecord,
  })
  const [marks, setMarks] = useState<RowMarks & { search: string }>()
  /** Marks rows of the view `forSearch` (this one by default): newly arrived, or a day's first. */
  const markRows = useCallback(
    (ids: readonly string[], reason: RowMarks['reason'], forSearch?: string) =>
      setMarks({
        ids: new Set(ids),
        reason,
        scroll: reason === 'day',
        search: forSearch ?? search,
      }),
    [search],
  )

  return {
    resource,
    baseUrl,
    query,
    search,
    requestQuery,
    corrections,
    setListQuery,
    /** The page of rows on screen: the current one, or the previous beside a refused query. */
    page,
    rows,
    columns,
    /** TanStack Table's column model: order, visibility, widths, pinning and the sort shown. */
    model,
    /** The columns shown, in order, with their labels (the table, export and details agree). */
    shownColumns,
    /** The first sort's attribute when it is a time column: days are separated along it. */
    timeSort,
    /** What "Go to date" goes by, if it is offered: `timeSort`, else the resource's own. */
    dateAttribute,
    /** Top-level time columns, which a list could be sorted by to go to a date. */
    timeColumns,
    layout,
    setLayout,
    timeZone,
    setTimeZone,
    showingCurrent,
    /** The values each attribute has shown in this session: filter suggestions, "did you mean". */
    seenValues,
    isFetching,
    /** When the rows shown arrived (ms since epoch; 0 before any did). */
    updatedAt: dataUpdatedAt,
    /** A failure with no rows to show beside it. */
    error: error && !rejection && !page ? error : undefined,
    /** Nothing to show yet: no rows, no failure and no refusal. */
    loading: !page && !error,
    rejection,
    /** What `rejection` refused, when it names attributes of the request. */
    refusals,
    /** Why the current attempt failed while it is being retried, e.g. a 429's wait. */
    failureReason: isFetching ? failureReason : null,
    retry: () => void refetch(),
    /** Asks the service again at once for everything of this resource, the view shown first. */
    refresh: () => void refreshList(queryClient, resource, search, baseUrl),
    canGoNext,
    prefetchNextPage,
    goToPage,
    pageBy,
    setPageSize,
    sortBy,
    filterBy,
    clearFilters,
    removeSort,
    marks: marks?.search === search ? marks : undefined,
    markRows,
    ...selection,
    /** The record whose details are open: from the page shown, else looked up by id. */
    openRecord,
    ...lookup,
    listHref: `${listPath}${search ? `?${search}` : ''}`,
  }
}

export type ResourceListController = ReturnType<typeof useResourceList>

function withoutDefaultSort(resource: ResourceConfig): ResourceConfig {
  return { ...resource, defaultSorts: [] }
}
