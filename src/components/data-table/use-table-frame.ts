// What the table's frame does beside its rows: column widths dragged live, and the shading of a
// side with columns out of view.
import { useEffect, useMemo, useRef, type RefObject } from 'react'
import type { ColumnModel, columnArrangement } from './column-model'
import type { ColumnResize } from './data-table-header'

/**
 * A drag on a resize handle changes the table's CSS variables only; the column model keeps the
 * new width once, when the drag ends.
 */
export function useColumnResize(
  model: ColumnModel,
  view: ReturnType<typeof columnArrangement>,
  tableElement: RefObject<HTMLTableElement | null>,
): ColumnResize {
  return useMemo<ColumnResize>(
    () => ({
      preview: (id, width) => {
        const style = tableElement.current?.style
        const column = model.getColumn(id)
        if (!style || !column) return
        const delta = width - column.getSize()
        style.setProperty(`--w-${view.keys.get(id)}`, `${width}px`)
        style.setProperty('--table-width', `${model.getTotalSize() + delta}px`)
        for (const pinned of model.getStartVisibleLeafColumns()) {
          if (pinned.getStart('start') > column.getStart('start') && column.getIsPinned()) {
            style.setProperty(
              `--pin-${view.keys.get(pinned.id)}`,
              `${pinned.getStart('start') + delta}px`,
            )
          }
        }
      },
      commit: (id, width) => model.setColumnSizing((old) => ({ ...old, [id]: width })),
      reset: (id) => model.getColumn(id)?.resetSize(),
    }),
    [model, view, tableElement],
  )
}

/** Shades a side of the scrolling box with columns out of view; returns the box's ref. */
export function useHiddenSides() {
  const scrollElement = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = scrollElement.current
    if (!element || typeof ResizeObserver === 'undefined') return
    let stop: (() => void) | undefined
    let live = true
    void import('./table-edges').then(
      ({ watchHiddenSides }) => {
        if (live) stop = watchHiddenSides(element)
      },
      () => undefined, // without it, the table only lacks its shaded edges
    )
    return () => {
      live = false
      stop?.()
    }
  }, [])
  return scrollElement
}
