// The zone of a period's days. A period's link carries it as
// `tz=<IANA zone>`, so whoever opens the link reads the same days, and so the same rows; a link
// without one (older links) is read in the viewer's zone, or in UTC while "UTC times" is on.
// A zone is trusted only when this browser's Intl knows it. In the first load (a link is parsed
// with it): Intl alone, no formatting; a zone's days as instants are zone-days.ts's.
import type { TimeZoneChoice } from './timestamps'

const maxZoneLength = 64
const maxKnown = 100
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
