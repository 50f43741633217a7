// What the table's frame does beside its rows: column widths dragged live, and the shading of a
// side with columns out of view.
import { useEffect, useMemo, useRef, type RefObject } from 'react'
import type { ColumnArrangement } from './column-arrangement'
import type { ColumnResize } from './data-table-header'

/**
 * A drag on a resize handle changes the table's CSS variables only; the new width is kept once,
 * when the drag ends (`onResize`).
 */
export function useColumnResize(
  view: ColumnArrangement,
  tableElement: RefObject<HTMLTableElement | null>,
  onResize: (id: string, width: number | undefined) => void,
): ColumnResize {
  return useMemo<ColumnResize>(
    () => ({
      preview: (id, width) => {
        const style = tableElement.current?.style
        const index = view.columns.findIndex((column) => column.id === id)
        if (!style || index === -1) return
        const sizes = view.headers.map((header) => header.width)
        const delta = width - sizes[index]!
        const total = sizes.reduce((sum, size) => sum + size, 0)
        style.setProperty(`--w-${view.placements[index]!.key}`, `${width}px`)
        style.setProperty('--table-width', `${total + delta}px`)
        // Pinned columns come first: those pinned after a pinned one move with its edge.
        const pinnedCount = view.placements.filter((placement) => placement.style).length
        let start = 0
        for (let after = 0; after < pinnedCount; after++) {
          if (after > index)
            style.setProperty(`--pin-${view.placements[after]!.key}`, `${start + delta}px`)
          start += sizes[after]!
        }
      },
      commit: (id, width) => onResize(id, width),
      reset: (id) => onResize(id, undefined),
    }),
    [view, tableElement, onResize],
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
