// Decodes a list request's query string the way the service documents it, with `qs` as most Node
// backends do, and rejects anything the documentation does not allow rather than guessing.
import qs from 'qs'

export interface ServiceSort {
  attribute: string
  direction: 'ASC' | 'DESC'
}

export interface ServiceQuery {
  page: number
  size: number
  filters: Array<{ attribute: string; value: string }>
  sorts: ServiceSort[]
}

export interface QueryProblem {
  parameter: string
  message: string
}

export type ParsedServiceQuery =
  { ok: true; query: ServiceQuery } | { ok: false; problem: QueryProblem }

export const maxPageSize = 20
export const defaultPageSize = 10
const maxParameters = 100
const forbiddenNames = new Set(['__proto__', 'constructor', 'prototype'])

type Family = 'pagination' | 'filters' | 'sorting'
const families: readonly Family[] = ['pagination', 'filters', 'sorting']

/** How `qs` is asked to decode: `filters[toString]` and `sorting[5]` are names, never arrays. */
export const qsOptions = {
  depth: 5,
  parseArrays: false,
  plainObjects: true,
  duplicates: 'combine',
  parameterLimit: maxParameters,
  strictNullHandling: false,
} as const satisfies qs.IParseOptions

function fail(parameter: string, message: string): ParsedServiceQuery {
  return { ok: false, problem: { parameter, message } }
}

function rawKeys(search: string): string[] {
  return search
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const key = pair.split('=')[0] ?? ''
      try {
        return decodeURIComponent(key.replace(/\+/g, ' '))
      } catch {
        return key
      }
    })
}

/**
 * `attributes` may be filtered and sorted by; `filterPaths` are dotted paths into a nested object
 * (`customer.email`) that may be filtered by only, as services that nest records commonly allow.
 */
export function parseServiceQuery(
  search: string,
  attributes: ReadonlySet<string>,
  filterPaths: ReadonlySet<string> = new Set(),
): ParsedServiceQuery {
  const query = search.startsWith('?') ? search.slice(1) : search
  const keys = rawKeys(query)
  if (keys.length > maxParameters) return fail('query', `at most ${maxParameters} parameters`)
  for (const key of keys) {
    const names = key.split(/[[\]]+/).filter(Boolean)
    if (names.some((name) => forbiddenNames.has(name))) {
      return fail(key, 'forbidden parameter name')
    }
  }

  const parsed = qs.parse(query, qsOptions) as Record<string, unknown>

  const result: ServiceQuery = { page: 0, size: defaultPageSize, filters: [], sorts: [] }
  for (const [name, value] of Object.entries(parsed)) {
    if (!families.includes(name as Family)) return fail(name, 'unknown parameter')
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return fail(name, `use bracket notation, e.g. ${name}[attribute]=value`)
    }
    for (const [member, memberValue] of Object.entries(value as Record<string, unknown>)) {
      const parameter = `${name}[${member}]`
      if (Array.isArray(memberValue)) return fail(parameter, 'repeated parameter')
      if (typeof memberValue !== 'string')
        return fail(parameter, 'nested parameters are not supported')
      const problem = applyMember(result, name as Family, member, memberValue, {
        attributes,
        filterPaths,
      })
      if (problem) return fail(parameter, problem)
    }
  }
  return { ok: true, query: result }
}

function applyMember(
  query: ServiceQuery,
  family: Family,
  member: string,
  value: string,
  known: { attributes: ReadonlySet<string>; filterPaths: ReadonlySet<string> },
): string | undefined {
  if (family === 'pagination') {
    if (member === 'page') {
      if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) {
        return 'must be an integer greater than or equal to 0'
      }
      query.page = Number(value)
      return undefined
    }
    if (member === 'size') {
      const size = Number(value)
      if (!/^\d+$/.test(value) || size < 1 || size > maxPageSize) {
        return `must be an integer from 1 to ${maxPageSize}`
      }
      query.size = size
      return undefined
    }
    return 'unknown pagination parameter (use page or size)'
  }
  if (family === 'filters' && known.filterPaths.has(member)) {
    query.filters.push({ attribute: member, value })
    return undefined
  }
  if (known.filterPaths.has(member)) return 'a nested field can be filtered by, not sorted by'
  if (!known.attributes.has(member)) return `unknown attribute "${member}"`
  if (family === 'filters') {
    query.filters.push({ attribute: member, value })
    return undefined
  }
  if (value !== 'ASC' && value !== 'DESC') return 'must be ASC or DESC'
  query.sorts.push({ attribute: member, direction: value })
  return undefined
}
