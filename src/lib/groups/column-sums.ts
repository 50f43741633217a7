// The sums a grouped list and a page's footer show: of each number column, money per currency and
// never across currencies. Which columns hold numbers, and which hold money in a record's
// currency, is read from the values, so a service whose fields are named otherwise (`pax`,
// `totalAmount`) is summed alike. Sums are exact to the values' decimals (no 0.1 + 0.2 drift).
import type { ListRecord } from '../api/normalize-list-response'
import { readColumnValue, type ColumnSpec } from '../columns/columns'
import { currencyCode } from '../columns/intl-formats'

export interface SummedColumn {
  id: string
  /** The column holding each record's currency: its values are summed per currency. */
  currencyFrom?: string
}

export type ColumnSum =
  | { kind: 'number'; total: number }
  /** Per currency code, in the order the currencies first came; `undefined` for no currency. */
  | { kind: 'money'; totals: Map<string | undefined, number> }

const idLike = /(^id$|Id$|_id$|^id_|Ids$)/
const present = (value: unknown) => value !== undefined && value !== null && value !== ''

/** Columns whose values are all plain numbers (ids and times aside), at least one present. */
export function summedColumns(
  columns: readonly ColumnSpec[],
  records: readonly ListRecord[],
): SummedColumn[] {
  const ids = new Set(columns.map((column) => column.id))
  const currencyColumns = columns.filter((column) => {
    const values = records.map((record) => readColumnValue(record, column.id)).filter(present)
    return values.length > 0 && values.every((value) => currencyCode(value) !== undefined)
  })
  return columns.flatMap((column) => {
    if (column.kind === 'timestamp' || idLike.test(column.id.slice(column.id.lastIndexOf('.') + 1)))
      return []
    const values = records.map((record) => readColumnValue(record, column.id)).filter(present)
    if (
      values.length === 0 ||
      !values.every((value) => typeof value === 'number' && isFinite(value))
    )
      return []
    // Named as an amount (columns.ts), or with fractions beside the one currency column there is.
    const fractional = values.some((value) => !Number.isInteger(value))
    const onlyCurrency = currencyColumns.length === 1 ? currencyColumns[0]!.id : undefined
    const currencyFrom =
      column.currencyFrom && ids.has(column.currencyFrom)
        ? column.currencyFrom
        : fractional
          ? onlyCurrency
          : undefined
    return [currencyFrom ? { id: column.id, currencyFrom } : { id: column.id }]
  })
}

function decimalsOf(value: number): number {
  const text = String(value)
  const exponent = /e-(\d+)$/.exec(text)
  if (exponent) return Number(exponent[1]) + (text.split('e')[0]!.split('.')[1]?.length ?? 0)
  return text.split('.')[1]?.length ?? 0
}

/** The sum of `values`, exact to their decimals (at most 12 of them). */
export function exactSum(values: readonly number[]): number {
  const decimals = Math.min(12, Math.max(0, ...values.map(decimalsOf)))
  const scale = 10 ** decimals
  const total = values.reduce((sum, value) => sum + Math.round(value * scale), 0)
  return total / scale
}

export function sumColumns(
  records: readonly ListRecord[],
  columns: readonly SummedColumn[],
): Map<string, ColumnSum> {
  const sums = new Map<string, ColumnSum>()
  for (const column of columns) {
    const values = (record: ListRecord) => {
      const value = readColumnValue(record, column.id)
      return typeof value === 'number' && isFinite(value) ? [value] : []
    }
    if (!column.currencyFrom) {
      sums.set(column.id, { kind: 'number', total: exactSum(records.flatMap(values)) })
      continue
    }
    const byCurrency = new Map<string | undefined, number[]>()
    for (const record of records) {
      const currency = currencyCode(readColumnValue(record, column.currencyFrom))
      const list = byCurrency.get(currency) ?? []
      list.push(...values(record))
      byCurrency.set(currency, list)
    }
    const totals = new Map([...byCurrency].map(([code, list]) => [code, exactSum(list)] as const))
    sums.set(column.id, { kind: 'money', totals })
  }
  return sums
}

/**
 * How many lines a page's sums take (a line per currency of a money column), worked out alike by
 * the painted first view and React, so that the room held for them fits them: 0 with no sums.
 */
export function pageSumLines(columns: readonly ColumnSpec[], records: readonly ListRecord[]) {
  const sums = sumColumns(records, summedColumns(columns, records))
  return Math.max(
    0,
    ...[...sums.values()].map((sum) => (sum.kind === 'number' ? 1 : sum.totals.size)),
  )
}
