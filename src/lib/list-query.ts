// The single owner of the list wire format: the app's URL and the service request are both
// `serializeListQuery` of a `ListQuery`, and every search string parses into a valid one. An
// attribute is any name a record may have (`prénom`, `@type`), percent-encoded in its brackets;
// only what brackets can't carry (`[`, `]`, a lone surrogate) and prototype keys are left out.
// Filters live in a null-prototype record so no key can reach a prototype. A period (`from`,
// `to`, `tz`), `counts` and `group` are the console's own: written to the app's URL, never to a
// service request. Corrections
// are kept as message keys and values, worded where they are shown
// (src/features/resource-list/parts/states/link-corrections.tsx).
import { appendPeriod, isPeriodKey, parsePeriod, type Period } from './list-period'
import { appendViewParams, isViewParamKey, parseViewParams } from './list-view-params'

export type SortDirection = 'ASC' | 'DESC'

export interface SortKey {
  attribute: string
  direction: SortDirection
}

export interface ListQuery {
  page: number
  size: number
  filters: Readonly<Record<string, string>>
  sorts: readonly SortKey[]
  /** Only the records of these days (list-period.ts); the pager then counts the period's rows. */
  period?: Period
  /** The attributes the Counts region counts by, and the view's rows are grouped by. */
  counts?: string
  group?: string
}

/**
 * A part of a link that was dropped or changed: the key of the message that says so (a `states`
 * text, worded by the notice that shows it, which loads on demand) and its values.
 */
export interface Correction {
  key: CorrectionKey
  values: Readonly<Record<string, string | number>>
}

export type CorrectionKey =
  | 'states.notParameter'
  | 'states.twice'
  | 'states.badPage'
  | 'states.badSize'
  | 'states.sizeRange'
  | 'states.unknownPaging'
  | 'states.badAttribute'
  | 'states.badFilter'
  | 'states.readAs'
  | 'states.badDirection'
  | 'states.badDay'
  | 'states.swapped'
  | 'states.periodSort'
  | 'states.badZone'
  | 'states.zoneAlone'

function correction(key: CorrectionKey, values: Correction['values']): Correction {
  return { key, values }
}

export interface ParsedListQuery {
  query: ListQuery
  /** What was dropped or changed, for a person to act on; empty for a clean URL. */
  corrections: Correction[]
}

export const defaultPageSize = 10
export const minPageSize = 1
export const maxPageSize = 20
/**
 * The last page (0-based) a URL may name, and so the last one Next and Go to date lead to: 100
 * million pages hold a service of tens of millions of records at size 5, and page × size stays a
 * safe integer.
 */
export const maxPage = 99_999_999
export const maxFilterLength = 256
export const maxAttributeLength = 128
// Brackets would end or nest the key; a lone surrogate has no UTF-8 form to percent-encode.
const unusableInAttribute = /[[\]]|\p{Cs}/u
const forbiddenSegments = new Set(['__proto__', 'constructor', 'prototype'])
const keyPattern = /^(pagination|filters|sorting)\[([^[\]]*)\]$/
// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]/

export function emptyFilters(): Record<string, string> {
  return Object.create(null) as Record<string, string>
}

export function createListQuery(overrides: Partial<ListQuery> = {}): ListQuery {
  return {
    page: 0,
    size: defaultPageSize,
    sorts: [],
    ...overrides,
    filters: Object.assign(emptyFilters(), overrides.filters),
  }
}

export function isValidAttribute(attribute: string): boolean {
  return (
    attribute.length > 0 &&
    attribute.length <= maxAttributeLength &&
    !unusableInAttribute.test(attribute) &&
    // Also as a dotted segment: services that read dots as nesting would reach a prototype.
    !attribute.split('.').some((segment) => forbiddenSegments.has(segment))
  )
}

export function isValidFilterValue(value: string): boolean {
  return value.length > 0 && value.length <= maxFilterLength && !controlCharacters.test(value)
}

const describe = (key: string, value: string) =>
  `${key}=${value.length > 40 ? `${value.slice(0, 40)}…` : value}`

function parsePage(value: string): number | undefined {
  if (!/^\d+$/.test(value)) return undefined
  const page = Number(value)
  return page <= maxPage ? page : undefined
}

function parseSize(value: string): number | undefined {
  const trimmed = value.trim()
  if (!/^[+-]?\d+(\.\d+)?$/.test(trimmed)) return undefined
  return Math.min(maxPageSize, Math.max(minPageSize, Math.trunc(Number(trimmed))))
}

export function parseListQuery(search: string): ParsedListQuery {
  const params = new URLSearchParams(search)
  const occurrences = new Map<string, number>()
  for (const key of params.keys()) occurrences.set(key, (occurrences.get(key) ?? 0) + 1)

  const filters = emptyFilters()
  const sorts: SortKey[] = []
  let page = 0
  let size = defaultPageSize
  const corrections: Correction[] = []
  const reported = new Set<string>()

  const { period, corrections: periodCorrections } = parsePeriod(params)
  const { view, corrections: viewCorrections } = parseViewParams(params)
  corrections.push(...periodCorrections, ...viewCorrections)

  for (const [key, value] of params) {
    if (isPeriodKey(key) || isViewParamKey(key)) continue
    const match = keyPattern.exec(key)
    if (!match) {
      corrections.push(correction('states.notParameter', { param: describe(key, value) }))
      continue
    }
    if ((occurrences.get(key) ?? 0) > 1) {
      if (!reported.has(key)) corrections.push(correction('states.twice', { key }))
      reported.add(key)
      continue
    }
    const [, family, member = ''] = match
    if (family === 'pagination') {
      if (member === 'page') {
        const parsed = parsePage(value)
        if (parsed === undefined)
          corrections.push(correction('states.badPage', { value: value.slice(0, 40) }))
        page = parsed ?? 0
      } else if (member === 'size') {
        const parsed = parseSize(value)
        if (parsed === undefined) {
          corrections.push(
            correction('states.badSize', { value: value.slice(0, 40), size: defaultPageSize }),
          )
        } else if (String(parsed) !== value) {
          corrections.push(
            correction('states.sizeRange', { value: value.slice(0, 40), size: parsed }),
          )
        }
        size = parsed ?? defaultPageSize
      } else {
        corrections.push(correction('states.unknownPaging', { param: describe(key, value) }))
      }
      continue
    }
    if (!isValidAttribute(member)) {
      corrections.push(correction('states.badAttribute', { param: describe(key, value) }))
      continue
    }
    if (family === 'filters') {
      if (isValidFilterValue(value)) filters[member] = value
      else corrections.push(correction('states.badFilter', { param: describe(key, value) }))
      continue
    }
    const direction = value.toUpperCase()
    if (direction === 'ASC' || direction === 'DESC') {
      sorts.push({ attribute: member, direction })
      if (direction !== value)
        corrections.push(correction('states.readAs', { param: `${key}=${value}`, direction }))
    } else {
      corrections.push(correction('states.badDirection', { param: describe(key, value) }))
    }
  }
  const query: ListQuery = { page, size, filters, sorts, ...(period ? { period } : {}), ...view }
  return { query, corrections }
}

export interface SerializeOptions {
  /**
   * For a service request: page and size written explicitly, and no period, counts or group. The
   * app's URL leaves defaults out and carries them.
   */
  explicitPagination?: boolean
}

export function serializeListQuery(query: ListQuery, options: SerializeOptions = {}): string {
  const params = new URLSearchParams()
  if (!options.explicitPagination) appendPeriod(params, query.period)
  // A name no URL may carry never gets into one, whatever put it in the query.
  for (const [attribute, value] of Object.entries(query.filters)) {
    if (isValidAttribute(attribute)) params.append(`filters[${attribute}]`, value)
  }
  for (const { attribute, direction } of query.sorts)
    if (isValidAttribute(attribute)) params.append(`sorting[${attribute}]`, direction)
  if (options.explicitPagination || query.page !== 0)
    params.append('pagination[page]', String(query.page))
  if (options.explicitPagination || query.size !== defaultPageSize) {
    params.append('pagination[size]', String(query.size))
  }
  if (!options.explicitPagination) appendViewParams(params, query)
  // Brackets and a period's zone (`tz=Europe/Athens`) stay readable; the rest stays encoded.
  return params
    .toString()
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']')
    .replace(/(^|&)tz=[^&]*/, (zone) => zone.replace(/%2F/g, '/'))
}

/** Sorts the service is asked for: the URL's, or the resource's default when the URL has none. */
export function effectiveSorts(query: ListQuery, defaultSorts: readonly SortKey[]) {
  return query.sorts.length > 0 ? query.sorts : defaultSorts
}

export function sameSorts(left: readonly SortKey[], right: readonly SortKey[]): boolean {
  return (
    left.length === right.length &&
    left.every(
      (sort, index) =>
        sort.attribute === right[index]?.attribute && sort.direction === right[index]?.direction,
    )
  )
}
