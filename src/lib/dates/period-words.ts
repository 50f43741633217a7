// A period in words, in the reader's locale: its days ("Tue 25 Nov", "19–25 Nov", "since 19 Nov")
// and its count ("142 bookings on Tue 25 Nov"). A period's days are calendar days written
// 'YYYY-MM-DD', formatted at midnight UTC so that no zone (and no DST change) moves them. The
// presets ("Today", "Yesterday", "Last 7 days") start from today in the zone the list reads days in.
// Its words are the language in force's (the catalog's period area, loaded with this module).
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/period'
import { formatCount } from '../columns/format-value'
import { cached, localeOr } from '../columns/intl-formats'
import { addDays, type Period } from '../list-period'
import { dayKeyOf, type ZoneOptions } from './timestamps'

export interface PeriodWordsOptions {
  /** The reader's locale; the runtime's when absent. */
  locale?: string
  /** 'YYYY-MM-DD' of today: days of another year say their year. */
  today: string
}

export interface Nouns {
  singular: string
  plural: string
  /** The records counted in the language in force ("142 Buchungen"), when the catalog has them. */
  count?: (count: number) => string
}

const atMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`)

function dayFormat(kind: 'day' | 'weekday', withYear: boolean, wanted?: string) {
  const locale = localeOr(wanted)
  return cached(
    `period:${kind}:${withYear}:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'UTC',
        ...(kind === 'weekday' ? { weekday: 'short' } : {}),
        day: 'numeric',
        month: 'short',
        ...(withYear ? { year: 'numeric' } : {}),
      }),
  )
}

/** A period's days: "Tue 25 Nov", "19–25 Nov", "since 19 Nov", "until 25 Nov". */
export function describePeriod(period: Period, options: PeriodWordsOptions): string {
  const { from, to } = period
  const { locale, today } = options
  const thisYear = today.slice(0, 4)
  const otherYear = [from, to].some((day) => day !== undefined && day.slice(0, 4) !== thisYear)
  if (from !== undefined && to !== undefined) {
    if (from === to) return dayFormat('weekday', otherYear, locale).format(atMidnight(from))
    return dayFormat('day', otherYear, locale).formatRange(atMidnight(from), atMidnight(to))
  }
  const day = dayFormat('day', otherYear, locale).format(atMidnight(from ?? to ?? today))
  return from !== undefined ? t('period.since', { day }) : t('period.until', { day })
}

/** "142 bookings on Tue 25 Nov", "37 bookings, 19–25 Nov", "54 bookings since 19 Nov". */
export function describePeriodCount(
  count: number,
  period: Period,
  nouns: Nouns,
  options: PeriodWordsOptions,
): string {
  const { singular, plural } = nouns
  const amount = formatCount(count, options.locale)
  const records = nouns.count?.(count) ?? t('period.records', { count, amount, singular, plural })
  const days = describePeriod(period, options)
  if (period.from !== undefined && period.from === period.to) {
    return t('period.countOn', { records, days })
  }
  if (period.from !== undefined && period.to !== undefined) {
    return t('period.countIn', { records, days })
  }
  return t('period.countOpen', { records, days })
}

/** Today's calendar day in the zone days are read in (the viewer's, or UTC). */
export function todayIn(zone: ZoneOptions, now = Date.now()): string {
  return dayKeyOf(new Date(now), zone)
}

export type PeriodPreset = 'Today' | 'Yesterday' | 'Last 7 days'
export const periodPresets: readonly PeriodPreset[] = ['Today', 'Yesterday', 'Last 7 days']

export function presetPeriod(preset: PeriodPreset, today: string): Period {
  switch (preset) {
    case 'Today':
      return { from: today, to: today }
    case 'Yesterday': {
      const yesterday = addDays(today, -1)
      return { from: yesterday, to: yesterday }
    }
    case 'Last 7 days':
      return { from: addDays(today, -6), to: today }
  }
}
