// The zone of a period's days (CONTRACT.md "Periods"). A period's link carries it as
// `tz=<IANA zone>`, so whoever opens the link reads the same days, and so the same rows; a link
// without one (older links) is read in the viewer's zone, or in UTC while "UTC times" is on.
// A zone is trusted only when this browser's Intl knows it. A day of a zone starts at its
// midnight there, or where the clocks skip midnight, at the first moment that exists.
import { zoneOffsetMinutes } from './iso-offset'
import { dayKeyOf, type TimeZoneChoice, type ZoneOptions } from './timestamps'

const maxZoneLength = 64
const maxKnown = 100
const hourMs = 3_600_000
// What Intl made of a name: its own spelling of the zone, or undefined when it knows none.
const known = new Map<string, string | undefined>()

function resolvedZone(name: string): string | undefined {
  if (known.has(name)) return known.get(name)
  let zone: string | undefined
  try {
    zone =
      name.length > 0 && name.length <= maxZoneLength
        ? new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone
        : undefined
  } catch {
    zone = undefined
  }
  if (known.size >= maxKnown) known.clear()
  known.set(name, zone)
  return zone
}

/**
 * A zone as a link writes it, when Intl knows it: as given, or in Intl's spelling where only the
 * case differs (`europe/athens`). An alias stays as given (`Asia/Kolkata`, which some engines
 * call `Asia/Calcutta`): every engine knows it. Undefined for anything else.
 */
export function readTimeZone(value: string): string | undefined {
  const zone = resolvedZone(value)
  if (zone === undefined) return undefined
  return zone.toLowerCase() === value.toLowerCase() ? zone : value
}

/** Whether two zone names are the same zone to this browser (an alias and its zone are). */
export function sameZone(left: string, right: string): boolean {
  const zone = resolvedZone(left)
  return zone !== undefined && zone === resolvedZone(right)
}

/** The zone the viewer reads days in: their own, or `UTC` while "UTC times" is on. */
export function viewerZone(timeZone: TimeZoneChoice): string | undefined {
  if (timeZone === 'utc') return 'UTC'
  const own = new Intl.DateTimeFormat().resolvedOptions().timeZone
  return typeof own === 'string' ? readTimeZone(own) : undefined
}

/** Where a period's days are read: in its link's zone, else where the viewer reads days. */
export function periodDayZone(
  zone: string | undefined,
  timeZone: TimeZoneChoice,
): { timeZone: TimeZoneChoice; localZone?: string } {
  if (zone === undefined) return { timeZone }
  if (resolvedZone(zone) === 'UTC') return { timeZone: 'utc' }
  return { timeZone: 'local', localZone: zone }
}

/** The first instant of `day` ('YYYY-MM-DD') in `zone`, in ms since 1970. */
export function dayStartIn(day: string, zone: string): number {
  const options: ZoneOptions = { timeZone: 'local', localZone: zone }
  const reached = (instant: number) => dayKeyOf(new Date(instant), options) >= day
  const midnight = Date.parse(`${day}T00:00:00Z`)
  const first = midnight - zoneOffsetMinutes(new Date(midnight), zone) * 60_000
  const start = midnight - zoneOffsetMinutes(new Date(first), zone) * 60_000
  if (reached(start) && !reached(start - 1)) return start
  // Midnight skipped (or an offset of seconds): bisect between instants surely before and after.
  let before = midnight - 26 * hourMs
  let after = midnight + 26 * hourMs
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2)
    if (reached(middle)) after = middle
    else before = middle
  }
  return after
}

/** The day after `day`; undefined past 9999-12-31. */
function nextDay(day: string): string | undefined {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 24 * hourMs).toISOString()
  return /^\d{4}-/.test(next) ? next.slice(0, 10) : undefined
}

/**
 * A period's days in `zone` as instants: from the start of its first day to the start of the
 * day after its last (half-open); an open end stays undefined.
 */
export function periodSpanIn(
  period: { from?: string; to?: string },
  zone: string,
): { start?: number; end?: number } {
  const after = period.to === undefined ? undefined : nextDay(period.to)
  return {
    ...(period.from !== undefined ? { start: dayStartIn(period.from, zone) } : {}),
    ...(after !== undefined ? { end: dayStartIn(after, zone) } : {}),
  }
}
