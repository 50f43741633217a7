// Per row, how its time columns read at a given instant (the rule is lib/dates/time-forms.ts's),
// worked out the same way for the table and for the painted first view. A row whose forms stay
// the same keeps the same array, so a table row re-renders on a clock tick only when its text can
// change.
import type { Translate } from '@/i18n/catalog'
import type { ListRecord } from '../api/normalize-list-response'
import { timeFormsOf, type TimeForm } from '../dates/time-forms'
import { readTimestamp } from '../dates/timestamps'
import { readColumnValue, type ColumnSpec } from './columns'
import { calendarDay, type FormatOptions, type TimeZoneChoice } from './format-value'

/** Per column, the form of the row's time there (undefined for a column not read so). */
export type RowTimeForms = readonly (TimeForm | undefined)[]

const known = new Map<string, RowTimeForms>()
function interned(forms: (TimeForm | undefined)[]): RowTimeForms {
  const key = forms.join()
  let found = known.get(key)
  if (!found) {
    found = Object.freeze(forms)
    known.set(key, found)
  }
  return found
}

/** Per column, each row's time (ms) in the columns read beside the clock: read once per page. */
export function relativeColumnTimes(
  rows: readonly ListRecord[],
  columns: readonly ColumnSpec[],
  relativeColumns: readonly string[],
): (readonly (number | undefined)[] | undefined)[] {
  return columns.map((column) =>
    relativeColumns.includes(column.id)
      ? rows.map((record) => {
          const value = readColumnValue(record, column.id)
          const asTimestamp = column.kind === 'timestamp'
          return readTimestamp(value, { asTimestamp })?.date.getTime()
        })
      : undefined,
  )
}

/**
 * Per row, its time forms at `now`; undefined for every row when no column is read beside the
 * clock. The column `dayColumn` is the one the rows are grouped by day along (`dayKeys`).
 */
export function rowTimeFormsOf(
  columnTimes: readonly (readonly (number | undefined)[] | undefined)[],
  columns: readonly ColumnSpec[],
  rowCount: number,
  now: number,
  day?: { column: string; keys: readonly (string | undefined)[] },
): (RowTimeForms | undefined)[] {
  const perColumn = columnTimes.map(
    (times, index) =>
      times && timeFormsOf(times, now, columns[index]?.id === day?.column ? day?.keys : undefined),
  )
  if (perColumn.every((forms) => forms === undefined)) return new Array(rowCount).fill(undefined)
  return Array.from({ length: rowCount }, (_, row) =>
    interned(perColumn.map((forms) => forms?.[row])),
  )
}

/**
 * The instant a row's times read beside: `now` where one of them is relative; else `now` to the
 * minute (only its year still matters), so that such a row does not change on every tick.
 */
export function rowNow(forms: RowTimeForms | undefined, now: number): number | undefined {
  if (!forms) return undefined
  return forms.includes('relative') ? now : now - (now % 60_000)
}

/** A cell's options with the form its row's time takes there. */
export function timedCellOptions(
  options: FormatOptions,
  form: TimeForm | undefined,
  now: number | undefined,
): FormatOptions {
  return form === undefined || now === undefined
    ? options
    : { ...options, relativeTo: now, timeForm: form }
}

/**
 * The rows' days along `attribute` (each row's key), and the separator shown above the first row
 * of each day (its label, in the language `translate` is of); none without an attribute.
 */
export function dayGroupsOf(
  rows: readonly ListRecord[],
  attribute: string | undefined,
  timeZone: TimeZoneChoice,
  translate?: Translate,
) {
  const days = attribute
    ? rows.map((record) => calendarDay(readColumnValue(record, attribute), timeZone, { translate }))
    : []
  return {
    keys: days.map((day) => day?.key),
    separators: days.map((day, index) =>
      day && day.key !== days[index - 1]?.key ? day.label : undefined,
    ),
  }
}
