// The filter input's pure rules (data-table-filter-input.tsx, use-filter-field.ts): which control a
// column's values call for.
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
