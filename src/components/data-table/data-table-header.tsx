import { memo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import { clampColumnWidth, maxColumnWidth, minColumnWidth } from '@/lib/columns/column-layout'
import { columnLabel } from '@/lib/columns/column-labels'
import type { AttributeUse } from '@/lib/api/query-refusal'
import type { SortDirection } from '@/lib/list-query'
import type { CellPlacement } from './data-table-cell'

interface DataTableHeaderProps {
  id: string
  sortable: boolean
  /** What the service refused to do with the column's attribute: said on the header. */
  refused?: readonly AttributeUse[]
  direction?: SortDirection
  /** 1-based position among several sort keys; undefined when there is at most one. */
  priority?: number
  onSort: (attribute: string, multi: boolean) => void
  placement: CellPlacement
  width: number
  resize: ColumnResize
}

export interface ColumnResize {
  /** While dragging: only the column's CSS width changes, nothing re-renders. */
  preview: (id: string, width: number) => void
  commit: (id: string, width: number) => void
  reset: (id: string) => void
}

const ariaSort = { ASC: 'ascending', DESC: 'descending' } as const

/** The column's hint where the service refused something: "The service can't filter by this". */
export function refusalHint(refused: readonly AttributeUse[] = []): string | undefined {
  const sort = refused.includes('sort')
  const filter = refused.includes('filter')
  if (sort && filter) return "The service can't sort or filter by this"
  if (sort) return "The service can't sort by this"
  if (filter) return "The service can't filter by this"
  return undefined
}
const keyStep = 10
const shiftKeyStep = 50

/**
 * "Created at" for people; the attribute name (as in "Filter createdAt") is part of the header's
 * name for assistive technology and shows on hover.
 */
export function ColumnName({ id, labelId }: { id: string; labelId?: string }) {
  const label = columnLabel(id)
  return (
    <span id={labelId}>
      <span className="column-label">{label}</span>
      {label !== id && <span className="visually-hidden"> ({id})</span>}
    </span>
  )
}

function ResizeHandle({ id, width, resize }: { id: string; width: number; resize: ColumnResize }) {
  const drag = useRef<{ startX: number; width: number } | null>(null)
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, width }
  }
  const widthAt = (event: PointerEvent<HTMLDivElement>) =>
    clampColumnWidth(drag.current!.width + event.clientX - drag.current!.startX)
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    const next = widthAt(event)
    event.currentTarget.setAttribute('aria-valuenow', String(next))
    resize.preview(id, next)
  }
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    const next = widthAt(event)
    drag.current = null
    if (next !== width) resize.commit(id, next)
  }
  // A cancelled drag (the system took the pointer) was not the user's choice: the width stays.
  const onPointerCancel = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return
    drag.current = null
    event.currentTarget.setAttribute('aria-valuenow', String(width))
    resize.preview(id, width)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (direction === 0) return
    event.preventDefault()
    resize.commit(
      id,
      clampColumnWidth(width + direction * (event.shiftKey ? shiftKeyStep : keyStep)),
    )
  }
  return (
    <div
      role="separator"
      className="resize-handle"
      aria-label={`Resize ${id}`}
      aria-orientation="vertical"
      aria-valuenow={width}
      aria-valuemin={minColumnWidth}
      aria-valuemax={maxColumnWidth}
      tabIndex={0}
      title="Drag or use ← → to resize; double-click for the natural width"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerCancel}
      onDoubleClick={() => resize.reset(id)}
      onKeyDown={onKeyDown}
    />
  )
}

export const DataTableHeader = memo(function DataTableHeader({
  id,
  sortable,
  refused,
  direction,
  priority,
  onSort,
  placement,
  width,
  resize,
}: DataTableHeaderProps) {
  const hint = refusalHint(refused)
  // The header's name is its column's, without the resize handle's.
  const labelId = `column-name-${placement.key}`
  const common = {
    scope: 'col',
    'data-column': id,
    'aria-labelledby': labelId,
    className: `column-header${placement.className}`,
    style: placement.style,
    'aria-description': hint,
  } as const
  const handle = <ResizeHandle id={id} width={width} resize={resize} />
  if (!sortable) {
    return (
      <th {...common} title={hint ? `${id}: ${hint}` : id}>
        <ColumnName id={id} labelId={labelId} />
        {handle}
      </th>
    )
  }
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => onSort(id, event.shiftKey)
  const nextHint =
    direction === 'ASC' ? 'descending' : direction === 'DESC' ? 'unsorted' : 'ascending'
  return (
    <th {...common} title={hint} aria-sort={direction ? ariaSort[direction] : 'none'}>
      <button
        type="button"
        className="sort-button"
        onClick={handleClick}
        title={`${id}: sort ${nextHint} next; Shift+click adds it as another sort key`}
      >
        <ColumnName id={id} labelId={labelId} />
        <span className="sort-indicator" aria-hidden="true">
          {direction === 'ASC' ? '▲' : direction === 'DESC' ? '▼' : '↕'}
          {direction && priority !== undefined && priority > 0 ? <sup>{priority}</sup> : null}
        </span>
      </button>
      {handle}
    </th>
  )
})
