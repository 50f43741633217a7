// The columns slice of the list controller: columns inferred from the rows, what the service
// refused of them, the stored layout, and the time columns that days and dates go by.
import { useCallback, useEffect, useMemo } from 'react'
import {
  arrangeColumns,
  shownColumnsOf,
  type ColumnArrangement,
  type ShownColumn,
} from '@/components/data-table/column-arrangement'
import type { ColumnModelInput } from '@/components/data-table/column-model'
import { useColumnLayout, useTimeZone } from '@/hooks/use-preferences'
import { useSameValue } from '@/hooks/use-same-value'
import { useViewportWidth } from '@/hooks/use-viewport-width'
import { useLanguage } from '@/i18n/use-language'
import { periodAttributeOf } from '@/lib/list-period'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { ColumnLayout } from '@/lib/columns/column-layout'
import {
  contentColumnWidths,
  longestValues,
  naturalColumnWidths,
} from '@/lib/columns/column-widths'
import {
  inferColumns,
  pageColumns,
  timeColumnsOf,
  timeSortOf,
  withFilteredColumns,
  type ColumnSpec,
} from '@/lib/columns/columns'
import { rememberValueWidths, shownValueWidths } from '@/lib/columns/shown-values'
import type { TimeZoneChoice } from '@/lib/dates/timestamps'
import type { ListQuery } from '@/lib/list-query'
import { readKnownColumns, rememberKnownColumns } from '@/lib/preferences/known-columns'
import type { ResourceConfig } from '@/resources'
import { isSignedInTo } from '../request/signed-in'
import { useAttributeVerdicts } from './use-attribute-verdicts'

export interface ListColumns {
  columns: readonly ColumnSpec[]
  /** What the table draws of the columns (shown, in order, widths, pinning, sort states). */
  arrangement: ColumnArrangement
  /** What the Columns menu's model of them (TanStack Table's) is built from, beside the layout. */
  columnModelInput: Omit<ColumnModelInput, 'layout' | 'onLayoutChange'>
  /** Keeps a column's width, dragged or keyed; undefined: its natural width again. */
  resizeColumn: (id: string, width: number | undefined) => void
  /** The columns shown, in order, with their labels (the table, export and details agree). */
  shownColumns: readonly ShownColumn[]
  layout: ColumnLayout
  setLayout: (layout: ColumnLayout | undefined) => void
  timeZone: TimeZoneChoice
  setTimeZone: (choice: TimeZoneChoice | undefined) => void
  /** The first sort's attribute when it is a time column: days are separated along it. */
  timeSort: string | undefined
  /** What "Go to date" goes by, if it is offered: `timeSort`, else the resource's own. */
  dateAttribute: string | undefined
  /** Top-level time columns, which a list could be sorted by to go to a date. */
  timeColumns: readonly ColumnSpec[]
}

interface ListColumnsInput {
  resource: ResourceConfig
  baseUrl: string
  rows: readonly ListRecord[]
  /** The query the service is asked, its default sort included. */
  requestQuery: ListQuery
  /** Whether a period is shown: it is listed in its time order, by no other column. */
  inPeriod?: boolean
}

/**
 * A view that finds nothing (or has nothing yet) keeps the columns last known for the resource
 * at this Base URL, also on a first view; the column being filtered always keeps its input.
 */
function useInferredColumns({ resource, baseUrl, rows, requestQuery }: ListColumnsInput) {
  const hasRows = rows.length > 0
  const inferred = useSameValue(
    useMemo(
      () =>
        hasRows
          ? pageColumns(rows, resource.columns)
          : (readKnownColumns(baseUrl, resource.name) ?? inferColumns([], resource.columns)),
      [hasRows, rows, resource.columns, resource.name, baseUrl],
    ),
  )
  useEffect(() => {
    // Only while signed in: an answer arriving after "Sign out" in another tab must not bring
    // back what that sign-out forgot.
    if (hasRows && isSignedInTo(baseUrl)) rememberKnownColumns(baseUrl, resource.name, inferred)
  }, [hasRows, baseUrl, resource.name, inferred])
  const { filters } = requestQuery
  return useMemo(() => withFilteredColumns(inferred, filters), [inferred, filters])
}

export function useListColumns(input: ListColumnsInput): ListColumns {
  const { resource, baseUrl, requestQuery, rows, inPeriod } = input
  const filtered = useInferredColumns(input)
  const columns = useAttributeVerdicts({ baseUrl, resourceName: resource.name }, filtered)
  const [layout, setLayout] = useColumnLayout(resource.name)
  const [timeZone, setTimeZone] = useTimeZone()
  const sorts = useSameValue(requestQuery.sorts)
  const viewportWidth = useViewportWidth()
  // A column keeps room for the widest value it has shown: paging to shorter ones doesn't narrow it.
  const { filters } = requestQuery
  const shownBefore = shownValueWidths(baseUrl, resource.name)
  const naturals = naturalColumnWidths(columns, rows, filters, shownBefore, timeZone)
  useEffect(() => {
    // Only while signed in, as the known columns above.
    if (rows.length > 0 && isSignedInTo(baseUrl))
      rememberValueWidths(baseUrl, resource.name, longestValues(columns, rows))
  }, [rows, columns, baseUrl, resource.name])
  // The same widths as long as the page's values ask for them: the model is rebuilt only then.
  const widthEntries = useSameValue([
    ...contentColumnWidths(columns, naturals, layout, viewportWidth),
  ])
  const widths = useMemo(() => new Map(widthEntries), [widthEntries])
  const columnModelInput = useMemo(() => ({ columns, sorts, widths }), [columns, sorts, widths])
  const periodAttribute = inPeriod ? periodAttributeOf(resource.dayAttribute, sorts) : undefined
  const arrangement = useMemo(
    () =>
      arrangeColumns({
        columns,
        layout,
        sorts,
        widths,
        periodAttribute,
        defaultSorts: resource.defaultSorts,
        keyFields: resource.keyFields,
      }),
    [columns, layout, sorts, widths, periodAttribute, resource.defaultSorts, resource.keyFields],
  )
  // Labelled in the language in force: a switch names them again.
  const language = useLanguage()
  const shownColumns = useMemo(() => shownColumnsOf(arrangement, language), [arrangement, language])
  // The same function while the layout is: the table's headers need not re-render on a page flip.
  const resizeColumn = useCallback(
    (id: string, width: number | undefined) => {
      const columnSizing = { ...layout.columnSizing }
      if (width === undefined) delete columnSizing[id]
      else columnSizing[id] = width
      setLayout({ ...layout, columnSizing })
    },
    [layout, setLayout],
  )
  // A list sorted first by a time column can go to a date and shows day separators; a resource
  // with a time attribute of its own offers "Go to date" in any order (sorting by it to get there).
  const timeSort = timeSortOf(columns, sorts)
  const timeColumns = useMemo(() => timeColumnsOf(columns), [columns])
  return {
    columns,
    arrangement,
    columnModelInput,
    resizeColumn,
    shownColumns,
    layout,
    setLayout,
    timeZone,
    setTimeZone,
    timeSort,
    dateAttribute: timeSort ?? resource.dayAttribute,
    timeColumns,
  }
}
