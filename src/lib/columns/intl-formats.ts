// Intl formats are costly to create (a locale set-up each), so each is made once per style,
// zone and locale. Locale and zone are explicit so tests can pin them.

export type DateStyle = 'date' | 'time' | 'datetime' | 'exact' | 'day' | 'dayTime' | 'dayYearTime'
const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  exact: { dateStyle: 'medium', timeStyle: 'medium' },
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  // "17 Oct, 14:32" and "17 Oct 2025, 14:32": dateStyle cannot leave the year out.
  dayTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  dayYearTime: {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  },
}

// The hour as the locale's own short time writes it ("09:05" in en-GB, "9.05" in fi-FI, "9:05 AM"
// in en-US): field options alone would write "9:05" in all three.
function localeHour(locale: string | undefined): '2-digit' | 'numeric' {
  const hour = dateTimeFormat('time', 'UTC', locale)
    .formatToParts(Date.UTC(2000, 0, 1, 9))
    .find((part) => part.type === 'hour')?.value
  return hour?.length === 2 ? '2-digit' : 'numeric'
}

type IntlFormat = Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat
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
  locale?: string,
): Intl.DateTimeFormat {
  return cached(`d:${style}:${zone}:${locale}`, () => {
    const options = dateStyles[style]
    const hour = options.hour ? { hour: localeHour(locale) } : {}
    return new Intl.DateTimeFormat(locale, { ...options, ...hour, timeZone: zone })
  })
}

export const numberFormat = (locale?: string) =>
  cached(`n:${locale}`, () => new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }))

let currencyCodes: Set<string> | undefined
/** The upper-case ISO 4217 code, or undefined for anything Intl does not know as a currency. */
export function currencyCode(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^[A-Za-z]{3}$/.test(value)) return undefined
  const code = value.toUpperCase()
  currencyCodes ??= new Set(Intl.supportedValuesOf?.('currency') ?? [])
  return currencyCodes.size === 0 || currencyCodes.has(code) ? code : undefined
}
