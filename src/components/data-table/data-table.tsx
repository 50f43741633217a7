import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { Density } from '@/lib/columns/column-layout'
import { columnFormatOptions, type ColumnSpec } from '@/lib/columns/columns'
import { calendarDay, type TimeZoneChoice } from '@/lib/columns/format-value'
import type { SortKey } from '@/lib/list-query'
import { recordId } from '@/lib/api/list-rows'
import { DataTableFilterRow } from './data-table-filters'
import { DataTableHeader } from './data-table-header'
import { DataTableRow } from './data-table-row'

// Sorting, filtering and paging happen at the service (the URL is their only state) and the
// columns arrive already arranged (lib/column-layout.ts), so the table holds no state of its own:
// it renders rows and cells straight from the records and column specs.

/** What a page may ask of its table, instead of finding the table's elements by selector. */
export interface DataTableHandle {
  focusRow: (id: string) => void
  /** Focuses the filter of the first of `preferred` that has one, else the first filter. */
  focusFilter: (preferred: readonly string[]) => void
}

export interface DataTableProps {
  ref?: Ref<DataTableHandle>
  caption: string
  columns: readonly ColumnSpec[]
  rows: readonly ListRecord[]
  sorts: readonly SortKey[]
  filters: Readonly<Record<string, string>>
  onSort: (attribute: string, multi: boolean) => void
  onFilter: (attribute: string, value: string) => void
  /** Rows belong to the previous query while the new one loads. */
  stale: boolean
  /** When set and the list is sorted by this date attribute first, each new day gets a separator row. */
  dayAttribute?: string
  /** Timestamp columns shown as "3 hours ago", relative to `now`. */
  relativeTimeColumns?: readonly string[]
  now: number
  timeZone: TimeZoneChoice
  density: Density
  /** Index of the row picked with j/k, if any. */
  selectedIndex?: number
  onOpenRow: (id: string) => void
  /** Rows to mark, by id; with `scroll`, the first is scrolled into view. */
  marks?: { ids: ReadonlySet<string>; reason: string; scroll?: boolean }
}

const noColumns: readonly string[] = []

export function DataTable({
  ref,
  caption,
  columns,
  rows,
  sorts,
  filters,
  onSort,
  onFilter,
  stale,
  dayAttribute,
  relativeTimeColumns = noColumns,
  now,
  timeZone,
  density,
  selectedIndex,
  onOpenRow,
  marks,
}: DataTableProps) {
  const sortable = useMemo(
    () => new Set(columns.flatMap((column) => (column.attribute ? [column.id] : []))),
    [columns],
  )
  const cellOptions = useMemo(
    () =>
      columns.map((column) =>
        columnFormatOptions(column, {
          timeZone,
          relativeTo: relativeTimeColumns.includes(column.id) ? now : undefined,
        }),
      ),
    [columns, timeZone, relativeTimeColumns, now],
  )
  const separatorAttribute =
    dayAttribute && sorts[0]?.attribute === dayAttribute ? dayAttribute : undefined

  // Once per page and zone, not on every render (a j/k selection re-renders the table).
  const separators = useMemo(() => {
    if (!separatorAttribute) return []
    const days = rows.map((record) => calendarDay(record[separatorAttribute], timeZone))
    return days.map((day, index) =>
      day && day.key !== days[index - 1]?.key ? day.label : undefined,
    )
  }, [rows, separatorAttribute, timeZone])

  const rowElements = useRef(new Map<string, HTMLTableRowElement>())
  const filterElements = useRef(new Map<string, HTMLInputElement>())
  const registerRow = useCallback((id: string, element: HTMLTableRowElement | null) => {
    if (element) rowElements.current.set(id, element)
    else rowElements.current.delete(id)
  }, [])
  const registerFilter = useCallback((attribute: string, element: HTMLInputElement | null) => {
    if (element) filterElements.current.set(attribute, element)
    else filterElements.current.delete(attribute)
  }, [])
  const filterOrder = useMemo(
    () => columns.flatMap((column) => (column.attribute ? [column.attribute] : [])),
    [columns],
  )
  useEffect(() => {
    if (!marks?.scroll) return
    const first = rows.map(recordId).find((id) => id !== undefined && marks.ids.has(id))
    if (first) rowElements.current.get(first)?.scrollIntoView({ block: 'center' })
  }, [marks, rows])
  useImperativeHandle(
    ref,
    () => ({
      focusRow: (id) => rowElements.current.get(id)?.focus(),
      focusFilter: (preferred) => {
        const inputs = filterElements.current
        const attribute = [...preferred, ...filterOrder].find((name) => inputs.has(name))
        if (attribute) inputs.get(attribute)?.focus()
      },
    }),
    [filterOrder],
  )

  const openFromEvent = (event: MouseEvent<HTMLTableSectionElement>) => {
    // A click on a link inside a cell follows the link instead.
    if ((event.target as Element).closest('a')) return
    const id = (event.target as Element).closest('tr')?.getAttribute('data-record-id')
    if (id) onOpenRow(id)
  }
  const openFromKey = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const id = (event.target as Element).getAttribute('data-record-id')
    if (event.key === 'Enter' && id) onOpenRow(id)
  }

  return (
    <div className="table-scroll">
      <table
        className="data-table"
        aria-busy={stale}
        data-stale={stale || undefined}
        data-density={density}
      >
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortIndex = sorts.findIndex((sort) => sort.attribute === column.id)
              return (
                <DataTableHeader
                  key={column.id}
                  id={column.id}
                  sortable={sortable.has(column.id)}
                  direction={sorts[sortIndex]?.direction}
                  priority={sorts.length > 1 && sortIndex !== -1 ? sortIndex + 1 : undefined}
                  onSort={onSort}
                />
              )
            })}
          </tr>
          <DataTableFilterRow
            columns={columns}
            filters={filters}
            onFilter={onFilter}
            registerInput={registerFilter}
          />
        </thead>
        <tbody onClick={openFromEvent} onKeyDown={openFromKey}>
          {rows.map((record, index) => {
            const id = recordId(record)
            return (
              <DataTableRow
                key={id ?? `row-${index}`}
                id={id}
                separator={separators[index]}
                record={record}
                columns={columns}
                cellOptions={cellOptions}
                selected={index === selectedIndex}
                mark={id !== undefined && marks?.ids.has(id) ? marks.reason : undefined}
                register={registerRow}
              />
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
