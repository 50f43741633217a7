import { useCallback, useEffect, useMemo, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from 'react-router-dom'
import { afterNextPaint, LoadedPart, preloadPart } from '@/components/ui/loaded-part'
import { isApiError } from '@/lib/api/api-error'
import { loadCredentials } from '@/lib/api/credentials'
import { arrangeColumns } from '@/lib/column-layout'
import { inferColumns } from '@/lib/columns'
import {
  effectiveSorts,
  emptyFilters,
  nextSortState,
  withFilter,
  withSorts,
} from '@/lib/list-query'
import { requestQueryFor, type ResourceConfig } from '@/resources'
import { useListShortcuts, type ListShortcutHandlers } from './use-list-shortcuts'
import { DataTable, recordId } from './data-table'
import { ActiveFilters } from './data-table-filters'
import { DataTablePager, hasNextPage } from './data-table-pager'
import { ListSkeleton, ToolbarPlaceholder } from './list-skeleton'
import { resourceListOptions } from './resource-list-options'
import { useLastDefined } from './use-last-defined'
import { useListQuery, type ListQueryUpdate } from './use-list-query'
import { useColumnLayout, useTimeZone } from './use-preferences'
import { formatCount } from '@/lib/format-value'

// Nothing here is needed to see the first rows, so it loads after them or when asked for.
const loadToolbar = () => import('./list-toolbar')
const loadRequestInspector = () => import('./request-inspector')
const loadRecordDetails = () => import('./record-details')
const loadStates = () => import('./list-states')
const loadShortcutsDialog = () => import('./shortcuts-dialog')

export function ResourceListPage({ resource }: { resource: ResourceConfig }) {
  const baseUrl = loadCredentials()?.baseUrl ?? ''
  const listPath = `/${resource.name}`
  const { query, search, corrections, updateListQuery: navigateToQuery } = useListQuery(listPath)
  const { recordId: openRecordId } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // The request for a changed view leaves with the change itself. Left to useQuery, it would wait
  // for React to render the change and run its effects: a frame later for a debounced filter.
  const updateListQuery = useCallback(
    (update: ListQueryUpdate) => {
      const next = navigateToQuery(update)
      void queryClient.prefetchQuery(resourceListOptions(resource, next, baseUrl))
    },
    [navigateToQuery, queryClient, resource, baseUrl],
  )
  const result = useQuery({
    ...resourceListOptions(resource, query, baseUrl),
    placeholderData: keepPreviousData,
  })
  const { data, error, isPlaceholderData, isFetching } = result
  const lastPage = useLastDefined(data)
  const rejection = isApiError(error) && error.kind === 'rejected-query' ? error : undefined
  // A refused sort or filter keeps the previous rows on screen, dimmed, beside the service's message.
  const page = data ?? (rejection ? lastPage : undefined)
  const requestQuery = requestQueryFor(resource, query)
  const rows = useMemo(() => page?.rows ?? [], [page])
  const columns = useMemo(() => inferColumns(rows, resource.columns), [rows, resource.columns])
  const [layout, setLayout] = useColumnLayout(resource.name)
  const [timeZone, setTimeZone] = useTimeZone()
  const shownColumns = useMemo(() => arrangeColumns(columns, layout), [columns, layout])
  const showingCurrent = data !== undefined && !isPlaceholderData
  const canGoNext = showingCurrent && hasNextPage(query, data.rows.length, data.total)
  const [selection, setSelection] = useState<{ search: string; index: number }>()
  const selectedIndex = selection?.search === search ? selection.index : undefined
  const [helpOpen, setHelpOpen] = useState(false)

  useEffect(() => {
    if (!canGoNext) return
    void queryClient.prefetchQuery(
      resourceListOptions(resource, { ...query, page: query.page + 1 }, baseUrl),
    )
  }, [canGoNext, query, queryClient, resource, baseUrl])

  // Parts that appear on demand are fetched once the rows are painted, so they open at once.
  useEffect(
    () =>
      afterNextPaint(() => {
        for (const load of [loadRecordDetails, loadStates, loadShortcutsDialog]) preloadPart(load)
      }),
    [],
  )

  const { defaultSorts } = resource
  const onSort = useCallback(
    (attribute: string, multi: boolean) =>
      updateListQuery((current) =>
        withSorts(current, nextSortState(current.sorts, { attribute, multi }, defaultSorts)),
      ),
    [updateListQuery, defaultSorts],
  )
  const onFilter = useCallback(
    (attribute: string, value: string) =>
      updateListQuery((current) => withFilter(current, attribute, value)),
    [updateListQuery],
  )
  const clearFilters = () =>
    updateListQuery((current) => ({ ...current, filters: emptyFilters(), page: 0 }))
  const removeSort = (attribute: string) =>
    updateListQuery((current) =>
      withSorts(
        current,
        effectiveSorts(current, defaultSorts).filter((sort) => sort.attribute !== attribute),
      ),
    )
  const goToPage = (next: number) => updateListQuery((current) => ({ ...current, page: next }))
  const setPageSize = (size: number) =>
    updateListQuery((current) => ({
      ...current,
      size,
      page: Math.floor((current.page * current.size) / size),
    }))
  const listUrl = `${listPath}${search ? `?${search}` : ''}`
  const onOpenRow = useCallback(
    (id: string) =>
      void navigate(`${listPath}/${encodeURIComponent(id)}${search ? `?${search}` : ''}`),
    [navigate, listPath, search],
  )
  const closeDetails = () => {
    void navigate(listUrl)
    // Back to the row the record came from, for keyboard users.
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLElement>(`tr[data-record-id="${CSS.escape(openRecordId ?? '')}"]`)
        ?.focus(),
    )
  }

  const shortcuts: ListShortcutHandlers = {
    focusFilter: () => {
      const first = resource.primaryFilters[0]
      const input =
        (first &&
          document.querySelector<HTMLInputElement>(
            `input[aria-label="Filter ${CSS.escape(first)}"]`,
          )) ||
        document.querySelector<HTMLInputElement>('.filter-row input')
      input?.focus()
    },
    moveSelection: (offset) => {
      if (rows.length === 0) return
      const index = Math.min(rows.length - 1, Math.max(0, (selectedIndex ?? -1) + offset))
      setSelection({ search, index })
      const id = rows[index] && recordId(rows[index])
      if (id) document.querySelector<HTMLElement>(`tr[data-record-id="${CSS.escape(id)}"]`)?.focus()
    },
    openSelection: () => {
      const id =
        selectedIndex !== undefined && rows[selectedIndex]
          ? recordId(rows[selectedIndex])
          : undefined
      if (id) onOpenRow(id)
    },
    page: (offset) => {
      if (offset === 1 ? canGoNext : query.page > 0) goToPage(query.page + offset)
    },
    showHelp: () => setHelpOpen(true),
    close: () => {
      if (openRecordId !== undefined && !helpOpen) closeDetails()
    },
  }

  // On from the first render: a key pressed as soon as the rows show must not be lost.
  useListShortcuts(shortcuts)

  const announcement = showingCurrent
    ? `${resource.title}, page ${query.page + 1}, ${data.rows.length} ${data.rows.length === 1 ? 'row' : 'rows'}`
    : ''
  const openRecord =
    openRecordId === undefined
      ? undefined
      : !showingCurrent
        ? undefined
        : (data.rows.find((row) => recordId(row) === openRecordId) ?? null)

  return (
    <div className="list-layout" data-details={openRecordId !== undefined || undefined}>
      <section className="list-page" aria-labelledby="list-title">
        <header className="list-header">
          <h1 id="list-title">{resource.title}</h1>
          {page?.total !== undefined && (
            <span className="list-count">
              {formatCount(page.total)}{' '}
              {page.total === 1 ? resource.singular : resource.title.toLowerCase()}
            </span>
          )}
          <LoadedPart
            load={loadToolbar}
            what="The toolbar"
            afterFirstPaint
            placeholder={<ToolbarPlaceholder />}
          >
            {({ ListToolbar }) => (
              <ListToolbar
                resource={resource}
                requestQuery={requestQuery}
                search={search}
                columns={columns}
                layout={layout}
                onLayoutChange={setLayout}
                timeZone={timeZone}
                onTimeZoneChange={setTimeZone}
              />
            )}
          </LoadedPart>
        </header>
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
        {corrections.length > 0 && (
          <LoadedPart load={loadStates} what="A note about this link">
            {({ LinkCorrections }) => <LinkCorrections corrections={corrections} />}
          </LoadedPart>
        )}
        <ActiveFilters filters={query.filters} onFilter={onFilter} onClearAll={clearFilters} />
        {rejection && (
          <LoadedPart load={loadStates} what="The service's message">
            {({ QueryRejection }) => (
              <QueryRejection
                error={rejection}
                query={query}
                onRemoveSort={removeSort}
                onRemoveFilter={(attribute) => onFilter(attribute, '')}
              />
            )}
          </LoadedPart>
        )}
        {error && !rejection && !page && (
          <LoadedPart load={loadStates} what="The error message">
            {({ ListError }) => (
              <ListError
                error={error}
                onRetry={() => void result.refetch()}
                retrying={isFetching}
              />
            )}
          </LoadedPart>
        )}
        {(page || !error) && (
          <DataTable
            caption={`${resource.title}, page ${query.page + 1}`}
            columns={shownColumns}
            rows={rows}
            sorts={requestQuery.sorts}
            filters={query.filters}
            onSort={onSort}
            onFilter={onFilter}
            stale={!showingCurrent}
            dayAttribute={resource.dayAttribute}
            relativeTimeColumns={resource.relativeTimeColumns}
            now={page?.request.receivedAt ?? 0}
            timeZone={timeZone}
            density={layout.density}
            selectedIndex={selectedIndex}
            onOpenRow={onOpenRow}
          />
        )}
        {!page && !error && <ListSkeleton label={`Loading ${resource.title.toLowerCase()}…`} />}
        {showingCurrent && data.rows.length === 0 && (
          <LoadedPart load={loadStates} what="The empty-list message">
            {({ EmptyState }) => (
              <EmptyState
                resource={resource}
                query={query}
                onClearFilters={clearFilters}
                onFirstPage={() => goToPage(0)}
              />
            )}
          </LoadedPart>
        )}
        {page && (
          <DataTablePager
            query={query}
            rowCount={page.rows.length}
            total={page.total}
            placeholder={!showingCurrent}
            onPage={goToPage}
            onSize={setPageSize}
          />
        )}
        <p className="shortcut-hint muted">
          Press <kbd>?</kbd> for keyboard shortcuts.
        </p>
        <LoadedPart load={loadRequestInspector} what="The request panel" afterFirstPaint>
          {({ RequestInspector }) => (
            <RequestInspector request={page?.request} pending={!showingCurrent} />
          )}
        </LoadedPart>
      </section>
      {openRecordId !== undefined && (
        <LoadedPart load={loadRecordDetails} what="Record details">
          {({ RecordDetails }) => (
            <RecordDetails
              singular={resource.singular}
              recordId={openRecordId}
              record={openRecord}
              onClose={closeDetails}
            />
          )}
        </LoadedPart>
      )}
      {helpOpen && (
        <LoadedPart load={loadShortcutsDialog} what="Keyboard shortcut help">
          {({ ShortcutsDialog }) => <ShortcutsDialog onClose={() => setHelpOpen(false)} />}
        </LoadedPart>
      )}
    </div>
  )
}
