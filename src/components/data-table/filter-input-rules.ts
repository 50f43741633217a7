// The filter input's pure rules (data-table-filter-input.tsx, use-filter-field.ts): which control a
// column's values call for, and which suggestion an arrow key makes active.
import type { SeenColumn } from '@/lib/filters/seen-values'

export type FilterControlKind = 'boolean' | 'date' | 'text'

const dateOnly = /^\d{4}-\d{2}-\d{2}$/

/** The control a column's values call for; a value in the URL that the control could not show keeps text. */
export function controlFor(column: SeenColumn | undefined, value: string): FilterControlKind {
  if (column?.kind === 'boolean' && (value === '' || value === 'true' || value === 'false'))
    return 'boolean'
  if (column?.kind === 'date' && (value === '' || dateOnly.test(value))) return 'date'
  return 'text'
}

/**
 * The suggestion an arrow makes active among `count` shown (-1: none active yet). From none, Down
 * starts at the first and Up at the last; either wraps around at the ends.
 */
export function nextActiveOption(active: number, step: 1 | -1, count: number): number {
  const from = active === -1 ? (step === 1 ? -1 : 0) : active
  return (from + step + count) % count
}
