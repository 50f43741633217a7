// Times as people read them: relative to now ("3 hours ago"), the time of day, or the date and
// time, in the chosen zone. Which of them a table cell takes is lib/dates/time-forms.ts's choice.
import { cached, dateTimeFormat, localeOr } from '../columns/intl-formats'
import { dayKeyOf, daysBetween, intlZone, type ZoneOptions } from './timestamps'

const dayMs = 86_400_000

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['hour', 3600_000],
  ['minute', 60_000],
  ['second', 1000],
]
const calendarUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365],
  ['month', 30],
  ['week', 7],
  ['day', 1],
]

/**
 * "3 hours ago" under a day; from a day on, calendar days in the chosen zone ("yesterday" is the
 * day before today there, as the day separators say, not 24 hours ago), then weeks, months, years.
 */
export function formatRelative(
  date: Date,
  now: number,
  options: ZoneOptions & { locale?: string } = {},
): string {
  const locale = localeOr(options.locale)
  const format = cached(
    `r:${locale}`,
    () => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  )
  const elapsed = date.getTime() - now
  const days =
    Math.abs(elapsed) < dayMs
      ? 0
      : daysBetween(dayKeyOf(new Date(now), options), dayKeyOf(date, options))
  if (days !== 0) {
    const [unit, size] = calendarUnits.find(([, size]) => Math.abs(days) >= size)!
    return format.format(Math.round(days / size), unit)
  }
  const [unit, size] =
    relativeUnits.find(([, size]) => Math.abs(elapsed) >= size) ?? relativeUnits.at(-1)!
  return format.format(Math.round(elapsed / size), unit)
}

/**
 * The date and the time in the chosen zone. Beside a `relativeTo` instant, the year is written
 * only when it is another than that instant's there: "17 Oct, 14:32", "17 Oct 2025, 14:32".
 */
export function formatDateTime(
  date: Date,
  options: ZoneOptions & { locale?: string; relativeTo?: number },
): string {
  const { relativeTo, locale } = options
  const zone = intlZone(options)
  const style =
    relativeTo === undefined
      ? 'datetime'
      : dayKeyOf(date, options).slice(0, 4) === dayKeyOf(new Date(relativeTo), options).slice(0, 4)
        ? 'dayTime'
        : 'dayYearTime'
  const text = dateTimeFormat(style, zone, locale).format(date)
  return options.timeZone === 'utc' ? `${text} UTC` : text
}

/** The time of day in the chosen zone: "14:32", "2:32 PM" (the day is said elsewhere). */
export function formatTimeOfDay(date: Date, options: ZoneOptions & { locale?: string }): string {
  const text = dateTimeFormat('time', intlZone(options), options.locale).format(date)
  return options.timeZone === 'utc' ? `${text} UTC` : text
}
