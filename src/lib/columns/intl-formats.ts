// Intl formats are costly to create (a locale set-up each), so each is made once per style,
// zone and locale. Locale and zone are explicit so tests can pin them; without one, the locale is
// the chosen language's (src/i18n/language.ts), the reader's variant of it where they have one.
import { currentLocale } from '@/i18n/language'

/** `locale`, or the chosen language's when none is given. */
export const localeOr = (locale: string | undefined): string => locale ?? currentLocale()

export type DateStyle = 'date' | 'time' | 'datetime' | 'exact' | 'day' | 'dayTime' | 'dayYearTime'
const dayTime: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
}
const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  exact: { dateStyle: 'medium', timeStyle: 'medium' },
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  // "17 Oct, 14:32" and "17 Oct 2025, 14:32": dateStyle cannot leave the year out.
  dayTime,
  dayYearTime: { ...dayTime, year: 'numeric' },
}

type IntlFormat =
  Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat | Intl.ListFormat
const formats = new Map<string, IntlFormat>()
export function cached<T extends IntlFormat>(key: string, create: () => T): T {
  let format = formats.get(key) as T | undefined
  if (!format) {
    format = create()
    formats.set(key, format)
  }
  return format
}

export function dateTimeFormat(
  style: DateStyle,
  zone: string | undefined,
  wanted?: string,
): Intl.DateTimeFormat {
  const locale = localeOr(wanted)
  return cached(`d:${style}:${zone}:${locale}`, () => {
    const options = { ...dateStyles[style], timeZone: zone }
    // The hour as the locale's own short time writes it at 9:00 ("09:00" in en-GB, "9.00" in
    // fi-FI, "9:00 AM" in en-US): field options alone would write "9:00" in all three.
    if (options.hour && /^\d\d/.test(dateTimeFormat('time', 'UTC', locale).format(9 * 3600_000)))
      options.hour = '2-digit'
    return new Intl.DateTimeFormat(locale, options)
  })
}

export function numberFormat(wanted?: string): Intl.NumberFormat {
  const locale = localeOr(wanted)
  return cached(`n:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }))
}

let currencyCodes: Set<string> | undefined
/** The upper-case ISO 4217 code, or undefined for anything Intl does not know as a currency. */
export function currencyCode(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^[A-Za-z]{3}$/.test(value)) return undefined
  const code = value.toUpperCase()
  currencyCodes ??= new Set(Intl.supportedValuesOf?.('currency') ?? [])
  return currencyCodes.size === 0 || currencyCodes.has(code) ? code : undefined
}
