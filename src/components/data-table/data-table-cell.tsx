import { memo } from 'react'
import type { CellPlacement } from './column-model'
import { formatValue, isLocalised, type FormatOptions } from '@/lib/columns/format-value'

export type { CellPlacement } from './column-model'

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
  const localised = isLocalised(formatted)
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
