import { memo, useMemo, type KeyboardEvent, type MouseEvent } from 'react'
import { constructTable, tableFeatures, type ColumnDef } from '@tanstack/react-table'
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { Density } from '@/lib/column-layout'
import { readColumnValue, type ColumnSpec } from '@/lib/columns'
import { calendarDay, type FormatOptions, type TimeZoneChoice } from '@/lib/format-value'
import type { SortKey } from '@/lib/list-query'
import { DataTableCell } from './data-table-cell'
import { DataTableFilterRow } from './data-table-filters'
import { DataTableHeader } from './data-table-header'

// Sorting, filtering and paging happen at the service (the URL is their only state) and the
// columns arrive already arranged, so the table holds no state of its own: it builds headers, rows
// and cells from the column definitions. A pure derivation, so it is constructed in useMemo with
// the core's store bindings instead of the React adapter's hook (1.2 KiB less on the first load).
const features = tableFeatures({ coreReactivityFeature: storeReactivityBindings() })

export interface DataTableProps {
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
}

export function recordId(record: ListRecord): string | undefined {
  return typeof record.id === 'string' || typeof record.id === 'number'
    ? String(record.id)
    : undefined
}

const noColumns: readonly string[] = []

export function DataTable({
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
}: DataTableProps) {
  const columnDefs = useMemo<ColumnDef<typeof features, ListRecord>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.id,
        accessorFn: (record: ListRecord) => readColumnValue(record, column.id),
      })),
    [columns],
  )
  const table = useMemo(
    () =>
      constructTable({
        features,
        columns: columnDefs,
        data: rows,
        getRowId: (record, index) => recordId(record) ?? `row-${index}`,
      }),
    [columnDefs, rows],
  )
  const sortable = useMemo(
    () => new Set(columns.flatMap((column) => (column.attribute ? [column.id] : []))),
    [columns],
  )
  const cellOptions = useMemo(
    () =>
      columns.map((column): FormatOptions => ({
        timeZone,
        relativeTo: relativeTimeColumns.includes(column.id) ? now : undefined,
      })),
    [columns, timeZone, relativeTimeColumns, now],
  )
  const separatorAttribute =
    dayAttribute && sorts[0]?.attribute === dayAttribute ? dayAttribute : undefined
  const tableRows = table.getRowModel().rows

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
            {table.getFlatHeaders().map((header) => {
              const sortIndex = sorts.findIndex((sort) => sort.attribute === header.id)
              return (
                <DataTableHeader
                  key={header.id}
                  id={header.id}
                  sortable={sortable.has(header.id)}
                  direction={sorts[sortIndex]?.direction}
                  priority={sorts.length > 1 && sortIndex !== -1 ? sortIndex + 1 : undefined}
                  onSort={onSort}
                />
              )
            })}
          </tr>
          <DataTableFilterRow columns={columns} filters={filters} onFilter={onFilter} />
        </thead>
        <tbody onClick={openFromEvent} onKeyDown={openFromKey}>
          {tableRows.map((row, index) => {
            const day = separatorAttribute
              ? calendarDay(row.original[separatorAttribute], timeZone)
              : undefined
            const previous =
              separatorAttribute && index > 0
                ? calendarDay(tableRows[index - 1]?.original[separatorAttribute], timeZone)
                : undefined
            return (
              <DataTableRow
                key={row.id}
                id={recordId(row.original)}
                separator={day && day.key !== previous?.key ? day.label : undefined}
                row={row}
                cellOptions={cellOptions}
                selected={index === selectedIndex}
              />
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

interface DataTableRowProps {
  id?: string
  separator?: string
  /** The table keeps row objects while its data and columns are unchanged, so memo holds. */
  row: { getAllCells: () => readonly { id: string; getValue: () => unknown }[] }
  cellOptions: readonly FormatOptions[]
  selected: boolean
}

const DataTableRow = memo(function DataTableRow({
  id,
  separator,
  row,
  cellOptions,
  selected,
}: DataTableRowProps) {
  const cells = row.getAllCells()
  return (
    <>
      {separator && (
        <tr className="day-separator">
          <th scope="colgroup" colSpan={cells.length}>
            {separator}
          </th>
        </tr>
      )}
      <tr
        data-record-id={id}
        className={id ? 'record-row' : undefined}
        tabIndex={id ? (selected ? 0 : -1) : undefined}
        aria-current={selected || undefined}
      >
        {cells.map((cell, index) => (
          <DataTableCell key={cell.id} value={cell.getValue()} options={cellOptions[index] ?? {}} />
        ))}
      </tr>
    </>
  )
})
