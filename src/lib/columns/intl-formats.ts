// Intl formats are costly to create (a locale set-up each), so each is made once per style,
// zone and locale. Locale and zone are explicit so tests can pin them.

export type DateStyle = 'date' | 'datetime' | 'exact' | 'day'
const dateStyles: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  exact: { dateStyle: 'medium', timeStyle: 'medium' },
  day: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
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

export function dateTimeFormat(style: DateStyle, zone: string | undefined, locale?: string) {
  return cached(
    `d:${style}:${zone}:${locale}`,
    () => new Intl.DateTimeFormat(locale, { ...dateStyles[style], timeZone: zone }),
  )
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
