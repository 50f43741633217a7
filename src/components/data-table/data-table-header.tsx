import { memo, type MouseEvent } from 'react'
import { columnLabel } from '@/lib/columns/column-labels'
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

/**
 * "Created at" for people; the attribute name (as in "Filter createdAt") is part of the header's
 * name for assistive technology and shows on hover.
 */
export function ColumnName({ id }: { id: string }) {
  const label = columnLabel(id)
  return (
    <>
      <span className="column-label">{label}</span>
      {label !== id && <span className="visually-hidden"> ({id})</span>}
    </>
  )
}

export const DataTableHeader = memo(function DataTableHeader({
  id,
  sortable,
  direction,
  priority,
  onSort,
}: DataTableHeaderProps) {
  if (!sortable) {
    return (
      <th scope="col" className="column-header" title={id} data-column={id}>
        <ColumnName id={id} />
      </th>
    )
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => onSort(id, event.shiftKey)
  const nextHint =
    direction === 'ASC' ? 'descending' : direction === 'DESC' ? 'unsorted' : 'ascending'
  return (
    <th
      scope="col"
      className="column-header"
      data-column={id}
      aria-sort={direction ? ariaSort[direction] : 'none'}
    >
      <button
        type="button"
        className="sort-button"
        onClick={handleClick}
        title={`${id}: sort ${nextHint} next; Shift+click adds it as another sort key`}
      >
        <ColumnName id={id} />
        <span className="sort-indicator" aria-hidden="true">
          {direction === 'ASC' ? '▲' : direction === 'DESC' ? '▼' : '↕'}
          {direction && priority !== undefined && priority > 0 ? <sup>{priority}</sup> : null}
        </span>
      </button>
    </th>
  )
})
