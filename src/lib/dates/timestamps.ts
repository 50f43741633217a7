// Timestamps as a service may really send them, and calendar days in a chosen zone. Formatting,
// day separators and "Go to date" all read times through here, so they agree on which day a
// record belongs to.
import { cached } from '../columns/intl-formats'

export type TimeZoneChoice = 'local' | 'utc'

/**
 * Where "local" is: an IANA zone name, or the runtime's own zone when absent. The app leaves it
 * out; tests pin it so day boundaries are checked in several zones whatever TZ they run under.
 */
export interface ZoneOptions {
  timeZone?: TimeZoneChoice
  localZone?: string
}

export interface ParsedTimestamp {
  date: Date
  /** An ISO value without an offset, read as UTC. */
  zoneless?: boolean
  /** A number (or digits) read as time since 1970. */
  epoch?: 'seconds' | 'milliseconds'
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i
const digits = /^\d{9,15}(\.\d+)?$/
const dayMs = 86_400_000

// Seconds and milliseconds overlap nowhere in 1973..5138: 1e11 seconds is the year 5138, 1e11
// milliseconds is March 1973. Smaller numbers (durations, counts) are not read as times at all.
const secondsRange = [1e8, 1e11] as const
const millisecondsRange = [1e11, 1e14] as const

// `Date.UTC` reads years 0–99 as 1900–1999; setting the year afterwards keeps it as written.
function utcTime(
  year: number,
  monthIndex: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
) {
  return new Date(Date.UTC(2000, 0, 1, hour, minute, second, ms)).setUTCFullYear(
    year,
    monthIndex,
    day,
  )
}

function validDay(year: number, month: number, day: number): boolean {
  const date = new Date(utcTime(year, month - 1, day))
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** 'YYYY-MM-DD' when the value is a real calendar date written so. */
export function parseDateOnly(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const match = isoDate.exec(value)
  return match && validDay(Number(match[1]), Number(match[2]), Number(match[3])) ? value : undefined
}

function parseIso(text: string): ParsedTimestamp | undefined {
  const match = isoDateTime.exec(text)
  if (!match) return undefined
  const [, year, month, day, hour, minute, second = '0', fraction = '', zone] = match
  if (!validDay(Number(year), Number(month), Number(day))) return undefined
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return undefined
  let offsetMinutes = 0
  if (zone && zone.toUpperCase() !== 'Z') {
    const sign = zone.startsWith('-') ? -1 : 1
    const rest = zone.slice(1).replace(':', '')
    const hours = Number(rest.slice(0, 2))
    const minutes = Number(rest.slice(2) || 0)
    if (hours > 23 || minutes > 59) return undefined
    offsetMinutes = sign * (hours * 60 + minutes)
  }
  const time =
    utcTime(
      Number(year),
      Number(month) - 1,
      Number(day),
      Number(hour),
      Number(minute),
      Number(second),
      Number(fraction.slice(0, 3).padEnd(3, '0')),
    ) -
    offsetMinutes * 60_000
  return { date: new Date(time), ...(zone ? {} : { zoneless: true }) }
}

function parseEpoch(value: number): ParsedTimestamp | undefined {
  if (!Number.isFinite(value)) return undefined
  if (value >= secondsRange[0] && value < secondsRange[1]) {
    return { date: new Date(Math.round(value * 1000)), epoch: 'seconds' }
  }
  if (value >= millisecondsRange[0] && value < millisecondsRange[1]) {
    return { date: new Date(Math.round(value)), epoch: 'milliseconds' }
  }
  return undefined
}

/**
 * ISO date-times with or without an offset (without one, read as UTC). With `asTimestamp` (a
 * column whose name says it holds times), also epoch seconds or milliseconds, told apart by size.
 */
export function readTimestamp(
  value: unknown,
  { asTimestamp = false }: { asTimestamp?: boolean } = {},
): ParsedTimestamp | undefined {
  if (typeof value === 'string') {
    if (asTimestamp && digits.test(value)) return parseEpoch(Number(value))
    return parseIso(value)
  }
  if (asTimestamp && typeof value === 'number') return parseEpoch(value)
  return undefined
}

export function parseTimestamp(
  value: unknown,
  options: { asTimestamp?: boolean } = {},
): Date | undefined {
  return readTimestamp(value, options)?.date
}

/** The IANA zone to hand to Intl, or undefined for the runtime's own. */
export function intlZone({ timeZone = 'local', localZone }: ZoneOptions): string | undefined {
  return timeZone === 'utc' ? 'UTC' : localZone
}

function zonedDay(date: Date, zone: string | undefined): [number, number, number] {
  if (zone === undefined) return [date.getFullYear(), date.getMonth() + 1, date.getDate()]
  if (zone === 'UTC') return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()]
  const format = cached(
    `parts:${zone}`,
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
      }),
  )
  const parts = Object.fromEntries(
    format.formatToParts(date).map((part) => [part.type, part.value]),
  )
  return [Number(parts.year), Number(parts.month), Number(parts.day)]
}

function toKey([year, month, day]: [number, number, number]): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The calendar day of an instant in the chosen zone, as 'YYYY-MM-DD'. */
export function dayKeyOf(date: Date, zone: ZoneOptions = {}): string {
  return toKey(zonedDay(date, intlZone(zone)))
}

/**
 * A record's day as 'YYYY-MM-DD' in the chosen zone: a date-only value is its own day; timestamps
 * (ISO, epoch seconds or milliseconds) fall on the day they show in that zone.
 */
export function dayKey(
  value: unknown,
  timeZone: TimeZoneChoice = 'local',
  localZone?: string,
): string | undefined {
  const dateOnly = parseDateOnly(value)
  if (dateOnly) return dateOnly
  const date = parseTimestamp(value, { asTimestamp: true })
  return date && dayKeyOf(date, { timeZone, localZone })
}

/** Whole days from one 'YYYY-MM-DD' to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs)
}
