// What React's first render of a list page shows once its rows are in, worked out the same way
// (use-resource-list.ts) but without React: the painter draws it before React has loaded.
import {
  buildColumnModel,
  columnArrangement,
  type CellPlacement,
  type ModelColumn,
} from '@/components/data-table/column-model'
import type { ListPage } from '@/lib/api/fetch-list'
import { hasNextPage } from '@/lib/api/list-rows'
import type { ColumnLayout } from '@/lib/columns/column-layout'
import { columnLabel } from '@/lib/columns/column-labels'
import {
  columnFormatOptions,
  inferColumns,
  withFilteredColumns,
  type ColumnSpec,
} from '@/lib/columns/columns'
import { calendarDay, type FormatOptions, type TimeZoneChoice } from '@/lib/columns/format-value'
import { relativeColumnTimes, rowTimeFormsOf, type RowTimeForms } from '@/lib/columns/row-times'
import { parseListQuery, serializeListQuery, type ListQuery } from '@/lib/list-query'
import type { RefusedAttributes } from '@/lib/preferences/refused-attributes'
import { requestQueryFor, type ResourceConfig } from '@/resources'

export interface FirstViewInput {
  resource: ResourceConfig
  /** The page's path and query string, as in `location`. */
  pathname: string
  search: string
  page: ListPage
  layout: ColumnLayout
  timeZone: TimeZoneChoice
  /** Resources opened before with this Base URL (the navigation lists those it does not name). */
  recentResources: readonly string[]
  /** What the service refused to filter or sort by on this resource (see refused-attributes.ts). */
  refused?: RefusedAttributes
}

export interface HeaderView {
  id: string
  sortable: boolean
  direction?: 'ASC' | 'DESC'
  priority?: number
  width: number
}

export interface FirstView {
  resource: ResourceConfig
  pathname: string
  query: ListQuery
  page: ListPage
  recentResources: readonly string[]
  columns: readonly ColumnSpec[]
  placements: readonly CellPlacement[]
  variables: Readonly<Record<string, string>>
  headers: readonly HeaderView[]
  cellOptions: readonly FormatOptions[]
  /** Per row, the day separator shown above it, if any. */
  separators: readonly (string | undefined)[]
  /** Per row, how its times read beside `receivedAt`, the instant the rows arrived. */
  timeForms: readonly (RowTimeForms | undefined)[]
  receivedAt: number
  /** Go to date is offered (its placeholder shows), else these time columns are named. */
  offersGoToDate: boolean
  timeColumnLabels: readonly string[]
  canGoNext: boolean
  density: ColumnLayout['density']
}

/**
 * The first view, or undefined where React's first render would show something else than the
 * rows (a URL it corrects first, a period, a record's details, no rows, a refused column):
 * those are left to React.
 */
export function firstViewOf(input: FirstViewInput): FirstView | undefined {
  const { resource, pathname, search, page, layout, timeZone } = input
  if (pathname !== `/${resource.name}` || page.rows.length === 0) return undefined
  const { query } = parseListQuery(search)
  if (serializeListQuery(query) !== search.replace(/^\?/, '') || query.period) return undefined

  const requestQuery = requestQueryFor(resource, query)
  const rows = page.rows
  const allColumns = withFilteredColumns(inferColumns(rows, resource.columns), query.filters)
  // A column that says what the service refused is React's to draw.
  if (allColumns.some((column) => column.attribute && input.refused?.has(column.attribute)))
    return undefined
  const model = buildColumnModel({
    columns: allColumns,
    layout,
    sorts: requestQuery.sorts,
    onLayoutChange: () => undefined,
  })
  const { columns, placements, variables } = columnArrangement(model)
  const sorting = model.atoms.sorting.get()
  const headers = columns.map(({ id }): HeaderView => {
    const column: ModelColumn = model.getColumn(id)!
    const sorted = column.getIsSorted()
    return {
      id,
      sortable: column.getCanSort(),
      direction: sorted === 'asc' ? 'ASC' : sorted === 'desc' ? 'DESC' : undefined,
      priority: sorting.length > 1 && sorted ? column.getSortIndex() + 1 : undefined,
      width: column.getSize(),
    }
  })

  const firstSort = requestQuery.sorts[0]
  const timeSort = allColumns.some(
    (column) => column.attribute === firstSort?.attribute && column.kind === 'timestamp',
  )
    ? firstSort?.attribute
    : undefined
  const cellOptions = columns.map((column) => columnFormatOptions(column, { timeZone }))
  const separatorAttribute = timeSort && sorting[0]?.id === timeSort ? timeSort : undefined
  const days = separatorAttribute
    ? rows.map((record) => calendarDay(record[separatorAttribute], timeZone))
    : []
  const separators = days.map((day, index) =>
    day && day.key !== days[index - 1]?.key ? day.label : undefined,
  )
  // As the table's first render reads them (use-row-times.ts): beside the rows' arrival.
  const timeForms = rowTimeFormsOf(
    relativeColumnTimes(rows, columns, resource.relativeTimeColumns ?? []),
    columns,
    rows.length,
    page.request.receivedAt,
    separatorAttribute
      ? { column: separatorAttribute, keys: days.map((day) => day?.key) }
      : undefined,
  )

  return {
    resource,
    pathname,
    query,
    page,
    recentResources: input.recentResources,
    columns,
    placements,
    variables,
    headers,
    cellOptions,
    separators,
    timeForms,
    receivedAt: page.request.receivedAt,
    offersGoToDate: (timeSort ?? resource.dayAttribute) !== undefined,
    timeColumnLabels: allColumns
      .filter((column) => column.attribute && column.kind === 'timestamp')
      .map((column) => columnLabel(column.id)),
    canGoNext: hasNextPage(query, rows.length, page.total),
    density: layout.density,
  }
}
