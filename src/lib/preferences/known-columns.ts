// The columns last inferred from a resource's records, per Base URL: a view that finds nothing,
// even the first one after a reload or from a shared link, keeps the table's shape and its filter
// inputs. Kept in memory (so a page without storage keeps them too) and in localStorage beside
// the column layouts; forgotten on "Sign out", as which resources and fields a service has is
// nobody else's business.
import type { ColumnKind, ColumnSpec } from '../columns/columns'
import { readPreference, removePreferences, writePreference } from './preferences'

const keyPrefix = 'known-columns.'
const maxColumns = 200
const maxIdLength = 300
const kinds: readonly ColumnKind[] = ['timestamp', 'status']
const inMemory = new Map<string, readonly ColumnSpec[]>()

/** A resource name has no dot, so the key names one resource at one Base URL. */
export function knownColumnsKey(baseUrl: string, resourceName: string): string {
  return `${keyPrefix}${resourceName}.${baseUrl}`
}

const isName = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= maxIdLength

function parseColumn(value: unknown): ColumnSpec | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { id, attribute, kind, currencyFrom } = value as Record<string, unknown>
  if (!isName(id)) return undefined
  return {
    id,
    ...(isName(attribute) ? { attribute } : {}),
    ...(kinds.includes(kind as ColumnKind) ? { kind: kind as ColumnKind } : {}),
    ...(isName(currencyFrom) ? { currencyFrom } : {}),
  }
}

/** Storage can hold anything: only well-formed columns are read back, each id once. */
export function parseKnownColumns(value: unknown): ColumnSpec[] | undefined {
  if (!Array.isArray(value)) return undefined
  const seen = new Set<string>()
  const columns = value.slice(0, maxColumns).flatMap((item) => {
    const column = parseColumn(item)
    if (!column || seen.has(column.id)) return []
    seen.add(column.id)
    return [column]
  })
  return columns.length > 0 ? columns : undefined
}

export function readKnownColumns(
  baseUrl: string,
  resourceName: string,
): readonly ColumnSpec[] | undefined {
  const key = knownColumnsKey(baseUrl, resourceName)
  return inMemory.get(key) ?? readPreference(key, parseKnownColumns, undefined)
}

/** Keeps `columns` as the ones last known; writes only when they changed. */
export function rememberKnownColumns(
  baseUrl: string,
  resourceName: string,
  columns: readonly ColumnSpec[],
): void {
  if (columns.length === 0) return
  const key = knownColumnsKey(baseUrl, resourceName)
  const known = readKnownColumns(baseUrl, resourceName)
  inMemory.set(key, columns)
  if (JSON.stringify(known) !== JSON.stringify(columns)) writePreference(key, columns)
}

export function forgetKnownColumns(): void {
  inMemory.clear()
  removePreferences(keyPrefix)
}
