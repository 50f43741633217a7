import { memo, useMemo } from 'react'
import {
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
} from '@tanstack/react-table'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { readColumnValue, type ColumnSpec } from '@/lib/columns'
import { localDay } from '@/lib/format-value'
import type { SortKey } from '@/lib/list-query'
import { DataTableCell } from './data-table-cell'
import { DataTableFilterRow } from './data-table-filters'
import { DataTableHeader } from './data-table-header'

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature })

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
        enableSorting: column.attribute !== undefined,
      })),
    [columns],
  )
  const sorting = useMemo(
    () => sorts.map((sort) => ({ id: sort.attribute, desc: sort.direction === 'DESC' })),
    [sorts],
  )
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows,
    state: { sorting },
    manualSorting: true,
    getRowId: (record, index) =>
      typeof record.id === 'string' || typeof record.id === 'number'
        ? String(record.id)
        : `row-${index}`,
  })
  const separatorAttribute =
    dayAttribute && sorts[0]?.attribute === dayAttribute ? dayAttribute : undefined
  const visibleColumns = table.getVisibleLeafColumns()

  return (
    <div className="table-scroll">
      <table className="data-table" aria-busy={stale} data-stale={stale || undefined}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {visibleColumns.map((column) => (
              <DataTableHeader
                key={column.id}
                id={column.id}
                sortable={column.getCanSort()}
                direction={column.getIsSorted()}
                priority={sorts.length > 1 ? column.getSortIndex() + 1 : undefined}
                onSort={onSort}
              />
            ))}
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
