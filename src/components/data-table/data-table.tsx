import {
  useEffect,
  useMemo,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { Density } from '@/lib/columns/column-layout'
import { columnFormatOptions } from '@/lib/columns/columns'
import type { TimeZoneChoice } from '@/lib/columns/format-value'
import { recordId } from '@/lib/api/list-rows'
import type { ColumnArrangement } from './column-arrangement'
import { DataTableFilterCells } from './data-table-filters'
import { DataTableHeader } from './data-table-header'
import { DataTableRow } from './data-table-row'
import { activeRowIndex } from './table-navigation'
import { useColumnResize, useHiddenSides } from './use-table-frame'
import { useTableHandle } from './use-table-handle'
import { useRowTimes } from './use-row-times'
import { tableNode } from './table-view'
import { View } from '@/components/ui/view'
import { useLocale } from '@/i18n/use-language'

// The column arrangement (column-arrangement.ts, by TanStack Table's rules) says which columns
// show, in what order, how wide and which are pinned; the URL says how the rows are sorted,
// filtered and paged. Widths
// and pinned offsets reach the cells as CSS variables on the table, so a drag on a resize handle
// changes variables only, and rows re-render once, when the new width is kept.

/** What a page may ask of its table, instead of finding the table's elements by selector. */
export interface DataTableHandle {
  /** Focuses the row of that record, else the row that takes Tab; false: there is no row. */
  focusRow: (id?: string) => boolean
  /** Focuses the filter of the first of `preferred` that has one, else the first filter; false:
   * there is no filter. */
  focusFilter: (preferred: readonly string[]) => boolean
  /** The record whose row holds the focus, if one does. */
  focusedRowId: () => string | undefined
}

export interface DataTableProps {
  ref?: Ref<DataTableHandle>
  caption: string
  arrangement: ColumnArrangement
  /** Keeps a column's new width (undefined: its natural width again). */
  onResize: (id: string, width: number | undefined) => void
  rows: readonly ListRecord[]
  filters: Readonly<Record<string, string>>
  onSort: (attribute: string, multi: boolean) => void
  onFilter: (attribute: string, value: string) => void
  /** Rows belong to the previous query while the new one loads. */
  stale: boolean
  /** When set and the list is sorted by this date attribute first, each new day gets a separator row. */
  dayAttribute?: string
  /** Timestamp columns read beside the clock: "5 minutes ago", "14:32" (lib/dates/time-forms.ts). */
  relativeTimeColumns?: readonly string[]
  /** When the rows arrived (ms since epoch): their times read beside it until the clock ticks. */
  receivedAt: number
  timeZone: TimeZoneChoice
  density: Density
  /** Index of the selected row (j/k, arrows, a click), if any; it takes Tab, else the first row. */
  selectedIndex?: number
  /** A row took focus (arrows, Home/End, Tab, a click): it becomes the selection. */
  onSelectRow?: (index: number) => void
  onOpenRow: (id: string) => void
  /** A cell's link to another record (its details path) was followed: navigate without a reload. */
  onFollowLink?: (path: string) => void
  /** Rows to mark, by id; with `scroll`, the first is scrolled into view. */
  marks?: { ids: ReadonlySet<string>; reason: string; scroll?: boolean }
  /** Rows of its own in place of `rows`' (a grouped view's), in the same body. */
  body?: ReactNode
  /** A `tfoot` under the rows (sums). */
  footer?: ReactNode
}

const noColumns: readonly string[] = []

export function DataTable({
  ref,
  caption,
  arrangement: view,
  onResize,
  rows,
  filters,
  onSort,
  onFilter,
  stale,
  dayAttribute,
  relativeTimeColumns = noColumns,
  receivedAt,
  timeZone,
  density,
  selectedIndex,
  onSelectRow,
  onOpenRow,
  onFollowLink,
  marks,
  body: ownBody,
  footer,
}: DataTableProps) {
  const { columns, placements } = view
  // The rows' numbers and dates in the language in force: a switch writes them again.
  const locale = useLocale()
  const cellOptions = useMemo(
    () => columns.map((column) => columnFormatOptions(column, { timeZone, locale })),
    [columns, timeZone, locale],
  )
  const separatorAttribute =
    dayAttribute && view.firstSort === dayAttribute ? dayAttribute : undefined
  const { separators, rowTimes } = useRowTimes({
    rows,
    columns,
    relativeTimeColumns,
    separatorAttribute,
    timeZone,
    receivedAt,
  })

  const tableElement = useRef<HTMLTableElement>(null)
  const resize = useColumnResize(view, tableElement, onResize)
  const activeIndex = activeRowIndex(selectedIndex, rows.length)
  const activeRow = activeIndex === undefined ? undefined : rows[activeIndex]
  const activeId = activeRow && recordId(activeRow)
  const { rowElements, registerRow, registerFilter, leaveFilter } = useTableHandle(
    ref,
    tableElement,
    columns,
    filters,
    activeId,
  )

  useEffect(() => {
    if (!marks?.scroll) return
    const first = rows.map(recordId).find((id) => id !== undefined && marks.ids.has(id))
    if (first) rowElements.current.get(first)?.scrollIntoView({ block: 'center' })
  }, [marks, rows, rowElements])
  // A page of new rows replaces the focused row: focus goes to the row now taking Tab, not to the page.
  const focusedRow = useRef<Element>(null)
  useEffect(() => {
    const lost = focusedRow.current
    if (!lost || lost.isConnected || document.activeElement !== document.body) return
    focusedRow.current = null
    if (activeId !== undefined) rowElements.current.get(activeId)?.focus()
  }, [rows, activeId, rowElements])

  const scrollElement = useHiddenSides()

  const openFromEvent = (event: MouseEvent<HTMLTableSectionElement>) => {
    // A click on a link inside a cell follows the link instead of opening the row.
    const link = (event.target as Element).closest('a')
    if (link) {
      // A modified click (a new tab or window) is the browser's.
      const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey
      const path = link.classList.contains('reference-link') && link.getAttribute('href')
      if (path && onFollowLink && event.button === 0 && !modified) {
        event.preventDefault()
        onFollowLink(path)
      }
      return
    }
    const id = (event.target as Element).closest('tr')?.getAttribute('data-record-id')
    if (id) onOpenRow(id)
  }
  const openFromKey = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const id = (event.target as Element).getAttribute('data-record-id')
    if (event.key === 'Enter' && id) onOpenRow(id)
  }
  const onRowFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    focusedRow.current = event.target as Element
    // A row that takes focus (Tab, a click, the arrows) becomes the selection.
    const id = (event.target as Element).getAttribute('data-record-id')
    const index = rows.findIndex((row) => id !== null && recordId(row) === id)
    if (index !== -1 && index !== selectedIndex) onSelectRow?.(index)
  }
  const onRowBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    // Focus that leaves for another element, or for the page while the row is still there (a click
    // elsewhere), is the user's choice; focus lost with its row is not.
    if (event.relatedTarget !== null || (event.target as Element).isConnected)
      focusedRow.current = null
  }

  const headers = view.headers.map((header, index) => (
    <DataTableHeader
      key={header.id}
      {...header}
      onSort={onSort}
      placement={placements[index]!}
      resize={resize}
    />
  ))
  const filterCells = (
    <DataTableFilterCells
      columns={columns}
      placements={placements}
      filters={filters}
      onFilter={onFilter}
      registerInput={registerFilter}
      onLeave={leaveFilter}
    />
  )
  const body = rows.map((record, index) => {
    const id = recordId(record)
    return (
      <DataTableRow
        key={id ?? `row-${index}`}
        id={id}
        separator={separators[index]}
        record={record}
        columns={columns}
        cellOptions={cellOptions}
        {...rowTimes(index)}
        placements={placements}
        selected={index === selectedIndex}
        active={index === activeIndex}
        mark={id !== undefined && marks?.ids.has(id) ? marks.reason : undefined}
        register={registerRow}
      />
    )
  })
  const frame = { caption, density, stale, variables: view.variables, placements }
  const parts = {
    scroll: { ref: scrollElement },
    table: { ref: tableElement },
    body: {
      onClick: openFromEvent,
      onKeyDown: openFromKey,
      onFocus: onRowFocus,
      onBlur: onRowBlur,
    },
  }
  const slots = { headers, filters: filterCells, rows: ownBody ?? body, footer }
  return <View node={tableNode(frame)} parts={parts} slots={slots} />
}
