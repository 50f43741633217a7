// Filtering, sorting and paging over in-memory records. A page near the start is picked with a
// bounded insertion buffer (one pass, no full sort); deeper pages sort once and reuse the result.
import type { ServiceQuery, ServiceSort } from './service-query.ts'

export type DemoRecord = Record<string, unknown> & { id: string }

export interface ListResult<T> {
  rows: T[]
  total: number
}

const partialSelectionLimit = 2000
const cacheLimit = 12

function compareValues(left: unknown, right: unknown): number {
  const leftMissing = left === null || left === undefined
  const rightMissing = right === null || right === undefined
  if (leftMissing || rightMissing) return leftMissing === rightMissing ? 0 : leftMissing ? 1 : -1
  if (typeof left === 'number' && typeof right === 'number') return left - right
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right)
  const leftText = String(left)
  const rightText = String(right)
  return leftText < rightText ? -1 : leftText > rightText ? 1 : 0
}

export function createComparator(sorts: readonly ServiceSort[]) {
  return (left: DemoRecord, right: DemoRecord): number => {
    for (const { attribute, direction } of sorts) {
      const leftValue = left[attribute]
      const rightValue = right[attribute]
      const missing =
        leftValue === null ||
        leftValue === undefined ||
        rightValue === null ||
        rightValue === undefined
      const order = compareValues(leftValue, rightValue)
      // Missing values stay last whichever way the column is sorted.
      if (order !== 0) return direction === 'DESC' && !missing ? -order : order
    }
    return left.id < right.id ? -1 : left.id > right.id ? 1 : 0
  }
}

function selectFirst<T>(rows: readonly T[], count: number, compare: (a: T, b: T) => number): T[] {
  const best: T[] = []
  for (const row of rows) {
    if (best.length === count && compare(row, best[count - 1] as T) >= 0) continue
    let low = 0
    let high = best.length
    while (low < high) {
      const middle = (low + high) >>> 1
      if (compare(row, best[middle] as T) < 0) high = middle
      else low = middle + 1
    }
    best.splice(low, 0, row)
    if (best.length > count) best.pop()
  }
  return best
}

class LruCache<V> {
  private readonly entries = new Map<string, V>()
  constructor(private readonly limit: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key)
    if (value !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }
  set(key: string, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    if (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value
      if (oldest !== undefined) this.entries.delete(oldest)
    }
  }
}

/** A top-level attribute, else a dotted path into a nested object (`customer.email`). */
function valueAt(record: DemoRecord, attribute: string): unknown {
  if (Object.hasOwn(record, attribute)) return record[attribute]
  let value: unknown = record
  for (const name of attribute.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, name)) return undefined
    value = (value as Record<string, unknown>)[name]
  }
  return value
}

export function createRecordList<T extends DemoRecord>(records: readonly T[]) {
  const filtered = new LruCache<readonly T[]>(cacheLimit)
  const sorted = new LruCache<readonly T[]>(cacheLimit)

  function filter(query: ServiceQuery): readonly T[] {
    if (query.filters.length === 0) return records
    const key = JSON.stringify(query.filters)
    const cached = filtered.get(key)
    if (cached) return cached
    const rows = records.filter((record) =>
      query.filters.every(({ attribute, value }) => {
        const field = valueAt(record, attribute)
        return (
          field !== null &&
          field !== undefined &&
          typeof field !== 'object' &&
          String(field) === value
        )
      }),
    )
    filtered.set(key, rows)
    return rows
  }

  return function list(query: ServiceQuery): ListResult<T> {
    const rows = filter(query)
    const start = query.page * query.size
    if (start >= rows.length) return { rows: [], total: rows.length }
    const end = start + query.size
    const sortKey = JSON.stringify([query.filters, query.sorts])
    const fullySorted = sorted.get(sortKey)
    if (fullySorted) return { rows: fullySorted.slice(start, end), total: rows.length }
    const compare = createComparator(query.sorts)
    if (end <= partialSelectionLimit && end * 8 < rows.length) {
      return { rows: selectFirst(rows, end, compare).slice(start), total: rows.length }
    }
    const all = [...rows].sort(compare)
    sorted.set(sortKey, all)
    return { rows: all.slice(start, end), total: rows.length }
  }
}

export function scalarAttributes(records: readonly DemoRecord[]): Set<string> {
  const attributes = new Set<string>()
  for (const record of records.slice(0, 100)) {
    for (const [name, value] of Object.entries(record)) {
      if (value === null || typeof value !== 'object') attributes.add(name)
    }
  }
  return attributes
}
