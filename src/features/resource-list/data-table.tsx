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
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    getRowId: (record, index) =>
      typeof record.id === 'string' || typeof record.id === 'number'
        ? String(record.id)
        : `row-${index}`,
  })
  const sortable = useMemo(
    () => new Set(columns.flatMap((column) => (column.attribute ? [column.id] : []))),
    [columns],
  )
  const separatorAttribute =
    dayAttribute && sorts[0]?.attribute === dayAttribute ? dayAttribute : undefined
  const visibleColumns = table.getAllLeafColumns()

  return (
    <div className="table-scroll">
      <table className="data-table" aria-busy={stale} data-stale={stale || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {visibleColumns.map((column) => {
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
            visibleIds={visibleColumns.map((column) => column.id)}
            filters={filters}
            onFilter={onFilter}
          />
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row, index, all) => {
            const day = separatorAttribute ? localDay(row.original[separatorAttribute]) : undefined
            const previous =
              separatorAttribute && index > 0
                ? localDay(all[index - 1]?.original[separatorAttribute])
                : undefined
            return (
              <RowWithSeparator
                key={row.id}
                separator={day && day.key !== previous?.key ? day.label : undefined}
                columnCount={visibleColumns.length}
                values={visibleColumns.map((column) => row.getValue(column.id))}
                ids={visibleColumns.map((column) => column.id)}
              />
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

interface RowProps {
  separator?: string
  columnCount: number
  ids: string[]
  values: unknown[]
}

const RowWithSeparator = memo(function RowWithSeparator({
  separator,
  columnCount,
  ids,
  values,
}: RowProps) {
  return (
    <>
      {separator && (
        <tr className="day-separator">
          <th scope="colgroup" colSpan={columnCount}>
            {separator}
          </th>
        </tr>
      )}
      <tr>
        {values.map((value, index) => (
          <DataTableCell key={ids[index]} value={value} />
        ))}
      </tr>
    </>
  )
})
