// What the console has seen of each attribute's values in this session, per scope (a service and
// resource), fed from the rows the list shows: the source of filter suggestions and of "did you
// mean" offers, at no extra request. Bounded, so a long session does not grow it without end.
import type { ListRecord } from '../api/normalize-list-response'
import { recordId } from '../api/list-rows'
import { maxFilterLength } from '../list-query'

export type ValueKind = 'text' | 'boolean' | 'date'

export interface SeenColumn {
  /** Distinct values as the service writes them (and as a filter must send them), first seen first. */
  values: readonly string[]
  /** 'boolean' when every value was true or false, 'date' when every one was a date (2026-10-17). */
  kind: ValueKind
  /** Few distinct values, each seen on several records (a status, a type, a currency). */
  few: boolean
}

export interface SeenValues {
  record: (scope: string, rows: readonly ListRecord[]) => void
  /** The same object until that attribute's values change, for `useSyncExternalStore`. */
  column: (scope: string, attribute: string) => SeenColumn | undefined
  subscribe: (listener: () => void) => () => void
  /** Changes whenever anything new is recorded. */
  version: () => number
}

export const fewValuesLimit = 20
const valuesLimit = 500
const attributesLimit = 64
const recordsLimit = 10_000
const dateOnly = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

interface Attribute {
  values: Set<string>
  /** Records (counted once each) holding a value here. */
  count: number
  boolean: boolean
  date: boolean
  column?: SeenColumn
}

interface Scope {
  records: Set<string>
  attributes: Map<string, Attribute>
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length <= maxFilterLength ? value : undefined
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return undefined
}

export function createSeenValues(): SeenValues {
  const scopes = new Map<string, Scope>()
  const listeners = new Set<() => void>()
  let version = 0

  const add = (scope: Scope, key: string, value: unknown): boolean => {
    const text = textOf(value)
    if (text === undefined || text === '') return false
    let attribute = scope.attributes.get(key)
    if (!attribute) {
      if (scope.attributes.size >= attributesLimit) return false
      attribute = { values: new Set(), count: 0, boolean: true, date: true }
      scope.attributes.set(key, attribute)
    }
    attribute.count++
    attribute.boolean &&= typeof value === 'boolean' || text === 'true' || text === 'false'
    attribute.date &&= dateOnly.test(text)
    if (!attribute.values.has(text) && attribute.values.size < valuesLimit)
      attribute.values.add(text)
    return true
  }

  return {
    record(scopeKey, rows) {
      let scope = scopes.get(scopeKey)
      if (!scope) {
        scope = { records: new Set(), attributes: new Map() }
        scopes.set(scopeKey, scope)
      }
      let changed = false
      for (const row of rows) {
        const id = recordId(row)
        if (id !== undefined) {
          if (scope.records.has(id)) continue
          if (scope.records.size < recordsLimit) scope.records.add(id)
        }
        for (const key of Object.keys(row)) changed = add(scope, key, row[key]) || changed
      }
      if (!changed) return
      version++
      for (const listener of listeners) listener()
    },
    column(scopeKey, key) {
      const attribute = scopes.get(scopeKey)?.attributes.get(key)
      if (!attribute) return undefined
      const { values, count, column } = attribute
      const kind = attribute.boolean ? 'boolean' : attribute.date ? 'date' : 'text'
      const few = values.size <= fewValuesLimit && count >= 2 * values.size
      // Values are only ever added, so the same number of them is the same values.
      if (column?.values.length !== values.size || column.kind !== kind || column.few !== few)
        attribute.column = { values: [...values], kind, few }
      return attribute.column
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    version: () => version,
  }
}
