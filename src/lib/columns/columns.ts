// Field lists are not documented, so columns come from the records themselves: the union of their
// keys in first-seen order, configured ones first, plain nested objects flattened one level.
import type { ListRecord } from '../api/normalize-list-response'
import type { AttributeUse } from '../api/query-refusal'
import { isValidAttribute } from '../list-query'
import { inferColumnHints, type ColumnKind } from './column-hints'
import { formatValue, type FormatOptions } from './format-value'

export type { ColumnKind } from './column-hints'

export interface ColumnSpec {
  /** `price`, or `customer.name` for a flattened nested field. */
  id: string
  /**
   * Top-level attribute the service can be asked to filter and sort by; nested fields cannot be,
   * nor a name a URL can't carry (see `isValidAttribute`).
   */
  attribute?: string
  /** What the service refused to do with the attribute: not offered, and said on the column. */
  refused?: readonly AttributeUse[]
  /** A field within a record the service has answered a filter by: it filters, never sorts. */
  filterOnly?: boolean
  /** Times (numbers read as epoch seconds or milliseconds) or status words, by name and values. */
  kind?: ColumnKind
  /** For an amount: the column holding each record's currency code. */
  currencyFrom?: string
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function readColumnValue(record: ListRecord, id: string): unknown {
  if (Object.hasOwn(record, id)) return record[id]
  const dot = id.indexOf('.')
  if (dot === -1) return undefined
  const parentKey = id.slice(0, dot)
  const parent = Object.hasOwn(record, parentKey) ? record[parentKey] : undefined
  const child = id.slice(dot + 1)
  return isPlainObject(parent) && Object.hasOwn(parent, child) ? parent[child] : undefined
}

export function inferColumns(
  records: readonly ListRecord[],
  configured: readonly string[] = [],
): ColumnSpec[] {
  const ids: string[] = [...configured]
  const seen = new Set(ids)
  const nestedParents = new Set<string>()
  const add = (id: string) => {
    if (!seen.has(id)) {
      seen.add(id)
      ids.push(id)
    }
  }
  for (const record of records) {
    for (const [key, value] of Object.entries(record)) {
      if (
        isPlainObject(value) &&
        Object.keys(value).length > 0 &&
        Object.keys(value).length <= 12
      ) {
        nestedParents.add(key)
        for (const child of Object.keys(value)) add(`${key}.${child}`)
      } else {
        add(key)
      }
    }
  }
  const present = (id: string) =>
    records.some((record) => readColumnValue(record, id) !== undefined)
  const kept = ids
    .filter((id) => !nestedParents.has(id))
    // A configured column none of these records has is noise, unless there are no records to go by.
    .filter((id, index) => index >= configured.length || records.length === 0 || present(id))
  const hints = inferColumnHints(kept, (id) => records.map((record) => readColumnValue(record, id)))
  return kept.map((id) => {
    const dot = id.indexOf('.')
    const flattened = dot !== -1 && nestedParents.has(id.slice(0, dot))
    const attribute = !flattened && isValidAttribute(id) ? { attribute: id } : {}
    return { id, ...attribute, ...hints.get(id) }
  })
}

const columnsPerPage = new WeakMap<
  readonly ListRecord[],
  { configured: readonly string[]; columns: readonly Readonly<ColumnSpec>[] }
>()

/**
 * `inferColumns` once per page of records: the table, the first view painted before it and the
 * next page's preparation while the browser is idle (prepare-page.ts) share what it found. They
 * pass the resource's own `configured` array: another array, even an equal one, infers again.
 */
export function pageColumns(
  records: readonly ListRecord[],
  configured: readonly string[],
): readonly Readonly<ColumnSpec>[] {
  const known = columnsPerPage.get(records)
  if (known?.configured === configured) return known.columns
  const columns = inferColumns(records, configured)
  columnsPerPage.set(records, { configured, columns })
  return columns
}

/**
 * The columns, with one more at the end for each filtered attribute none of them is: the column
 * being filtered keeps its filter input, even where no record has shown it yet.
 */
export function withFilteredColumns(
  columns: readonly ColumnSpec[],
  filters: Readonly<Record<string, string>>,
): readonly ColumnSpec[] {
  const ids = new Set(columns.map((column) => column.id))
  const missing = Object.keys(filters).filter((attribute) => !ids.has(attribute))
  if (missing.length === 0) return columns
  return [...columns, ...missing.map((attribute) => ({ id: attribute, attribute }))]
}

/** The columns, a field within a record that the service has answered a filter by filtering too. */
export function withAcceptedFilters(
  columns: readonly ColumnSpec[],
  accepted: ReadonlySet<string>,
): readonly ColumnSpec[] {
  if (accepted.size === 0) return columns
  return columns.map((column) =>
    column.attribute === undefined && accepted.has(column.id)
      ? { ...column, attribute: column.id, filterOnly: true }
      : column,
  )
}

/** The columns, each marked with what the service refused to do with its attribute. */
export function withRefusedAttributes(
  columns: readonly ColumnSpec[],
  refused: ReadonlyMap<string, readonly AttributeUse[]>,
): readonly ColumnSpec[] {
  if (refused.size === 0) return columns
  return columns.map((column) => {
    const uses = column.attribute === undefined ? undefined : refused.get(column.attribute)
    return uses ? { ...column, refused: uses } : column
  })
}

/**
 * Whether the column offers `use` (a sort button, a filter input): not where the service refused
 * it, unless the view uses it now, so that what is being typed or clicked stays until removed.
 */
export function offersUse(column: ColumnSpec, use: AttributeUse, inUse = false): boolean {
  if (use === 'sort' && column.filterOnly) return inUse
  return column.attribute !== undefined && (inUse || !column.refused?.includes(use))
}

/** Whether the column has a filter input in a view filtered by `filters`. */
export function offersFilter(
  column: ColumnSpec,
  filters: Readonly<Record<string, string>>,
): column is ColumnSpec & { attribute: string } {
  return offersUse(column, 'filter', Object.hasOwn(filters, column.attribute ?? ''))
}

/** A column's share of the cell options; the same for every row, so it can be memoised. */
export function columnFormatOptions(column: ColumnSpec, base: FormatOptions = {}): FormatOptions {
  if (column.kind === 'timestamp') return { ...base, asTimestamp: true }
  if (column.kind === 'status') return { ...base, asStatus: true, attribute: column.attribute }
  return base
}

/** A cell's options: its column's, plus the record's currency for an amount. */
export function cellFormatOptions(
  column: ColumnSpec,
  record: ListRecord,
  columnOptions: FormatOptions,
): FormatOptions {
  if (!column.currencyFrom) return columnOptions
  const currency = readColumnValue(record, column.currencyFrom)
  return typeof currency === 'string' ? { ...columnOptions, currency } : columnOptions
}

/** Sets up the formats a page's cells will need (Intl's are costly to create the first time). */
export function prepareCellFormats(records: readonly ListRecord[], columns: readonly ColumnSpec[]) {
  for (const column of columns) {
    if (!column.currencyFrom) continue
    for (const record of records) {
      const currency = readColumnValue(record, column.currencyFrom)
      if (typeof currency === 'string') formatValue(0, { currency })
    }
  }
}

/** Top-level time columns, which a list could be sorted by to go to a date. */
export function timeColumnsOf(columns: readonly ColumnSpec[]): ColumnSpec[] {
  return columns.filter((column) => column.attribute && column.kind === 'timestamp')
}

/**
 * The first sort's attribute when it is a time column: such a list can go to a date and shows
 * day separators along it.
 */
export function timeSortOf(
  columns: readonly ColumnSpec[],
  sorts: readonly { attribute: string }[],
): string | undefined {
  const first = sorts[0]?.attribute
  return timeColumnsOf(columns).some((column) => column.attribute === first) ? first : undefined
}
