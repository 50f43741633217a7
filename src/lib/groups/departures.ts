// A day's departures: the list filtered to one day of a date-only column (a booking's
// `travelDate`, 'YYYY-MM-DD') and grouped by what travels (its product's name). Both columns are
// found from the values, so any resource with such a column has departures too.
import type { ListRecord } from '../api/normalize-list-response'
import { readColumnValue, type ColumnSpec } from '../columns/columns'

const datePattern = /^\d{4}-\d{2}-\d{2}$/
const present = (value: unknown) => value !== undefined && value !== null && value !== ''
/** At most this many values make a column one that groups (a type, a place, a tour). */
const fewValues = 12

function valuesOf(column: ColumnSpec, records: readonly ListRecord[]): unknown[] {
  return records.map((record) => readColumnValue(record, column.id)).filter(present)
}

/** The first top-level column whose values are all days written 'YYYY-MM-DD'. */
export function dateOnlyAttribute(
  columns: readonly ColumnSpec[],
  records: readonly ListRecord[],
): string | undefined {
  return columns.find((column) => {
    const values = valuesOf(column, records)
    return (
      column.attribute !== undefined &&
      values.length > 0 &&
      values.every((value) => typeof value === 'string' && datePattern.test(value))
    )
  })?.attribute
}

/**
 * What a day's departures are grouped by: a text column named as a name (`productName`), else
 * the first text column with few values (some of them shared).
 */
export function departureGroupAttribute(
  columns: readonly ColumnSpec[],
  records: readonly ListRecord[],
  dayAttribute: string,
): string | undefined {
  const texts = columns.filter((column) => {
    const values = valuesOf(column, records)
    return (
      column.attribute !== undefined &&
      column.attribute !== dayAttribute &&
      column.kind === undefined &&
      values.length > 0 &&
      values.every((value) => typeof value === 'string' && !datePattern.test(value))
    )
  })
  const named = texts.find((column) => /name$/i.test(column.id) && column.id.length > 4)
  if (named) return named.attribute
  return texts.find((column) => {
    const distinct = new Set(valuesOf(column, records)).size
    return distinct <= fewValues && distinct < valuesOf(column, records).length
  })?.attribute
}
