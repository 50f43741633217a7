import type { MouseEvent } from 'react'

interface DataTableHeaderProps {
  id: string
  sortable: boolean
  direction: false | 'asc' | 'desc'
  /** 1-based position among several sort keys; undefined when there is at most one. */
  priority?: number
  onSort: (attribute: string, multi: boolean) => void
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const

export function DataTableHeader({
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
    direction === 'asc' ? 'descending' : direction === 'desc' ? 'unsorted' : 'ascending'
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
          {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
          {direction && priority !== undefined && priority > 0 ? <sup>{priority}</sup> : null}
        </span>
      </button>
    </th>
  )
}
