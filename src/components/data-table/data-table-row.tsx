import { memo } from 'react'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { cellFormatOptions, readColumnValue, type ColumnSpec } from '@/lib/columns/columns'
import type { FormatOptions } from '@/lib/columns/format-value'
import { timedCellOptions, type RowTimeForms } from '@/lib/columns/row-times'
import { DataTableCell, type CellPlacement } from './data-table-cell'

// What a mark says to a screen reader, as its colour says it to the eye (the reasons of `marks`).
const markDescriptions: Partial<Record<string, string>> = {
  day: 'First of the day gone to',
  new: 'Newly arrived',
}

export interface DataTableRowProps {
  id?: string
  separator?: string
  /** Records and columns keep their identity while the page and layout do, so memo holds. */
  record: ListRecord
  columns: readonly ColumnSpec[]
  cellOptions: readonly FormatOptions[]
  /** Per column, how the row's time reads there, beside `now` (see use-row-times.ts). */
  timeForms?: RowTimeForms
  now?: number
  /** Per column, in the same order; unchanged by a resize, so rows do not re-render for one. */
  placements: readonly CellPlacement[]
  selected: boolean
  /** The row that takes Tab (the table is one Tab stop). */
  active: boolean
  mark?: string
  register: (id: string, element: HTMLTableRowElement | null) => void
}

export const DataTableRow = memo(function DataTableRow({
  id,
  separator,
  record,
  columns,
  cellOptions,
  timeForms,
  now,
  placements,
  selected,
  active,
  mark,
  register,
}: DataTableRowProps) {
  return (
    <>
      {separator && (
        <tr className="day-separator">
          <th scope="colgroup" colSpan={columns.length}>
            <span className="day-separator-label">{separator}</span>
          </th>
        </tr>
      )}
      <tr
        ref={id ? (element) => register(id, element) : undefined}
        data-record-id={id}
        className={id ? 'record-row' : undefined}
        tabIndex={id ? (active ? 0 : -1) : undefined}
        aria-current={selected || undefined}
        data-mark={mark}
        aria-description={mark ? markDescriptions[mark] : undefined}
      >
        {columns.map((column, index) => (
          <DataTableCell
            key={column.id}
            value={readColumnValue(record, column.id)}
            options={timedCellOptions(
              cellFormatOptions(column, record, cellOptions[index] ?? {}),
              timeForms?.[index],
              now,
            )}
            placement={placements[index]!}
          />
        ))}
      </tr>
    </>
  )
})
