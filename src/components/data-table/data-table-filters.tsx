import { memo, useState, type KeyboardEvent } from 'react'
import type { ColumnSpec } from '@/lib/columns/columns'
import { isValidFilterValue, maxFilterLength } from '@/lib/list-query'
import { useDebouncedCallback } from '@/hooks/use-debounced-callback'
import type { CellPlacement } from './data-table-cell'

export const filterDebounceMs = 300

type RegisterInput = (attribute: string, element: HTMLInputElement | null) => void

interface FilterInputProps {
  attribute: string
  value: string
  onFilter: (attribute: string, value: string) => void
  registerInput?: RegisterInput
}

export const FilterInput = memo(function FilterInput({
  attribute,
  value,
  onFilter,
  registerInput,
}: FilterInputProps) {
  const [draft, setDraft] = useState(value)
  const [shownValue, setShownValue] = useState(value)
  const [applied, setApplied] = useState<string | null>(null)
  // The URL changed under us (Back, Clear filters): show what it now says, unless the change is
  // the one this input just applied and the user has typed on since.
  if (shownValue !== value) {
    setShownValue(value)
    if (value !== applied) setDraft(value)
    setApplied(null)
  }
  const tooLong = draft.length > maxFilterLength
  const apply = (next: string) => {
    if (next === value || (next !== '' && !isValidFilterValue(next))) return
    setApplied(next)
    onFilter(attribute, next)
  }
  const { schedule, flush, cancel } = useDebouncedCallback(apply, filterDebounceMs)
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault()
      flush(draft)
    } else if (event.key === 'Escape' && draft !== value) {
      cancel()
      setDraft(value)
    }
  }
  const errorId = `filter-error-${attribute}`
  return (
    <div className="filter-input">
      <input
        ref={registerInput && ((element) => registerInput(attribute, element))}
        type="search"
        aria-label={`Filter ${attribute}`}
        placeholder="="
        value={draft}
        spellCheck={false}
        autoComplete="off"
        data-active={value !== '' || undefined}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value)
          schedule(event.target.value)
        }}
        onKeyDown={handleKeyDown}
      />
      {tooLong && (
        <span id={errorId} className="field-error" role="alert">
          At most {maxFilterLength} characters
        </span>
      )}
    </div>
  )
})

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
      {columns.map(({ id, attribute }, index) => (
        <td key={id} className={placements[index]?.className} style={placements[index]?.style}>
          {attribute && (
            <FilterInput
              attribute={attribute}
              value={filters[attribute] ?? ''}
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
            {attribute} = <q>{value}</q>
          </span>
          <button
            type="button"
            className="chip-remove"
            aria-label={`Clear filter ${attribute}`}
            onClick={() => onFilter(attribute, '')}
          >
            ×
          </button>
        </li>
      ))}
      <li>
        <button type="button" className="link-button" onClick={onClearAll}>
          Clear filters
        </button>
      </li>
    </ul>
  )
}
