// A column's header as table-view.ts describes it, with the sort button's click and the resize
// handle's drag and keys.
import { memo, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent } from 'react'
import { clampColumnWidth } from '@/lib/columns/column-layout'
import { renderView } from '@/components/ui/view'
import { useLanguage } from '@/i18n/use-language'
import type { CellPlacement } from './column-arrangement'
import { columnNameNode, headerCellNode, type HeaderView } from './header-view'

interface DataTableHeaderProps extends HeaderView {
  onSort: (attribute: string, multi: boolean) => void
  placement: CellPlacement
  resize: ColumnResize
}

export interface ColumnResize {
  /** While dragging: only the column's CSS width changes, nothing re-renders. */
  preview: (id: string, width: number) => void
  commit: (id: string, width: number) => void
  reset: (id: string) => void
}

const keyStep = 10
const shiftKeyStep = 50

/** "Created at" for people, with the attribute name for assistive technology. */
export function ColumnName({ id, labelId }: { id: string; labelId?: string }) {
  return renderView(columnNameNode(id, labelId))
}

/** What the resize handle does: a drag previews the width and keeps it at the end; ← → step it. */
function useResizeHandle(id: string, width: number, resize: ColumnResize) {
  const drag = useRef<{ startX: number; width: number } | null>(null)
  const widthAt = (event: PointerEvent<HTMLDivElement>) =>
    clampColumnWidth(drag.current!.width + event.clientX - drag.current!.startX)
  return {
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      if (event.button !== 0) return
      event.preventDefault()
      event.currentTarget.setPointerCapture(event.pointerId)
      drag.current = { startX: event.clientX, width }
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (!drag.current) return
      const next = widthAt(event)
      event.currentTarget.setAttribute('aria-valuenow', String(next))
      resize.preview(id, next)
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      if (!drag.current) return
      const next = widthAt(event)
      drag.current = null
      if (next !== width) resize.commit(id, next)
    },
    // A cancelled drag (the system took the pointer) was not the user's choice: the width stays.
    onPointerCancel: (event: PointerEvent<HTMLDivElement>) => {
      if (!drag.current) return
      drag.current = null
      event.currentTarget.setAttribute('aria-valuenow', String(width))
      resize.preview(id, width)
    },
    onDoubleClick: () => resize.reset(id),
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const direction = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (direction === 0) return
      event.preventDefault()
      const step = event.shiftKey ? shiftKeyStep : keyStep
      resize.commit(id, clampColumnWidth(width + direction * step))
    },
  }
}

export const DataTableHeader = memo(function DataTableHeader({
  onSort,
  placement,
  resize,
  ...header
}: DataTableHeaderProps) {
  const { id } = header
  // Its texts (header-view.ts) are the language in force's: a switch renders it again.
  useLanguage()
  const handle = useResizeHandle(id, header.width, resize)
  const sort = { onClick: (event: MouseEvent) => onSort(id, event.shiftKey) }
  return renderView(headerCellNode(header, placement), { parts: { sort, resize: handle } })
})
