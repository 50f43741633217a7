// Response bodies are undocumented, so rows and totals are looked for where services usually put
// them (CONTRACT.md "Response bodies"). Anything without an array is an error, never a crash.
import { ApiError } from './api-error'

export type ListRecord = Record<string, unknown>

export interface NormalizedList {
  rows: ListRecord[]
  total?: number
}

const rowKeys = ['data', 'items', 'results', 'records', 'content'] as const
const totalPaths: readonly (readonly string[])[] = [
  ['total'],
  ['totalCount'],
  ['total_count'],
  ['totalElements'],
  ['count'],
  ['meta', 'total'],
  ['pagination', 'total'],
  ['page', 'totalElements'],
]

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function own(object: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(object, key) ? object[key] : undefined
}

function findRows(body: Record<string, unknown>, resource: string): unknown[] | undefined {
  for (const key of [...rowKeys, resource]) {
    const value = own(body, key)
    if (Array.isArray(value)) return value
  }
  return Object.values(body).find(Array.isArray)
}

function readTotal(body: Record<string, unknown>): number | undefined {
  for (const path of totalPaths) {
    let value: unknown = body
    for (const key of path) value = isObject(value) ? own(value, key) : undefined
    const total = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
    if (typeof total === 'number' && Number.isSafeInteger(total) && total >= 0) return total
  }
  return undefined
}

function toRecord(row: unknown): ListRecord {
  return isObject(row) ? row : { value: row }
}

export function normalizeListResponse(body: unknown, resource: string): NormalizedList {
  if (Array.isArray(body)) return { rows: body.map(toRecord) }
  if (!isObject(body)) {
    throw new ApiError('unreadable', 'The service answered without a list of records.')
  }
  const rows = findRows(body, resource)
  if (!rows) throw new ApiError('unreadable', 'The service answered without a list of records.')
  return { rows: rows.map(toRecord), total: readTotal(body) }
}
