import { memo, type CSSProperties } from 'react'
import { formatValue, type FormatOptions } from '@/lib/columns/format-value'

/**
 * Where a column's cells sit: its CSS key (widths and pinned offsets are CSS variables on the
 * table, so a resize restyles cells without rendering them) and, when pinned, its sticky offset.
 */
export interface CellPlacement {
  key: string
  /** '' or ' pinned', with ' pinned-edge' on the last pinned column. */
  className: string
  style?: CSSProperties
}

export const DataTableCell = memo(function DataTableCell({
  value,
  options,
  placement,
}: {
  value: unknown
  options: FormatOptions
  placement: CellPlacement
}) {
  const formatted = formatValue(value, options)
  const localised =
    formatted.kind === 'datetime' ||
    formatted.kind === 'date' ||
    formatted.kind === 'number' ||
    formatted.kind === 'status'
  return (
    <td
      className={`cell cell-${formatted.kind}${placement.className}`}
      style={placement.style}
      data-align={formatted.align}
      data-value={localised ? String(value) : undefined}
      title={formatted.title}
    >
      {formatted.href ? (
        <a href={formatted.href} target="_blank" rel="noopener noreferrer">
          {formatted.text}
        </a>
      ) : formatted.kind === 'status' ? (
        <span className="badge" data-tone={formatted.tone}>
          {formatted.text}
        </span>
      ) : (
        formatted.text
      )}
    </td>
  )
})
