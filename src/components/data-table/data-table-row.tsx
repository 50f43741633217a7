// A record's row (and its day's separator) as table-view.ts describes it; the row registers
// itself so the table can focus it.
import { memo } from 'react'
import { renderViews } from '@/components/ui/view'
import { recordRowNodes, type RowView } from './table-view'

export interface DataTableRowProps extends RowView {
  register: (id: string, element: HTMLTableRowElement | null) => void
}

/** Records and columns keep their identity while the page and layout do, so memo holds. */
export const DataTableRow = memo(function DataTableRow({ register, ...row }: DataTableRowProps) {
  const { id } = row
  const ref = id ? (element: HTMLTableRowElement | null) => register(id, element) : undefined
  return renderViews(recordRowNodes(row), { parts: { row: { ref } } })
})
