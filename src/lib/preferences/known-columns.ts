// The columns last inferred from a resource's records, per Base URL: a view that finds nothing,
// even the first one after a reload or from a shared link, keeps the table's shape and its filter
// inputs. Kept in memory (so a page without storage keeps them too) and where the keys are
// (sessionStorage unless the session is remembered); forgotten when the session ends, as which
// resources and fields a service has is nobody else's business.
import type { ColumnSpec } from '../columns/columns'
import { isValidAttribute } from '../list-query'
import {
  parsePreference,
  readSessionPreference,
  removeSessionPreferences,
  writeSessionPreference,
} from './preferences'

const keyPrefix = 'known-columns.'
const maxColumns = 200
const maxIdLength = 300
const inMemory = new Map<string, readonly ColumnSpec[]>()

/** A resource name has no dot, so the key names one resource at one Base URL. */
export function knownColumnsKey(baseUrl: string, resourceName: string): string {
  return `${keyPrefix}${resourceName}.${baseUrl}`
}

const name = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && value.length <= maxIdLength

/** Storage can hold anything: only well-formed columns are read back, each id once. */
export function parseKnownColumns(value: unknown): ColumnSpec[] | undefined {
  if (!Array.isArray(value)) return undefined
  const columns = new Map<string, ColumnSpec>()
  for (const item of value.slice(0, maxColumns)) {
    const { id, attribute, kind, currencyFrom } = (item ?? {}) as Record<string, unknown>
    if (!name(id) || columns.has(id)) continue
    columns.set(id, {
      id,
      attribute: name(attribute) && isValidAttribute(attribute) ? attribute : undefined,
      kind: kind === 'timestamp' || kind === 'status' ? kind : undefined,
      currencyFrom: name(currencyFrom) ? currencyFrom : undefined,
    })
  }
  return columns.size > 0 ? [...columns.values()] : undefined
}

export function readKnownColumns(
  baseUrl: string,
  resourceName: string,
): readonly ColumnSpec[] | undefined {
  const key = knownColumnsKey(baseUrl, resourceName)
  return (
    inMemory.get(key) ?? parsePreference(readSessionPreference(key), parseKnownColumns, undefined)
  )
}

/** Keeps `columns` as the ones last known; writes once a page load, then when they change. */
export function rememberKnownColumns(
  baseUrl: string,
  resourceName: string,
  columns: readonly ColumnSpec[],
): void {
  if (columns.length === 0) return
  const key = knownColumnsKey(baseUrl, resourceName)
  if (JSON.stringify(inMemory.get(key)) === JSON.stringify(columns)) return
  inMemory.set(key, columns)
  writeSessionPreference(key, columns)
}

export function forgetKnownColumns(): void {
  inMemory.clear()
  removeSessionPreferences(keyPrefix)
}
