// How a cell shows a value: always as text (never HTML), with the exact value on hover where the
// shown text is shortened or localised.

export type ValueKind =
  'empty' | 'boolean' | 'number' | 'date' | 'datetime' | 'link' | 'text' | 'json'

export type TimeZoneChoice = 'local' | 'utc'

export interface FormatOptions {
  /** Zone for absolute times and calendar days; a per-user preference, never in the URL. */
  timeZone?: TimeZoneChoice
  /** Show timestamps as "3 hours ago" relative to this instant (ms since epoch). */
  relativeTo?: number
}

export interface FormattedValue {
  kind: ValueKind
  text: string
  /** Exact value, for the tooltip. */
  title?: string
  href?: string
  align: 'start' | 'end'
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/
const isoDateTime = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/
const maxText = 200

const formatters = new Map<string, Intl.DateTimeFormat>()
function dateTimeFormat(kind: 'date' | 'datetime' | 'exact' | 'day', timeZone: TimeZoneChoice) {
  const key = `${kind}:${timeZone}`
  let format = formatters.get(key)
  if (!format) {
    const zone = timeZone === 'utc' || kind === 'date' ? 'UTC' : undefined
    const options: Intl.DateTimeFormatOptions =
      kind === 'date'
        ? { dateStyle: 'medium' }
        : kind === 'datetime'
          ? { dateStyle: 'medium', timeStyle: 'short' }
          : kind === 'exact'
            ? { dateStyle: 'medium', timeStyle: 'medium' }
            : { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }
    format = new Intl.DateTimeFormat(undefined, { ...options, timeZone: zone })
    formatters.set(key, format)
  }
  return format
}

let numberFormat: Intl.NumberFormat | undefined
const getNumberFormat = () =>
  (numberFormat ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 6 }))

/** Counts for people: "5,000" in the reader's locale. */
export function formatCount(count: number): string {
  return getNumberFormat().format(count)
}
let relativeFormat: Intl.RelativeTimeFormat | undefined

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600_000],
  ['month', 30 * 24 * 3600_000],
  ['week', 7 * 24 * 3600_000],
  ['day', 24 * 3600_000],
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
]

export function formatRelative(date: Date, now: number): string {
  relativeFormat ??= new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' })
  const elapsed = date.getTime() - now
  for (const [unit, size] of relativeUnits) {
    if (Math.abs(elapsed) >= size || unit === 'second') {
      return relativeFormat.format(Math.round(elapsed / size), unit)
    }
  }
  return ''
}

export function parseTimestamp(value: unknown): Date | undefined {
  if (typeof value !== 'string' || !isoDateTime.test(value)) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date
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

function formatTimestamp(date: Date, options: FormatOptions): FormattedValue {
  const timeZone = options.timeZone ?? 'local'
  const title = `${dateTimeFormat('exact', 'local').format(date)} local time · ${dateTimeFormat('exact', 'utc').format(date)} UTC`
  const text =
    options.relativeTo !== undefined
      ? formatRelative(date, options.relativeTo)
      : `${dateTimeFormat('datetime', timeZone).format(date)}${timeZone === 'utc' ? ' UTC' : ''}`
  return { kind: 'datetime', text, title, align: 'start' }
}

export function formatValue(value: unknown, options: FormatOptions = {}): FormattedValue {
  if (value === null || value === undefined || value === '') {
    return { kind: 'empty', text: '—', align: 'start' }
  }
  if (typeof value === 'boolean')
    return { kind: 'boolean', text: value ? 'yes' : 'no', align: 'start' }
  if (typeof value === 'number' || typeof value === 'bigint') {
    return {
      kind: 'number',
      text: getNumberFormat().format(value),
      title: String(value),
      align: 'end',
    }
  }
  if (typeof value === 'string') {
    if (isoDate.test(value)) {
      const date = new Date(`${value}T00:00:00Z`)
      if (!Number.isNaN(date.getTime())) {
        return {
          kind: 'date',
          text: dateTimeFormat('date', 'utc').format(date),
          title: value,
          align: 'start',
        }
      }
    }
    const timestamp = parseTimestamp(value)
    if (timestamp) return formatTimestamp(timestamp, options)
    if (/^https?:\/\//i.test(value)) {
      try {
        const url = new URL(value)
        if (url.protocol === 'http:' || url.protocol === 'https:') {
          return {
            kind: 'link',
            text: truncate(value),
            title: value,
            href: url.href,
            align: 'start',
          }
        }
      } catch {
        // Not a URL after all: shown as text below.
      }
    }
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

/** The calendar day of a timestamp in the chosen zone, as a key and as words for a separator row. */
export function calendarDay(
  value: unknown,
  timeZone: TimeZoneChoice = 'local',
): { key: string; label: string } | undefined {
  const date = parseTimestamp(value)
  if (!date) return undefined
  const label = dateTimeFormat('day', timeZone).format(date)
  return { key: label, label: timeZone === 'utc' ? `${label} (UTC)` : label }
}
