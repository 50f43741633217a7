// Which columns the Counts region can count by: a column the service filters by (counting is one
// filtered request per value), whose values seen so far are few (a status, a type, a currency),
// each seen on several records. Values are as the service writes them, as a filter sends them.
import type { AttributeUse } from '../api/query-refusal'
import type { SeenColumn } from '../filters/seen-values'

export const maxCountedValues = 12

export interface CountableColumn {
  attribute?: string
  refused?: readonly AttributeUse[]
}

export type Countability =
  | { kind: 'countable'; values: readonly string[] }
  /** No column of the rows shown is this attribute. */
  | { kind: 'no-column' }
  /** The service refused to filter by it. */
  | { kind: 'not-filterable' }
  /** Nothing seen of it yet. */
  | { kind: 'no-values' }
  | { kind: 'too-many-values'; count: number }
  /** Few values, but mostly one of a kind (ids, names): not a column of few values. */
  | { kind: 'varied' }

export function countabilityOf(
  column: CountableColumn | undefined,
  seen: Pick<SeenColumn, 'values' | 'few'> | undefined,
): Countability {
  if (column?.attribute === undefined) return { kind: 'no-column' }
  if (column.refused?.includes('filter')) return { kind: 'not-filterable' }
  if (!seen || seen.values.length === 0) return { kind: 'no-values' }
  if (seen.values.length > maxCountedValues)
    return { kind: 'too-many-values', count: seen.values.length }
  if (!seen.few) return { kind: 'varied' }
  return { kind: 'countable', values: countedValues(seen.values) }
}

/** The values counted, in a stable order: the value a view is filtered by joins them. */
export function countedValues(values: readonly string[], filteredBy?: string): string[] {
  const all = new Set(values)
  if (filteredBy !== undefined && filteredBy !== '') all.add(filteredBy)
  return [...all].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
}
