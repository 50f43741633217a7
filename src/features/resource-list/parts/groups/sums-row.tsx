// A row of sums under the table's columns: a group's header, the view's totals, a page's sums.
// Its first cell, a row header, holds what the row is about; each number column's cell its sum
// (money one line per currency).
import type { ReactNode } from 'react'
import type { CellPlacement } from '@/components/data-table/column-arrangement'
import type { ColumnSpec } from '@/lib/columns/columns'
import type { FormatOptions } from '@/lib/columns/format-value'
import type { ColumnSum } from '@/lib/groups/column-sums'
import { sumTexts } from '@/lib/groups/sum-text'

export interface SumsRowProps {
  className: string
  label: ReactNode
  columns: readonly ColumnSpec[]
  placements: readonly CellPlacement[]
  sums: ReadonlyMap<string, ColumnSum>
  /** Each column's format options (its locale, its zone). */
  options: readonly FormatOptions[]
  /** The row's sums are those of the rows that follow it, up to the next such row. */
  id?: string
}

function SumLines({ sum, options }: { sum: ColumnSum | undefined; options?: FormatOptions }) {
  if (!sum) return null
  return sumTexts(sum, options).map((text, index) => (
    <span key={index} className="sum-line">
      {text}
    </span>
  ))
}

export function SumsRow({
  className,
  label,
  columns,
  placements,
  sums,
  options,
  id,
}: SumsRowProps) {
  const firstSummed = columns.findIndex((column) => sums.has(column.id))
  // The label spans the columns before the first sum (all of them when nothing is summed).
  const span = firstSummed === -1 ? columns.length : Math.max(1, firstSummed)
  const first = placements[0]
  return (
    <tr role="row" className={className} id={id}>
      <th
        role="rowheader"
        scope="row"
        colSpan={span}
        className={`group-label${first?.className ?? ''}`}
        style={first?.style}
      >
        {label}
        {firstSummed === 0 && (
          <span className="group-label-sum">
            <SumLines sum={sums.get(columns[0]!.id)} options={options[0]} />
          </span>
        )}
      </th>
      {columns.slice(span).map((column, offset) => {
        const index = span + offset
        const placement = placements[index]
        const sum = sums.get(column.id)
        return (
          <td
            role="cell"
            key={column.id}
            className={`cell group-sum${placement?.className ?? ''}`}
            style={placement?.style}
            data-align="end"
            data-column={column.id}
            // The whole sum on hover, where a narrow column cuts it short.
            title={sum && sumTexts(sum, options[index]).join(' · ')}
          >
            <SumLines sum={sum} options={options[index]} />
          </td>
        )
      })}
    </tr>
  )
}
