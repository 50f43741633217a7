// How a cell shows a value: always as text (never HTML), with the exact value on hover where the
// shown text is shortened or localised.

export type ValueKind =
  'empty' | 'boolean' | 'number' | 'date' | 'datetime' | 'link' | 'text' | 'json'

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

const numberFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 6 })
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' })
const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
})

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

export function formatValue(value: unknown): FormattedValue {
  if (value === null || value === undefined || value === '')
    return { kind: 'empty', text: '—', align: 'start' }
  if (typeof value === 'boolean')
    return { kind: 'boolean', text: value ? 'yes' : 'no', align: 'start' }
  if (typeof value === 'number' || typeof value === 'bigint') {
    const exact = String(value)
    return { kind: 'number', text: numberFormat.format(value), title: exact, align: 'end' }
  }
  if (typeof value === 'string') {
    if (isoDate.test(value)) {
      const date = new Date(`${value}T00:00:00Z`)
      if (!Number.isNaN(date.getTime())) {
        return { kind: 'date', text: dateFormat.format(date), title: value, align: 'start' }
      }
    }
    const timestamp = parseTimestamp(value)
    if (timestamp)
      return {
        kind: 'datetime',
        text: dateTimeFormat.format(timestamp),
        title: value,
        align: 'start',
      }
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

const dayFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
})

/** The reader's local calendar day of a timestamp, as a key and as words for a separator row. */
export function localDay(value: unknown): { key: string; label: string } | undefined {
  const date = parseTimestamp(value)
  if (!date) return undefined
  return {
    key: `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`,
    label: dayFormat.format(date),
  }
}
