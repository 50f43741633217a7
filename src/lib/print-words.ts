// A list view as a printed sheet says it: which records (its filters, its period with the zone of
// its days, its grouping) in one line, when it was printed, and what the Print button prints.
// Paper outlives the screen it came from, so its days always say their year and its period always
// names its zone. Words are the language in force's (the toolbar's area, loaded with this module).
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/toolbar'
import { columnLabel } from './columns/column-labels'
import type { ColumnSpec } from './columns/columns'
import { valueLabel } from './columns/value-labels'
import { statusText } from './columns/value-status'
import { formatDateTime } from './dates/format-time'
import { describePeriod } from './dates/period-words'
import type { TimeZoneChoice } from './dates/timestamps'
import type { ListQuery } from './list-query'

const separator = ' · '
// No day is in year 0: describePeriod then writes every day with its year.
const yearOfNoDay = '0000-01-01'

export interface PrintedViewInput {
  query: Pick<ListQuery, 'filters' | 'period' | 'group'>
  /** The list's columns: a filter reads as its column's header and cells do. */
  columns: readonly Pick<ColumnSpec, 'id' | 'attribute' | 'kind'>[]
  /** The zone the viewer reads days in (`UTC` while "UTC times" is on); a period's own wins. */
  viewerZone: string | undefined
  locale?: string
}

function filterWords(attribute: string, value: string, input: PrintedViewInput): string {
  const column = input.columns.find((spec) => (spec.attribute ?? spec.id) === attribute)
  const label = columnLabel(column?.id ?? attribute)
  const shown =
    valueLabel(attribute, value) ?? (column?.kind === 'status' ? statusText(value) : value)
  return t('toolbar.printFilter', { label, value: shown })
}

/** "Status: Confirmed · 24 – 30 Nov 2026 (days in UTC)"; "No filters" for the whole list. */
export function printedViewWords(input: PrintedViewInput): string {
  const { filters, period, group } = input.query
  const parts = Object.entries(filters).map(([attribute, value]) =>
    filterWords(attribute, value, input),
  )
  if (period !== undefined) {
    const days = describePeriod(period, { locale: input.locale, today: yearOfNoDay })
    const zone = period.zone ?? input.viewerZone
    parts.push(zone === undefined ? days : t('toolbar.printPeriod', { days, zone }))
  }
  if (group !== undefined) parts.push(t('toolbar.printGroup', { label: columnLabel(group) }))
  return parts.length === 0 ? t('toolbar.printNoFilters') : parts.join(separator)
}

export interface PrintedScope {
  /** A grouped view prints every record of the view; any other, the page shown. */
  grouped: boolean
  /** The records printed, counted in words: "10 bookings". */
  records: string
}

/** What the Print button prints: "Prints this page (10 bookings)". */
export function printDescription({ grouped, records }: PrintedScope): string {
  return grouped ? t('toolbar.printGrouped', { records }) : t('toolbar.printThisPage', { records })
}

export interface PrintedAtInput extends PrintedScope {
  at: Date
  /** The page printed, 0-based as in the URL. */
  page: number
  timeZone: TimeZoneChoice
  locale?: string
}

/** "Printed 29 Nov 2026, 09:15 · page 1, 10 bookings" at the foot of a sheet's heading. */
export function printedAtWords(input: PrintedAtInput): string {
  const { at, timeZone, locale, records } = input
  const time = formatDateTime(at, { timeZone, locale })
  return input.grouped
    ? t('toolbar.printedAll', { time, records })
    : t('toolbar.printedPage', { time, page: String(input.page + 1), records })
}
