// A zone's days as instants: a day starts at its midnight there, or where the clocks skip
// midnight, at the first moment that exists; it ends where the next one starts (23, 25 hours, or
// none at all for a day a zone skipped). Intl alone (iso-offset.ts, timestamps.ts) reads the zone.
import { zoneOffsetMinutes } from './iso-offset'
import { dayKeyOf, type ZoneOptions } from './timestamps'

const hourMs = 3_600_000

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
