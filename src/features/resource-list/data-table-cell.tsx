import { memo } from 'react'
import { formatValue } from '@/lib/format-value'

export const DataTableCell = memo(function DataTableCell({ value }: { value: unknown }) {
  const formatted = formatValue(value)
  return (
    <td
      className={`cell cell-${formatted.kind}`}
      data-align={formatted.align}
      title={formatted.title}
    >
      {formatted.href ? (
        <a href={formatted.href} target="_blank" rel="noopener noreferrer">
          {formatted.text}
        </a>
      ) : (
        formatted.text
      )}
    </td>
  )
})
