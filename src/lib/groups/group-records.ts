// A view's records grouped by one attribute's value, as a grouped list shows them: groups in the
// order of their values (numbers by size, words as the reader's language sorts them), records
// within a group in the list's order, the records without the value last, in a group of their own.
import type { ListRecord } from '../api/normalize-list-response'

export interface RecordGroup {
  /** The value's identity: records whose values are the same JSON share a group. */
  key: string
  /** The value as records hold it; undefined for the group of records without one. */
  value: unknown
  records: ListRecord[]
}

/** The key of the group of records that lack the value (absent, null or empty). */
export const noValueKey = '\u0000none'

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== ''

function groupKey(value: unknown): string {
  if (!hasValue(value)) return noValueKey
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

const rank = (value: unknown) =>
  typeof value === 'number' ? 0 : typeof value === 'boolean' ? 1 : typeof value === 'string' ? 2 : 3

/** How two values of a column compare: by kind, then numbers by size, words by `collator`. */
export function compareValues(left: unknown, right: unknown, collator: Intl.Collator): number {
  const byKind = rank(left) - rank(right)
  if (byKind !== 0) return byKind
  if (typeof left === 'number' && typeof right === 'number')
    return Number.isNaN(left) ? 1 : Number.isNaN(right) ? -1 : left - right
  if (typeof left === 'boolean' && typeof right === 'boolean') return Number(left) - Number(right)
  const words = collator.compare(String(left), String(right))
  return words !== 0 ? words : groupKey(left) < groupKey(right) ? -1 : 1
}

export function groupRecords(
  records: readonly ListRecord[],
  valueOf: (record: ListRecord) => unknown,
  collator: Intl.Collator = new Intl.Collator(undefined, { numeric: true }),
): RecordGroup[] {
  const groups = new Map<string, RecordGroup>()
  for (const record of records) {
    const value = valueOf(record)
    const key = groupKey(value)
    let group = groups.get(key)
    if (!group) {
      group = { key, value: hasValue(value) ? value : undefined, records: [] }
      groups.set(key, group)
    }
    group.records.push(record)
  }
  return [...groups.values()].sort((left, right) => {
    if (left.key === right.key) return 0
    if (left.key === noValueKey) return 1
    if (right.key === noValueKey) return -1
    return compareValues(left.value, right.value, collator)
  })
}
