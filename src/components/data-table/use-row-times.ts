import { useMemo } from 'react'
import { useClock } from '@/hooks/use-now'
import { useT } from '@/i18n/use-language'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { ColumnSpec } from '@/lib/columns/columns'
import type { TimeZoneChoice } from '@/lib/columns/format-value'
import { dayGroupsOf, relativeColumnTimes, rowNow, rowTimeFormsOf } from '@/lib/columns/row-times'

interface RowTimesInput {
  rows: readonly ListRecord[]
  columns: readonly ColumnSpec[]
  relativeTimeColumns: readonly string[]
  /** The date attribute the rows are separated by day along, if any. */
  separatorAttribute: string | undefined
  timeZone: TimeZoneChoice
  /** When the rows arrived: the first render reads their times beside it, as the painted view. */
  receivedAt: number
}

/**
 * The day separator above each row, and how each row's times read: beside the shared clock, so
 * that they tick (and agree with "Updated …"), one form per day group (lib/dates/time-forms.ts).
 */
export function useRowTimes({
  rows,
  columns,
  relativeTimeColumns,
  separatorAttribute,
  timeZone,
  receivedAt,
}: RowTimesInput) {
  // Once per page, zone and language, not on every render (a j/k selection re-renders the table).
  const t = useT()
  const days = useMemo(
    () => dayGroupsOf(rows, separatorAttribute, timeZone, t),
    [rows, separatorAttribute, timeZone, t],
  )
  const columnTimes = useMemo(
    () => relativeColumnTimes(rows, columns, relativeTimeColumns),
    [rows, columns, relativeTimeColumns],
  )
  const now = useClock(receivedAt, columnTimes.some(Boolean))
  const forms = useMemo(
    () =>
      rowTimeFormsOf(
        columnTimes,
        columns,
        rows.length,
        now,
        separatorAttribute ? { column: separatorAttribute, keys: days.keys } : undefined,
      ),
    [columnTimes, columns, rows.length, now, separatorAttribute, days],
  )
  return {
    separators: days.separators,
    /** Per row, its time forms and the instant they read beside. */
    rowTimes: (index: number) => {
      const rowForms = forms[index]
      return { timeForms: rowForms, now: rowNow(rowForms, now) }
    },
  }
}
