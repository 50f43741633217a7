// A thin view over the list controller: it composes the parts and wires keyboard shortcuts to the
// table through its handle. Parts a first view does not need load after the rows, or when asked.
import { useEffect, useRef, useState } from 'react'
import { LoadedPart, preloadPart } from '@/components/ui/loaded-part'
import { afterNextPaint } from '@/lib/scheduling'
import { DataTable, type DataTableHandle } from '@/components/data-table/data-table'
import { ActiveFilters } from '@/components/data-table/data-table-filters'
import { DataTablePager } from '@/components/data-table/data-table-pager'
import { isApiError } from '@/lib/api/api-error'
import { columnLabel } from '@/lib/columns/column-labels'
import { formatCount } from '@/lib/columns/format-value'
import { SeenValuesContext } from '@/hooks/use-seen-values'
import { useFocusKeeper } from '@/hooks/use-focus-keeper'
import { handOffFilter } from '@/lib/focus-hand-off'
import type { ResourceConfig } from '@/resources'
import { PeriodPart } from './period/period-part'
import { useListShortcuts } from './shortcuts/use-list-shortcuts'
import { ListEmpty, ListNotices } from './states/list-notices'
import { GoToDatePlaceholder, ListSkeleton, ToolbarPlaceholder } from './states/list-skeleton'
import { useResourceList } from './use-resource-list'

const loadToolbar = () => import('./toolbar/list-toolbar')
const loadRequestInspector = () => import('./request/request-inspector')
const loadRecordDetails = () => import('./details/record-details')
const loadStates = () => import('./states/list-states')
const loadShortcutsDialog = () => import('./shortcuts/shortcuts-dialog')
const loadGoToDate = () => import('./go-to-date/go-to-date')
const loadNewerRecords = () => import('./new-records/newer-records')
const loadNotFound = () => import('./states/resource-not-found')

export function ResourceListPage({ resource }: { resource: ResourceConfig }) {
  const list = useResourceList(resource)
  const { query, page, rows, showingCurrent, openRecordId } = list
  const { dateAttribute, timeSort } = list
  const table = useRef<DataTableHandle>(null)
  const [helpOpen, setHelpOpen] = useState(false)
  const layout = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const focusAwaitsRows = useRef(false)
  // A control that goes away by its own action (a chip's ×, Retry, "Show all", a saved view's
  // link) hands focus to what now stands for it: the filter it was about, else the rows, else
  // the list's heading.
  useFocusKeeper(layout, (standsFor) => {
    const attribute = handOffFilter(standsFor)
    if (attribute !== undefined && table.current?.focusFilter([attribute])) return
    if (table.current?.focusRow()) return
    focusAwaitsRows.current = true
    heading.current?.focus()
  })
  // Handed to the heading while the rows were on their way, focus goes on to them once they come.
  useEffect(() => {
    if (!focusAwaitsRows.current || rows.length === 0) return
    focusAwaitsRows.current = false
    if (document.activeElement === heading.current) table.current?.focusRow()
  }, [rows])

  // Parts that appear on demand are fetched once the rows are painted, so they open at once.
  useEffect(
    () =>
      afterNextPaint(() => {
        for (const load of [loadRecordDetails, loadStates, loadShortcutsDialog]) preloadPart(load)
      }),
    [],
  )

  // Details that close (Close, Esc, a link, Back) with focus in them, which then falls to the page,
  // return it to the row of the record shown, once they have gone: a modal drawer leaves the
  // table inert until then.
  const detailsWereOpen = useRef(false)
  useEffect(() => {
    if (openRecordId !== undefined) {
      detailsWereOpen.current = true
      return
    }
    if (!detailsWereOpen.current) return
    detailsWereOpen.current = false
    if (!document.activeElement || document.activeElement === document.body)
      table.current?.focusRow()
  }, [openRecordId])
  // On from the first render: a key pressed as soon as the rows show must not be lost.
  useListShortcuts({
    focusFilter: () => table.current?.focusFilter(resource.primaryFilters),
    moveSelection: (offset) => {
      const id = list.moveSelection(offset)
      if (id) table.current?.focusRow(id)
    },
    openSelection: list.openSelection,
    page: list.pageBy,
    showHelp: () => setHelpOpen(true),
    close: () => {
      if (openRecordId !== undefined && !helpOpen) list.closeDetails()
    },
  })

  if (isApiError(list.error) && list.error.kind === 'not-found') {
    return (
      <LoadedPart load={loadNotFound} what="This page">
        {({ ResourceNotFound }) => <ResourceNotFound name={resource.name} baseUrl={list.baseUrl} />}
      </LoadedPart>
    )
  }

  const announcement = showingCurrent
    ? `${resource.title}, page ${query.page + 1}, ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`
    : ''

  return (
    <div
      ref={layout}
      className="list-layout"
      data-details={openRecordId !== undefined || undefined}
    >
      <section className="list-page" aria-labelledby="list-title">
        <header className="list-header">
          <h1 id="list-title" ref={heading} tabIndex={-1}>
            {resource.title}
          </h1>
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
            {({ ListToolbar }) => <ListToolbar list={list} />}
          </LoadedPart>
        </header>
        {dateAttribute ? (
          // Its place is held while its code loads, so the rows below do not move.
          <div className="date-bar">
            <PeriodPart list={list} attribute={dateAttribute} />
            <LoadedPart
              load={loadGoToDate}
              what="Go to date"
              afterFirstPaint
              placeholder={!query.period && <GoToDatePlaceholder />}
            >
              {({ GoToDate }) =>
                !query.period && <GoToDate list={list} attribute={dateAttribute} />
              }
            </LoadedPart>
          </div>
        ) : (
          list.timeColumns.length > 0 && (
            <p className="date-bar muted">
              To go to a date, sort by a time column first:{' '}
              {list.timeColumns.map((column) => columnLabel(column.id)).join(', ')}.
            </p>
          )
        )}
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
        <ActiveFilters
          filters={query.filters}
          onFilter={list.filterBy}
          onClearAll={list.clearFilters}
        />
        <ListNotices list={list} load={loadStates} />
        {resource.checkNewerRecords && (
          // The first check is due 30 s after the rows show: its code can come after them.
          <LoadedPart
            load={loadNewerRecords}
            what="The check for newer records"
            afterFirstPaint
            placeholder={<div className="newer-records" aria-live="polite" />}
          >
            {({ NewerRecords }) => <NewerRecords list={list} />}
          </LoadedPart>
        )}
        {(page || list.loading) && (
          // The filter inputs in the table suggest the values seen, without the table carrying them.
          <SeenValuesContext value={list.seenValues}>
            <DataTable
              ref={table}
              caption={`${resource.title}, page ${query.page + 1}`}
              model={list.model}
              rows={rows}
              filters={query.filters}
              onSort={list.sortBy}
              onFilter={list.filterBy}
              stale={!showingCurrent}
              dayAttribute={timeSort}
              relativeTimeColumns={resource.relativeTimeColumns}
              receivedAt={page?.request.receivedAt ?? 0}
              timeZone={list.timeZone}
              density={list.layout.density}
              selectedIndex={list.selectedIndex}
              onSelectRow={list.selectRow}
              onOpenRow={list.openRow}
              marks={list.marks}
            />
          </SeenValuesContext>
        )}
        {list.loading && <ListSkeleton label={`Loading ${resource.title.toLowerCase()}…`} />}
        <ListEmpty
          list={list}
          load={loadStates}
          focusFilter={(attribute) => {
            table.current?.focusFilter([attribute])
            // The filter may turn into another control (yes/no, a date) as the view changes.
            requestAnimationFrame(() => {
              if (!document.activeElement || document.activeElement === document.body)
                table.current?.focusFilter([attribute])
            })
          }}
        />
        {page && (
          <DataTablePager
            query={query}
            rowCount={page.rows.length}
            total={page.total}
            canGoNext={list.canGoNext}
            onNextIntent={list.prefetchNextPage}
            onPage={list.goToPage}
            onSize={list.setPageSize}
          />
        )}
        <p className="shortcut-hint muted">
          Press <kbd>?</kbd> for keyboard shortcuts.
        </p>
        <LoadedPart load={loadRequestInspector} what="The request panel" afterFirstPaint>
          {({ RequestInspector }) => (
            // A refused view shows the refused request, not the rows' older one as "loading…".
            <RequestInspector
              request={list.rejection?.request ?? page?.request}
              pending={!showingCurrent && !list.rejection}
            />
          )}
        </LoadedPart>
      </section>
      {openRecordId !== undefined && (
        <LoadedPart load={loadRecordDetails} what="Record details">
          {({ RecordDetails }) => (
            <RecordDetails
              singular={resource.singular}
              recordId={openRecordId}
              record={list.openRecord}
              lookupError={list.lookupError}
              onRetryLookup={list.retryLookup}
              listHref={list.listHref}
              onClose={list.closeDetails}
              columns={list.shownColumns}
              timeZone={list.timeZone}
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
