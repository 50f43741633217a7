// The filter row and the chips of the active filters, as filter-view.ts describes them.
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { Fragment, type MouseEvent } from 'react'
import { renderView } from '@/components/ui/view'
import type { ColumnSpec } from '@/lib/columns/columns'
import type { CellPlacement } from './column-arrangement'
import { FilterInput, type RegisterInput } from './data-table-filter-input'
import { activeFiltersNode, filterCellNode } from './filter-view'
import { ownValue } from '@/lib/own-value'

export { filterDebounceMs } from './use-filter-field'

interface DataTableFilterRowProps {
  columns: readonly ColumnSpec[]
  /** Per column, as the header's: pinned filters stay with their column. */
  placements: readonly CellPlacement[]
  filters: Readonly<Record<string, string>>
  onFilter: (attribute: string, value: string) => void
  registerInput?: RegisterInput
  onLeave?: () => void
}

export function DataTableFilterCells({
  columns,
  placements,
  filters,
  onFilter,
  registerInput,
  onLeave,
}: DataTableFilterRowProps) {
  // The cells of the table's filter row.
  return columns.map((column, index) => {
    const { attribute = '' } = column
    const filter = (
      <FilterInput
        attribute={attribute}
        value={ownValue(filters, attribute) ?? ''}
        onFilter={onFilter}
        registerInput={registerInput}
        onLeave={onLeave}
      />
    )
    const cell = filterCellNode(column, placements[index], filters)
    return <Fragment key={column.id}>{renderView(cell, { slots: { filter } })}</Fragment>
  })
}

interface ActiveFiltersProps {
  filters: Readonly<Record<string, string>>
  /** The rows shown: a yes/no column's chip reads as its cells do. */
  rows: readonly ListRecord[]
  onFilter: (attribute: string, value: string) => void
  onClearAll: () => void
}

export function ActiveFilters({ filters, rows, onFilter, onClearAll }: ActiveFiltersProps) {
  const node = activeFiltersNode(filters, rows)
  if (!node) return null
  return renderView(node, {
    parts: {
      'clear-all': { onClick: onClearAll },
      'clear-filter': {
        onClick: (event: MouseEvent<HTMLElement>) => {
          const { attribute } = event.currentTarget.dataset
          if (attribute !== undefined) onFilter(attribute, '')
        },
      },
    },
  })
}
