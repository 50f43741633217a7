// The one owner of the wire format (README "Lists bound to the URL"): the app's URL and the service
// request are both `serializeListQuery` of a `ListQuery`, and every search string, however odd,
// parses into a valid one. Filters live in a null-prototype record so no key can reach a prototype.

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
}

export interface ParsedListQuery {
  query: ListQuery
  /** What was dropped or changed, in words a person can act on; empty for a clean URL. */
  corrections: string[]
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
const attributePattern = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/
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
    attributePattern.test(attribute) &&
    !attribute.split('.').some((segment) => forbiddenSegments.has(segment))
  )
}

export function isValidFilterValue(value: string): boolean {
  return value.length > 0 && value.length <= maxFilterLength && !controlCharacters.test(value)
}

function describe(key: string, value: string): string {
  const shown = value.length > 40 ? `${value.slice(0, 40)}…` : value
  return `${key}=${shown}`
}

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
  const corrections: string[] = []
  const reported = new Set<string>()

  for (const [key, value] of params) {
    const match = keyPattern.exec(key)
    if (!match) {
      corrections.push(`ignored ${describe(key, value)} (not a list parameter)`)
      continue
    }
    if ((occurrences.get(key) ?? 0) > 1) {
      if (!reported.has(key)) corrections.push(`ignored ${key} (given more than once)`)
      reported.add(key)
      continue
    }
    const [, family, member = ''] = match
    if (family === 'pagination') {
      if (member === 'page') {
        const parsed = parsePage(value)
        if (parsed === undefined)
          corrections.push(`page "${value.slice(0, 40)}" is not valid; showing the first page`)
        page = parsed ?? 0
      } else if (member === 'size') {
        const parsed = parseSize(value)
        if (parsed === undefined) {
          corrections.push(
            `page size "${value.slice(0, 40)}" is not a number; using ${defaultPageSize}`,
          )
        } else if (String(parsed) !== value) {
          corrections.push(`page size ${value.slice(0, 40)} is out of range; using ${parsed}`)
        }
        size = parsed ?? defaultPageSize
      } else {
        corrections.push(`ignored ${describe(key, value)} (unknown pagination parameter)`)
      }
      continue
    }
    if (!isValidAttribute(member)) {
      corrections.push(`ignored ${describe(key, value)} (not a valid attribute name)`)
      continue
    }
    if (family === 'filters') {
      if (isValidFilterValue(value)) filters[member] = value
      else
        corrections.push(`ignored ${describe(key, value)} (empty, too long or unprintable value)`)
      continue
    }
    const direction = value.toUpperCase()
    if (direction === 'ASC' || direction === 'DESC') {
      sorts.push({ attribute: member, direction })
      if (direction !== value) corrections.push(`${key}=${value} read as ${direction}`)
    } else {
      corrections.push(`ignored ${describe(key, value)} (sort direction must be ASC or DESC)`)
    }
  }
  return { query: { page, size, filters, sorts }, corrections }
}

export interface SerializeOptions {
  /** Service requests carry page and size explicitly; the app's URL leaves defaults out. */
  explicitPagination?: boolean
}

export function serializeListQuery(query: ListQuery, options: SerializeOptions = {}): string {
  const params = new URLSearchParams()
  for (const [attribute, value] of Object.entries(query.filters)) {
    params.append(`filters[${attribute}]`, value)
  }
  for (const { attribute, direction } of query.sorts)
    params.append(`sorting[${attribute}]`, direction)
  if (options.explicitPagination || query.page !== 0)
    params.append('pagination[page]', String(query.page))
  if (options.explicitPagination || query.size !== defaultPageSize) {
    params.append('pagination[size]', String(query.size))
  }
  // Brackets stay readable; URLSearchParams reads them back either way.
  return params.toString().replace(/%5B/g, '[').replace(/%5D/g, ']')
}

/** Sorts the service is asked for: the URL's, or the resource's default when the URL has none. */
export function effectiveSorts(
  query: ListQuery,
  defaultSorts: readonly SortKey[],
): readonly SortKey[] {
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

export interface SortChange {
  attribute: string
  /** Shift+click: add to or change within the existing sort keys instead of replacing them. */
  multi: boolean
}

/**
 * Click cycle ASC -> DESC -> unsorted. Where unsorted would fall back to a default sort on the same
 * column, the click toggles direction instead. Returns the sorts to put in the URL (default = none).
 */
export function nextSortState(
  urlSorts: readonly SortKey[],
  change: SortChange,
  defaultSorts: readonly SortKey[] = [],
): SortKey[] {
  const current = urlSorts.length > 0 ? urlSorts : defaultSorts
  const existing = current.find((sort) => sort.attribute === change.attribute)
  const advanced: SortDirection | undefined = !existing
    ? 'ASC'
    : existing.direction === 'ASC'
      ? 'DESC'
      : undefined
  let next: SortKey[]
  if (change.multi) {
    next = existing
      ? current.flatMap((sort) =>
          sort.attribute !== change.attribute
            ? [sort]
            : advanced
              ? [{ ...sort, direction: advanced }]
              : [],
        )
      : [...current, { attribute: change.attribute, direction: 'ASC' }]
  } else {
    next = advanced ? [{ attribute: change.attribute, direction: advanced }] : []
  }
  if (next.length === 0 && existing && defaultSorts[0]?.attribute === change.attribute) {
    next = [
      { attribute: change.attribute, direction: existing.direction === 'ASC' ? 'DESC' : 'ASC' },
    ]
  }
  return sameSorts(next, defaultSorts) ? [] : next
}

export function withFilter(query: ListQuery, attribute: string, value: string): ListQuery {
  const filters = Object.assign(emptyFilters(), query.filters)
  if (value === '') delete filters[attribute]
  else filters[attribute] = value
  return { ...query, filters, page: 0 }
}

export function withSorts(query: ListQuery, sorts: readonly SortKey[]): ListQuery {
  return { ...query, sorts, page: 0 }
}
