// What a list page shows once its rows are in, from the URL, the page, the stored layout and the
// resource's configuration, as one description (list-page-view.ts with the table's, filters' and
// pager's descriptions in it), worked out as the list controller (use-resource-list.ts) and the
// table (data-table.tsx) work it out, without React: the first view is painted from it before
// React has loaded. The page's own render uses the same descriptions.
import { arrangeColumns } from '@/components/data-table/column-arrangement'
import { activeFiltersNode, filterCellNode } from '@/components/data-table/filter-view'
import { pagerNode } from '@/components/data-table/pager-view'
import { activeRowIndex } from '@/components/data-table/table-navigation'
import { headerCellNode } from '@/components/data-table/header-view'
import { pageSumsRoom, recordRowNodes, tableNode } from '@/components/data-table/table-view'
import { pageSumLines } from '@/lib/groups/column-sums'
import type { ListPage } from '@/lib/api/fetch-list'
import { hasNextPage, recordId } from '@/lib/api/list-rows'
import type { ColumnLayout } from '@/lib/columns/column-layout'
import { contentColumnWidths, naturalColumnWidths } from '@/lib/columns/column-widths'
import {
  columnFormatOptions,
  pageColumns,
  timeColumnsOf,
  timeSortOf,
  withFilteredColumns,
} from '@/lib/columns/columns'
import type { TimeZoneChoice } from '@/lib/columns/format-value'
import { dayGroupsOf, relativeColumnTimes, rowNow, rowTimeFormsOf } from '@/lib/columns/row-times'
import { parseListQuery, serializeListQuery } from '@/lib/list-query'
import type { RefusedAttributes } from '@/lib/preferences/refused-attributes'
import type { ViewElement } from '@/lib/view/view-node'
import { requestQueryFor, type ResourceConfig } from '@/resources'
import { listCaption, listPageNode, timeSortOffers } from './list-page-view'

export interface ListViewInput {
  resource: ResourceConfig
  /** The page's path and query string, as in `location`. */
  pathname: string
  search: string
  page: ListPage
  layout: ColumnLayout
  timeZone: TimeZoneChoice
  /** What the service refused to filter or sort by on this resource (see refused-attributes.ts). */
  refused?: RefusedAttributes
  /** The viewport's width (innerWidth), which the columns share (lib/columns/column-widths.ts). */
  viewportWidth: number
}

/**
 * The list page with its rows, or undefined where the page's first render shows something else
 * (a URL it corrects first, a record's details, no rows, a column the service refused).
 */
export function listViewOf(input: ListViewInput): ViewElement | undefined {
  const { resource, pathname, search, page, layout, timeZone } = input
  if (pathname !== `/${resource.name}` || page.rows.length === 0) return undefined
  const { query } = parseListQuery(search)
  // A period's rows are cut from the service's pages by the app, never painted before it runs.
  if (serializeListQuery(query) !== search.replace(/^\?/, '') || query.period) return undefined

  const requestQuery = requestQueryFor(resource, query)
  const { rows } = page
  const allColumns = withFilteredColumns(pageColumns(rows, resource.columns), query.filters)
  // A column that says what the service refused is the page's to draw. (One that filters a field
  // within records gains its input there: the rows do not move.)
  if (allColumns.some((column) => column.attribute && input.refused?.has(column.attribute)))
    return undefined
  const sorts = requestQuery.sorts
  const { viewportWidth } = input
  const naturals = naturalColumnWidths(allColumns, rows, requestQuery.filters, undefined, timeZone)
  const widths = contentColumnWidths(allColumns, naturals, layout, viewportWidth)
  const arrangement = arrangeColumns({
    columns: allColumns,
    layout,
    sorts,
    widths,
    defaultSorts: resource.defaultSorts,
    keyFields: resource.keyFields,
  })
  const { columns, placements, variables } = arrangement

  // As use-list-columns.ts, data-table.tsx and use-row-times.ts (beside the rows' arrival).
  const timeSort = timeSortOf(allColumns, sorts)
  const separatorAttribute = timeSort && arrangement.firstSort === timeSort ? timeSort : undefined
  const days = dayGroupsOf(rows, separatorAttribute, timeZone)
  const { receivedAt } = page.request
  const timeForms = rowTimeFormsOf(
    relativeColumnTimes(rows, columns, resource.relativeTimeColumns ?? []),
    columns,
    rows.length,
    receivedAt,
    separatorAttribute ? { column: separatorAttribute, keys: days.keys } : undefined,
  )
  const cellOptions = columns.map((column) => columnFormatOptions(column, { timeZone }))
  const active = activeRowIndex(undefined, rows.length)
  const rowNodes = rows.flatMap((record, index) =>
    recordRowNodes({
      id: recordId(record),
      separator: days.separators[index],
      record,
      columns,
      cellOptions,
      timeForms: timeForms[index],
      now: rowNow(timeForms[index], receivedAt),
      placements,
      selected: false,
      active: index === active,
    }),
  )

  const view = {
    resource,
    query,
    total: page.total,
    current: true,
    answered: true,
    rowCount: rows.length,
    offersGoToDate: (timeSort ?? resource.dayAttribute) !== undefined,
    timeColumns: timeSortOffers(timeColumnsOf(allColumns)),
    inPeriod: query.period !== undefined,
  }
  const frame = {
    caption: listCaption(view),
    density: layout.density,
    stale: false,
    variables,
    placements,
  }
  const table = tableNode(frame, {
    headers: arrangement.headers.map((header, index) => headerCellNode(header, placements[index]!)),
    filters: columns.map((column, index) =>
      filterCellNode(column, placements[index], query.filters),
    ),
    rows: rowNodes,
    footer: rows.length > 0 && pageSumsRoom(placements.length, pageSumLines(columns, rows)),
  })
  const canGoNext = hasNextPage(query, rows.length, page.total)
  return listPageNode(view, {
    filters: activeFiltersNode(query.filters, rows),
    table,
    pager: pagerNode({ query, rowCount: rows.length, total: page.total, canGoNext }),
  })
}
