// A person's column choices for one resource: order, hidden columns and row density. Columns are
// inferred from data, so a layout names ids that may come and go; unknown ids are simply skipped.
import type { ColumnSpec } from './columns'
import { isStringArray } from '../preferences/preferences'

export type Density = 'comfortable' | 'compact'

export interface ColumnLayout {
  order: readonly string[]
  hidden: readonly string[]
  density: Density
}

export const defaultColumnLayout: ColumnLayout = { order: [], hidden: [], density: 'comfortable' }

export function parseColumnLayout(value: unknown): ColumnLayout | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { order, hidden, density } = value as Record<string, unknown>
  return {
    order: isStringArray(order) ? order.slice(0, 200) : [],
    hidden: isStringArray(hidden) ? hidden.slice(0, 200) : [],
    density: density === 'compact' ? 'compact' : 'comfortable',
  }
}

/** Columns in the person's order (new ones after, as inferred), with hidden ones left out. */
export function arrangeColumns(columns: readonly ColumnSpec[], layout: ColumnLayout): ColumnSpec[] {
  const rank = new Map(layout.order.map((id, index) => [id, index]))
  const hidden = new Set(layout.hidden)
  return columns
    .map((column, index) => ({ column, index }))
    .sort(
      (a, b) =>
        (rank.get(a.column.id) ?? Infinity) - (rank.get(b.column.id) ?? Infinity) ||
        a.index - b.index,
    )
    .map(({ column }) => column)
    .filter((column) => !hidden.has(column.id))
}

/** Moves `id` one place up or down among `ids` (the full current order). */
export function moveColumn(ids: readonly string[], id: string, offset: -1 | 1): string[] {
  const next = [...ids]
  const from = next.indexOf(id)
  const to = from + offset
  if (from === -1 || to < 0 || to >= next.length) return next
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}
