// How a cell shows a value: always as text (never HTML), with the exact value on hover where the
// shown text is shortened or localised. Column hints (see columns.ts) say what a plain number or
// word means there: a time, an amount in the record's currency, a status. Its own words ("yes",
// "local time") are the language in force's.
import { t } from '@/i18n/i18n'
import type { Translate } from '@/i18n/catalog'
import { formatDateTime, formatRelative, formatTimeOfDay } from '../dates/format-time'
import { ungroupedTimeForm, type TimeForm } from '../dates/time-forms'
import {
  dayKey,
  parseDateOnly,
  readTimestamp,
  type ParsedTimestamp,
  type TimeZoneChoice,
  type ZoneOptions,
} from '../dates/timestamps'
import { cached, currencyCode, dateTimeFormat, localeOr, numberFormat } from './intl-formats'
import { statusText, statusTone, type StatusTone } from './value-status'
import { valueLabel } from './value-labels'

export { parseTimestamp, type TimeZoneChoice } from '../dates/timestamps'
export { formatRelative } from '../dates/format-time'
export type { TimeForm } from '../dates/time-forms'
export type { StatusTone } from './value-status'
export { currencyCode } from './intl-formats'

export type ValueKind =
  'empty' | 'boolean' | 'number' | 'date' | 'datetime' | 'link' | 'text' | 'json' | 'status'

export interface FormatOptions extends ZoneOptions {
  /**
   * "Now" (ms since epoch) for a time read beside the clock: "5 minutes ago", "14:32" or the date
   * and time with the year only when it is another than now's.
   */
  relativeTo?: number
  /** Which of those a time takes beside `relativeTo` (lib/dates/time-forms.ts); by default, as a
   * time in no day group. */
  timeForm?: TimeForm
  /** A BCP 47 locale; the reader's own when absent. */
  locale?: string
  /** The record's currency code, for an amount (see `ColumnSpec.currencyFrom`). */
  currency?: string
  /** Numbers here are epoch seconds or milliseconds (`ColumnSpec.kind === 'timestamp'`). */
  asTimestamp?: boolean
  /** Words here are a status, shown as a badge (`ColumnSpec.kind === 'status'`). */
  asStatus?: boolean
  /** The column's attribute: a status it knows reads in words (value-labels.ts). */
  attribute?: string
}

export interface FormattedValue {
  kind: ValueKind
  text: string
  /** Exact value, for the tooltip. */
  title?: string
  href?: string
  align: 'start' | 'end'
  /** Kind 'status' only. */
  tone?: StatusTone
  /** An amount shown in this currency (kind 'number'). */
  currency?: string
}

const maxText = 200

/** Counts for people: "5,000" in the reader's locale. */
export function formatCount(count: number, locale?: string): string {
  return numberFormat(locale).format(count)
}

function truncate(text: string): string {
  return text.length > maxText ? `${text.slice(0, maxText)}…` : text
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

function formatTimestamp(
  value: unknown,
  { date, zoneless, epoch }: ParsedTimestamp,
  options: FormatOptions,
): FormattedValue {
  const { locale } = options
  const exact = (zone: string | undefined) => dateTimeFormat('exact', zone, locale).format(date)
  const notes = [
    zoneless && t('table.zoneless'),
    epoch && t(epoch === 'seconds' ? 'table.epochS' : 'table.epochMs', { value: String(value) }),
  ].filter(Boolean)
  const times = t('table.exactTimes', { local: exact(options.localZone), utc: exact('UTC') })
  const title = [times, ...notes].join(' ')
  const { relativeTo } = options
  const form =
    relativeTo === undefined
      ? 'dateTime'
      : (options.timeForm ?? ungroupedTimeForm(date.getTime(), relativeTo))
  const text =
    form === 'relative' && relativeTo !== undefined
      ? formatRelative(date, relativeTo, options)
      : form === 'timeOfDay'
        ? formatTimeOfDay(date, options)
        : formatDateTime(date, options)
  return { kind: 'datetime', text, title, align: 'start' }
}

function formatNumber(value: number | bigint | string, options: FormatOptions): FormattedValue {
  const currency = currencyCode(options.currency)
  const locale = localeOr(options.locale)
  if (currency) {
    const format = cached(
      `c:${currency}:${locale}`,
      () => new Intl.NumberFormat(locale, { style: 'currency', currency }),
    )
    const amount = typeof value === 'string' ? Number(value) : value
    return {
      kind: 'number',
      text: format.format(amount),
      title: `${value} ${currency}`,
      align: 'end',
      currency,
    }
  }
  const text = typeof value === 'string' ? value : numberFormat(locale).format(value)
  return { kind: 'number', text, title: String(value), align: 'end' }
}

function formatLink(value: string): FormattedValue | undefined {
  try {
    const url = new URL(value)
    if (url.protocol === 'http:' || url.protocol === 'https:') {
      return { kind: 'link', text: truncate(value), title: value, href: url.href, align: 'start' }
    }
  } catch {
    // Not a URL after all: shown as text.
  }
  return undefined
}

/** Text shown in the viewer's locale: the cell keeps the value as the service sent it beside it. */
export function isLocalised({ kind }: FormattedValue): boolean {
  return kind === 'datetime' || kind === 'date' || kind === 'number' || kind === 'status'
}

export function formatValue(value: unknown, options: FormatOptions = {}): FormattedValue {
  if (value === null || value === undefined || value === '') {
    return { kind: 'empty', text: '—', align: 'start' }
  }
  if (typeof value === 'boolean')
    return { kind: 'boolean', text: t(value ? 'table.yes' : 'table.no'), align: 'start' }
  if (options.asTimestamp) {
    const epoch = readTimestamp(value, { asTimestamp: true })
    if (epoch) return formatTimestamp(value, epoch, options)
  }
  if (typeof value === 'number' || typeof value === 'bigint') return formatNumber(value, options)
  if (typeof value === 'string') {
    const day = parseDateOnly(value)
    if (day) {
      const text = dateTimeFormat('date', 'UTC', options.locale).format(
        Date.parse(`${day}T00:00:00Z`),
      )
      return { kind: 'date', text, title: value, align: 'start' }
    }
    const timestamp = readTimestamp(value)
    if (timestamp) return formatTimestamp(value, timestamp, options)
    if (options.asStatus && value.length <= 60) {
      const text = valueLabel(options.attribute, value) ?? statusText(value)
      return { kind: 'status', text, title: value, tone: statusTone(value), align: 'start' }
    }
    if (options.currency && /^-?\d+(\.\d+)?$/.test(value) && currencyCode(options.currency)) {
      return formatNumber(value, options)
    }
    const link = /^https?:\/\//i.test(value) ? formatLink(value) : undefined
    if (link) return link
    return {
      kind: 'text',
      text: truncate(value),
      title: value.length > 40 ? value.slice(0, 2000) : undefined,
      align: 'start',
    }
  }
  const json = safeJson(value)
  return { kind: 'json', text: truncate(json), title: json.slice(0, 2000), align: 'start' }
}

/**
 * The calendar day of a timestamp in the chosen zone: `key` is 'YYYY-MM-DD' (the same as
 * `dayKey`, which "Go to date" uses), `label` the words for a separator row.
 */
export function calendarDay(
  value: unknown,
  timeZone: TimeZoneChoice = 'local',
  options: { localZone?: string; locale?: string; translate?: Translate } = {},
): { key: string; label: string } | undefined {
  const key = dayKey(value, timeZone, options.localZone)
  if (!key) return undefined
  const label = dateTimeFormat('day', 'UTC', options.locale).format(Date.parse(`${key}T00:00:00Z`))
  const translate = options.translate ?? t
  return { key, label: timeZone === 'utc' ? translate('table.utcDay', { day: label }) : label }
}
