import { memo, useMemo } from 'react'
import { tableFeatures, useTable, type ColumnDef } from '@tanstack/react-table'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { readColumnValue, type ColumnSpec } from '@/lib/columns'
import { localDay } from '@/lib/format-value'
import type { SortKey } from '@/lib/list-query'
import { DataTableCell } from './data-table-cell'
import { DataTableFilterRow } from './data-table-filters'
import { DataTableHeader } from './data-table-header'

// Sorting, filtering and paging happen at the service (the URL is their only state) and the
// columns arrive already arranged, so the table needs no optional features: it builds headers,
// rows and cells from the column definitions.
const features = tableFeatures({})

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
}

function rowId(record: ListRecord, index: number): string {
  return typeof record.id === 'string' || typeof record.id === 'number'
    ? String(record.id)
    : `row-${index}`
}

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
  const table = useTable({ features, columns: columnDefs, data: rows, getRowId: rowId })
  const sortable = useMemo(
    () => new Set(columns.flatMap((column) => (column.attribute ? [column.id] : []))),
    [columns],
  )
  const columnIds = useMemo(() => columns.map((column) => column.id), [columns])
  const separatorAttribute =
    dayAttribute && sorts[0]?.attribute === dayAttribute ? dayAttribute : undefined
  const tableRows = table.getRowModel().rows

  return (
    <div className="table-scroll">
      <table className="data-table" aria-busy={stale} data-stale={stale || undefined}>
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
        <tbody>
          {tableRows.map((row, index) => {
            const day = separatorAttribute ? localDay(row.original[separatorAttribute]) : undefined
            const previous =
              separatorAttribute && index > 0
                ? localDay(tableRows[index - 1]?.original[separatorAttribute])
                : undefined
            return (
              <DataTableRow
                key={row.id}
                separator={day && day.key !== previous?.key ? day.label : undefined}
                columnIds={columnIds}
                row={row}
              />
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

interface DataTableRowProps {
  separator?: string
  columnIds: readonly string[]
  /** The table keeps row objects while its data and columns are unchanged, so memo holds. */
  row: { getAllCells: () => readonly { getValue: () => unknown }[] }
}

const DataTableRow = memo(function DataTableRow({ separator, columnIds, row }: DataTableRowProps) {
  return (
    <>
      {separator && (
        <tr className="day-separator">
          <th scope="colgroup" colSpan={columnIds.length}>
            {separator}
          </th>
        </tr>
      )}
      <tr>
        {row.getAllCells().map((cell, index) => (
          <DataTableCell key={columnIds[index]} value={cell.getValue()} />
        ))}
      </tr>
    </>
  )
})
