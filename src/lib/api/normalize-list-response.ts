// Response bodies are undocumented, so rows and totals are looked for where services usually put
// them (README, "Totals wherever services put them"). Anything without an array is an error, never
// a crash.
import { ApiError, failureText } from './api-error'

export type ListRecord = Record<string, unknown>

/** Where a total was found, when the body and a header both say one. */
export interface TotalSources {
  body?: number
  /** `X-Total-Count` or `Content-Range`, with the total it gave. */
  header?: { name: string; total: number }
}

export interface NormalizedList {
  rows: ListRecord[]
  /** The body's total, else a header's. */
  total?: number
  totals?: TotalSources
}

/** What the headers of a response offer here: `Headers`, or anything with its `get`. */
export interface HeaderSource {
  get: (name: string) => string | null
}

const rowKeys = ['data', 'items', 'results', 'records', 'content'] as const
const totalNames = ['total', 'totalCount', 'total_count', 'totalElements', 'count']
// At the top level, then one level down where services group paging facts (Strapi nests twice).
const totalParents = [[], ['meta'], ['pagination'], ['page'], ['meta', 'pagination']]
const totalPaths = totalParents.flatMap((parent) => totalNames.map((name) => [...parent, name]))

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
  // A 200 answer with `errors` (GraphQL's and JSON:API's failures) holds no records: its errors
  // are never shown as rows.
  if (Array.isArray(own(body, 'errors'))) return undefined
  return Object.values(body).find(Array.isArray)
}

function asTotal(value: unknown): number | undefined {
  const total = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value
  return typeof total === 'number' && Number.isSafeInteger(total) && total >= 0 ? total : undefined
}

function readTotal(body: Record<string, unknown>): number | undefined {
  for (const path of totalPaths) {
    let value: unknown = body
    for (const key of path) value = isObject(value) ? own(value, key) : undefined
    const total = asTotal(value)
    if (total !== undefined) return total
  }
  return undefined
}

// `items 0-9/240`, `items */240`, `*/240`; an unknown length (`0-9/*`) says nothing.
const contentRangePattern = /^\s*(?:[A-Za-z][\w-]*\s+)?(?:\d+\s*-\s*\d+|\*)\s*\/\s*(\d+)\s*$/

/** The total a response's headers give: `X-Total-Count`, else the length in `Content-Range`. */
export function readHeaderTotal(headers: HeaderSource | undefined): TotalSources['header'] {
  const count = asTotal(headers?.get('x-total-count') ?? undefined)
  if (count !== undefined) return { name: 'X-Total-Count', total: count }
  const range = contentRangePattern.exec(headers?.get('content-range') ?? '')
  const length = asTotal(range?.[1])
  return length === undefined ? undefined : { name: 'Content-Range', total: length }
}

function toRecord(row: unknown): ListRecord {
  return isObject(row) ? row : { value: row }
}

/** Rows and total from a list answer; where the body and a header disagree, the body wins. */
export function normalizeListResponse(
  body: unknown,
  resource: string,
  headers?: HeaderSource,
): NormalizedList {
  let rows: unknown[] | undefined
  let bodyTotal: number | undefined
  if (Array.isArray(body)) rows = body
  else if (isObject(body)) {
    rows = findRows(body, resource)
    bodyTotal = readTotal(body)
  }
  if (!rows) throw new ApiError('unreadable', failureText('misc.noList'))
  const header = readHeaderTotal(headers)
  const total = bodyTotal ?? header?.total
  const list: NormalizedList = { rows: rows.map(toRecord), total }
  if (header && bodyTotal !== undefined) list.totals = { body: bodyTotal, header }
  return list
}
