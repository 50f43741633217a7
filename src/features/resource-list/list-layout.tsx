// The list page's layout, inside its ListControllerProvider: it composes the parts (each reads its
// own slices) and wires keyboard shortcuts to the table through its handle. Parts a first view does
// not need load after the rows, or when asked.
import { useDeferredValue, useEffect, useRef, useState, type MouseEvent } from 'react'
import { LoadedPart, preloadPart } from '@/components/ui/loaded-part'
import { afterNextPaint } from '@/lib/scheduling'
import type { DataTableHandle } from '@/components/data-table/data-table'
import { ActiveFilters } from '@/components/data-table/data-table-filters'
import { DataTablePager } from '@/components/data-table/data-table-pager'
import { isApiError } from '@/lib/api/api-error'
import { renderView } from '@/components/ui/view'
import { useT } from '@/i18n/use-language'
import { PeriodPart } from './parts/period/period-part'
import { CountsPart } from './parts/counts/counts-part'
import { DayChartPart } from './parts/day-chart/day-chart-part'
import { useListShortcuts } from './parts/shortcuts/use-list-shortcuts'
import { DeparturesSlot, DroppedGroupSlot } from './parts/groups/groups-slot'
import { ListTable } from './parts/groups/list-table'
import type { GroupedRowsHandle } from './parts/groups/grouped-view'
import { ListEmpty, ListNotices } from './parts/states/list-notices'
import { ListSkeleton } from './parts/states/list-skeleton'
import { useListFocus } from './controller/use-list-focus'
import { recordNouns } from './parts/record-nouns'
import {
  useListColumnsContext,
  useListDataContext,
  useListNavigationContext,
  useListPanelsContext,
  useListSelectionContext,
  useListViewContext,
} from './controller/list-contexts'
import {
  goToDatePlaceholder,
  listCaption,
  listPageNode,
  newerRecordsPlaceholder,
  timeSortOffers,
  toolbarPlaceholder,
} from './view-model/list-page-view'

const loadToolbar = () => import('./parts/toolbar/list-toolbar')
const loadRequestInspector = () => import('./parts/request-panel/request-inspector')
const loadRecordDetails = () => import('./parts/details/record-details')
const loadStates = () => import('./parts/states/list-states')
const loadShortcutsDialog = () => import('./parts/shortcuts/shortcuts-dialog')
const loadGoToDate = () => import('./parts/go-to-date/go-to-date')
const loadNewerRecords = () => import('./parts/new-records/newer-records')
const loadNotFound = () => import('./parts/states/resource-not-found')

export function ListLayout() {
  // Its description (list-page-view.ts) reads the language in force: a switch re-renders it.
  const t = useT()
  const listView = useListViewContext()
  const data = useListDataContext()
  const columns = useListColumnsContext()
  const navigation = useListNavigationContext()
  const selection = useListSelectionContext()
  const panels = useListPanelsContext()
  const { resource, query } = listView
  const { page, rows, status } = data
  const { openRecordId } = selection
  const showingCurrent = status.kind === 'current'
  // The filter inputs' suggestions follow a moment after the rows: a page flip shows its rows
  // first. (The view slice is a new object each render: deferred, it would render the page twice.)
  const seenValues = useDeferredValue(listView.seenValues)
  const { dateAttribute } = columns
  const table = useRef<DataTableHandle>(null)
  const grouped = useRef<GroupedRowsHandle>(null)
  const [helpOpen, setHelpOpen] = useState(false)
  const [toolsOpen, setToolsOpen] = useState(false)
  const { layout, heading, focusFilter } = useListFocus({ table, rows, openRecordId })

  // Parts that appear on demand are fetched once the rows are painted, so they open at once.
  useEffect(
    () =>
      afterNextPaint(() => {
        for (const load of [loadRecordDetails, loadStates, loadShortcutsDialog]) preloadPart(load)
      }),
    [],
  )

  // On from the first render: a key pressed as soon as the rows show must not be lost.
  useListShortcuts({
    focusFilter: () => table.current?.focusFilter(resource.primaryFilters),
    moveSelection: (offset) => {
      if (query.group !== undefined) return grouped.current?.move(offset)
      const id = selection.moveSelection(offset)
      if (id) table.current?.focusRow(id)
    },
    openSelection: () => (query.group ? grouped.current?.open() : selection.openSelection()),
    page: navigation.pageBy,
    showHelp: () => setHelpOpen(true),
    close: () => {
      if (openRecordId !== undefined && !helpOpen) selection.closeDetails()
    },
  })

  if (status.kind === 'failed' && isApiError(status.error) && status.error.kind === 'not-found') {
    return (
      <LoadedPart load={loadNotFound} what={t('list.thisPage')}>
        {({ ResourceNotFound }) => (
          <ResourceNotFound name={resource.name} baseUrl={listView.baseUrl} />
        )}
      </LoadedPart>
    )
  }

  const view = {
    resource,
    query,
    total: page?.total,
    current: showingCurrent,
    answered: data.updatedAt > 0,
    rowCount: rows.length,
    offersGoToDate: dateAttribute !== undefined,
    timeColumns: timeSortOffers(columns.timeColumns),
    failed: status.kind === 'failed' || status.kind === 'refused',
    showsDetails: openRecordId !== undefined,
    toolsOpen,
    inPeriod: query.period !== undefined,
  }
  return renderView(listPageNode(view), {
    parts: {
      layout: { ref: layout },
      heading: { ref: heading },
      tools: { onClick: () => setToolsOpen((open) => !open) },
      'newest-first': {
        onClick: (event: MouseEvent<HTMLElement>) => {
          const { attribute } = event.currentTarget.dataset
          if (attribute) navigation.sortNewestFirst(attribute)
        },
      },
    },
    slots: {
      toolbar: (
        <LoadedPart
          load={loadToolbar}
          what={t('list.toolbar')}
          afterFirstPaint
          placeholder={renderView(toolbarPlaceholder(view.answered))}
        >
          {({ ListToolbar }) => <ListToolbar />}
        </LoadedPart>
      ),
      // A period is read by the resource's own time (bookings' createdAt), else the time sort.
      period: dateAttribute && <PeriodPart attribute={resource.dayAttribute ?? dateAttribute} />,
      // Go to date jumps within the whole list: while a period is shown, it has no place.
      'go-to-date': dateAttribute && (
        <LoadedPart
          load={loadGoToDate}
          what={t('list.goToDate')}
          afterFirstPaint
          placeholder={!query.period && renderView(goToDatePlaceholder())}
        >
          {({ GoToDate }) => !query.period && <GoToDate attribute={dateAttribute} />}
        </LoadedPart>
      ),
      'day-chart': <DayChartPart period={query.period} />,
      counts: query.counts && <CountsPart attribute={query.counts} />,
      filters: (
        <ActiveFilters
          filters={query.filters}
          rows={rows}
          onFilter={navigation.filterBy}
          onClearAll={navigation.clearFilters}
        />
      ),
      notices: [
        <ListNotices key="list" load={loadStates} />,
        <DroppedGroupSlot key="group" asked={query.group !== undefined} />,
      ],
      // The first check is due 30 s after the rows show: its code can come after them.
      'newer-records': (
        <LoadedPart
          load={loadNewerRecords}
          what={t('list.newerCheck')}
          afterFirstPaint
          placeholder={renderView(newerRecordsPlaceholder)}
        >
          {({ NewerRecords }) => <NewerRecords />}
        </LoadedPart>
      ),
      table: (page || status.kind === 'loading') && (
        <ListTable
          table={table}
          grouped={grouped}
          caption={listCaption(view)}
          {...{ seenValues }}
        />
      ),
      loading: status.kind === 'loading' && (
        <ListSkeleton label={t('list.loading', { resources: recordNouns(resource).plural })} />
      ),
      empty: <ListEmpty load={loadStates} focusFilter={focusFilter} />,
      // A grouped view shows every record: the count says how many.
      departures: <DeparturesSlot />,
      pager: page && !query.group && (
        <DataTablePager
          query={query}
          rowCount={page.rows.length}
          total={page.total}
          canGoNext={navigation.canGoNext}
          onNextIntent={listView.prefetchNextPage}
          onPage={navigation.goToPage}
          onSize={navigation.setPageSize}
        />
      ),
      request: panels.requestOpen && (
        <LoadedPart load={loadRequestInspector} what={t('list.requestPanel')} afterFirstPaint>
          {({ RequestInspector }) => (
            // A refused view shows the refused request, not the rows' older one as "loading…".
            <RequestInspector
              request={
                (status.kind === 'refused' ? status.rejection.request : undefined) ?? page?.request
              }
              pending={status.kind !== 'current' && status.kind !== 'refused'}
            />
          )}
        </LoadedPart>
      ),
      details: openRecordId !== undefined && (
        <LoadedPart load={loadRecordDetails} what={t('list.details')}>
          {({ RecordDetails }) => (
            <RecordDetails
              singular={resource.singular}
              recordId={openRecordId}
              record={selection.openRecord}
              lookupError={selection.lookupError}
              onRetryLookup={selection.retryLookup}
              listHref={listView.listHref}
              onClose={selection.closeDetails}
              columns={columns.shownColumns}
              timeZone={columns.timeZone}
            />
          )}
        </LoadedPart>
      ),
      help: helpOpen && (
        <LoadedPart load={loadShortcutsDialog} what={t('list.shortcutHelp')}>
          {({ ShortcutsDialog }) => <ShortcutsDialog onClose={() => setHelpOpen(false)} />}
        </LoadedPart>
      ),
    },
  })
}
