import { memo, type MouseEvent } from 'react'
import type { SortDirection } from '@/lib/list-query'

interface DataTableHeaderProps {
  id: string
  sortable: boolean
  direction?: SortDirection
  /** 1-based position among several sort keys; undefined when there is at most one. */
  priority?: number
  onSort: (attribute: string, multi: boolean) => void
}

const ariaSort = { ASC: 'ascending', DESC: 'descending' } as const

export const DataTableHeader = memo(function DataTableHeader({
  id,
  sortable,
  direction,
  priority,
  onSort,
}: DataTableHeaderProps) {
  if (!sortable) {
    return (
      <th scope="col" className="column-header">
        <span className="column-label">{id}</span>
      </th>
    )
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => onSort(id, event.shiftKey)
  const nextHint =
    direction === 'ASC' ? 'descending' : direction === 'DESC' ? 'unsorted' : 'ascending'
  return (
    <th scope="col" className="column-header" aria-sort={direction ? ariaSort[direction] : 'none'}>
      <button
        type="button"
        className="sort-button"
        onClick={handleClick}
        title={`Sort by ${id} (${nextHint} next; Shift+click to add as another sort key)`}
      >
        <span className="column-label">{id}</span>
        <span className="sort-indicator" aria-hidden="true">
          {direction === 'ASC' ? '▲' : direction === 'DESC' ? '▼' : '↕'}
          {direction && priority !== undefined && priority > 0 ? <sup>{priority}</sup> : null}
        </span>
      </button>
    </th>
  )
})
