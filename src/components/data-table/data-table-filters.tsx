import { columnLabel } from '@/lib/columns/column-labels'
import { offersFilter, type ColumnSpec } from '@/lib/columns/columns'
import { MarkedSpaces, StraySpacesNote } from '@/components/ui/filter-value'
import { filterHandOff } from '@/lib/focus-hand-off'
import { FilterInput, type RegisterInput } from './data-table-filter-input'
import type { CellPlacement } from './data-table-cell'

export { filterDebounceMs } from './data-table-filter-input'

interface DataTableFilterRowProps {
  columns: readonly ColumnSpec[]
  /** Per column, as the header's: pinned filters stay with their column. */
  placements: readonly CellPlacement[]
  filters: Readonly<Record<string, string>>
  onFilter: (attribute: string, value: string) => void
  registerInput?: RegisterInput
}

export function DataTableFilterRow({
  columns,
  placements,
  filters,
  onFilter,
  registerInput,
}: DataTableFilterRowProps) {
  return (
    <tr className="filter-row">
      {columns.map((column, index) => (
        <td
          key={column.id}
          className={placements[index]?.className}
          style={placements[index]?.style}
        >
          {offersFilter(column, filters) && (
            <FilterInput
              attribute={column.attribute}
              value={filters[column.attribute] ?? ''}
              onFilter={onFilter}
              registerInput={registerInput}
            />
          )}
        </td>
      ))}
    </tr>
  )
}

interface ActiveFiltersProps {
  filters: Readonly<Record<string, string>>
  onFilter: (attribute: string, value: string) => void
  onClearAll: () => void
}

export function ActiveFilters({ filters, onFilter, onClearAll }: ActiveFiltersProps) {
  const entries = Object.entries(filters)
  if (entries.length === 0) return null
  return (
    <ul className="active-filters" aria-label="Active filters">
      {entries.map(([attribute, value]) => (
        <li key={attribute} className="chip">
          <span>
            <span title={attribute}>{columnLabel(attribute)}</span> ={' '}
            <q>
              <MarkedSpaces value={value} />
            </q>
          </span>
          <StraySpacesNote value={value} />
          <button
            type="button"
            className="chip-remove"
            aria-label={`Clear filter ${attribute}`}
            {...filterHandOff(attribute)}
            onClick={() => onFilter(attribute, '')}
          >
            ×
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="link-button"
          onClick={onClearAll}
          {...filterHandOff(entries[0]?.[0])}
        >
          Clear filters
        </button>
      </li>
    </ul>
  )
}
