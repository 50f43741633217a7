// A period in the list's URL: `from=YYYY-MM-DD&to=YYYY-MM-DD`, either end optional, and `tz`, the
// zone of its days (dates/period-zone.ts). These are the console's own parameters (the service has
// no range filter): the app's URL carries them, a service request never does. list-query.ts
// reads and writes them through here.
import type { Period as PeriodDays } from './dates/find-period'
import { readTimeZone } from './dates/period-zone'
import type { Correction, ParsedListQuery, SortKey } from './list-query'

/** A period's days and, when its link names it, the IANA zone they are days of. */
export interface Period extends PeriodDays {
  /** Absent in older links: the days are then the viewer's. */
  zone?: string
}

export const periodKeys = ['from', 'to', 'tz'] as const
type PeriodKey = (typeof periodKeys)[number]

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/
const dayMs = 86_400_000

/** 'YYYY-MM-DD' when `value` is a real calendar day written so. */
export function isPeriodDay(value: string): boolean {
  const match = dayPattern.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return year >= 1 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export function isPeriodKey(key: string): key is PeriodKey {
  return key === 'from' || key === 'to' || key === 'tz'
}

/** The day `count` calendar days after `day` (before, when negative): no clock, so no DST. */
export function addDays(day: string, count: number): string {
  const date = new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs)
  const year = date.getUTCFullYear()
  // Past year 9999 a day no longer writes as 'YYYY-MM-DD': the period stays where it is.
  if (year < 1 || year > 9999) return day
  return date.toISOString().slice(0, 10)
}

/** A period with its ends in order, and its zone if Intl knows it; undefined with neither end. */
export function normalizePeriod(period: Period | undefined): Period | undefined {
  let from = period?.from && isPeriodDay(period.from) ? period.from : undefined
  let to = period?.to && isPeriodDay(period.to) ? period.to : undefined
  if (from !== undefined && to !== undefined && from > to) [from, to] = [to, from]
  if (from === undefined && to === undefined) return undefined
  const zone = period?.zone === undefined ? undefined : readTimeZone(period.zone)
  return {
    ...(from !== undefined ? { from } : {}),
    ...(to !== undefined ? { to } : {}),
    ...(zone !== undefined ? { zone } : {}),
  }
}

/** Whether `period` already reaches `today` (its last day, or its first where it has no end):
 * stepping it forward would only bring days still to come. */
export function reachesToday(period: Period, today: string): boolean {
  const last = period.to ?? period.from
  return last !== undefined && last >= today
}

/** Both ends moved by `days`; an open end stays open, and the zone stays. */
export function shiftPeriod(period: Period, days: number): Period {
  return {
    ...(period.from !== undefined ? { from: addDays(period.from, days) } : {}),
    ...(period.to !== undefined ? { to: addDays(period.to, days) } : {}),
    ...(period.zone !== undefined ? { zone: period.zone } : {}),
  }
}

/**
 * The period of a URL's parameters, with what had to be corrected: a value that is not
 * a day (or a zone Intl knows), or given twice, is dropped; ends in the wrong order are swapped;
 * a zone without a period goes.
 */
export function parsePeriod(params: URLSearchParams): {
  period?: Period
  corrections: Correction[]
} {
  const corrections: Correction[] = []
  const ends: Partial<Record<'from' | 'to', string>> = {}
  for (const key of ['from', 'to'] as const) {
    const values = params.getAll(key)
    if (values.length === 0) continue
    const [value = ''] = values
    if (values.length > 1) corrections.push({ key: 'states.twice', values: { key } })
    else if (!isPeriodDay(value))
      corrections.push({
        key: 'states.badDay',
        values: { param: `${key}=${value.slice(0, 40)}` },
      })
    else ends[key] = value
  }
  const days = normalizePeriod(ends)
  if (ends.from !== undefined && ends.to !== undefined && ends.from > ends.to)
    corrections.push({ key: 'states.swapped', values: { from: ends.from, to: ends.to } })
  const zone = parseZone(params.getAll('tz'), days !== undefined, corrections)
  const period = days && zone !== undefined ? { ...days, zone } : days
  return period ? { period, corrections } : { corrections }
}

function parseZone(
  values: readonly string[],
  withDays: boolean,
  corrections: Correction[],
): string | undefined {
  const [value = ''] = values
  const param = `tz=${value.slice(0, 40)}`
  if (values.length === 0) return undefined
  if (values.length > 1) corrections.push({ key: 'states.twice', values: { key: 'tz' } })
  else if (!withDays) corrections.push({ key: 'states.zoneAlone', values: { param } })
  else {
    const zone = readTimeZone(value)
    if (zone === undefined) corrections.push({ key: 'states.badZone', values: { param } })
    return zone
  }
  return undefined
}

/** Writes the period first, as people read a link: `from=…&to=…&tz=…&filters[…]`. */
export function appendPeriod(params: URLSearchParams, period: Period | undefined): void {
  if (period?.from !== undefined) params.append('from', period.from)
  if (period?.to !== undefined) params.append('to', period.to)
  if (period?.zone !== undefined && (period.from ?? period.to) !== undefined)
    params.append('tz', period.zone)
}

/** The attribute a period is read by: the resource's own time (bookings' createdAt), else the first sort. */
export function periodAttributeOf(
  dayAttribute: string | undefined,
  sorts: readonly SortKey[],
): string | undefined {
  return dayAttribute ?? sorts[0]?.attribute
}

/**
 * A period is listed in the order of its time attribute alone: a link that sorts by anything else
 * would show sorts the rows don't follow (or lose the period on a click), so those go, with a note
 * each. The time's own direction stays.
 */
export function fitPeriodOrder(
  parsed: ParsedListQuery,
  dayAttribute: string | undefined,
): ParsedListQuery {
  const { query } = parsed
  if (!query.period || dayAttribute === undefined) return parsed
  const time = query.sorts.find((sort) => sort.attribute === dayAttribute)
  const dropped = query.sorts.filter((sort) => sort !== time)
  if (dropped.length === 0) return parsed
  return {
    query: { ...query, sorts: time ? [time] : [] },
    corrections: [
      ...parsed.corrections,
      ...dropped.map((sort): Correction => ({
        key: 'states.periodSort',
        values: { param: `sorting[${sort.attribute}]`, attribute: dayAttribute },
      })),
    ],
  }
}
