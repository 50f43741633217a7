// What goes into the export's file, and handing it to the browser as a download.
import type { ShownColumn } from '@/components/data-table/column-arrangement'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { ColumnLayout } from '@/lib/columns/column-layout'
import { inferColumns, type ColumnSpec } from '@/lib/columns/columns'

/** The table's columns in order, then any the exported records add that were not hidden. */
export function exportColumns(
  shown: readonly ShownColumn[],
  records: readonly ListRecord[],
  configured: readonly string[],
  layout: ColumnLayout,
): ColumnSpec[] {
  const known = new Set(shown.map(({ spec }) => spec.id))
  const extra = inferColumns(records, configured).filter(
    (column) => !known.has(column.id) && layout.columnVisibility[column.id] !== false,
  )
  return [...shown.map(({ spec }) => spec), ...extra]
}

/** `bookings-2026-11-25-12-34-56.csv`: stamped with `at` in UTC; a partial file says so. */
export function exportFileName(resourceName: string, partial: boolean, at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[:T]/g, '-')
  return `${resourceName}-${partial ? 'partial-' : ''}${stamp}.csv`
}

export function downloadFile(text: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
