// An instant written as ISO 8601 with the offset of the zone it is read in, as a spreadsheet or
// another program reads it back without guessing: `2026-11-25T14:32:00+13:45` in the viewer's
// zone, `2026-11-25T00:47:00Z` in UTC. Milliseconds are written only when there are any.
import { cached } from '../columns/intl-formats'
import { intlZone, type ZoneOptions } from './timestamps'

const pad = (value: number) => String(value).padStart(2, '0')
const gmtOffset = /GMT([+-])(\d{1,2})(?::?(\d{2}))?/

/** Minutes east of UTC in `zone` (an IANA name, or the runtime's own when undefined) at `date`. */
export function zoneOffsetMinutes(date: Date, zone: string | undefined): number {
  if (zone === 'UTC') return 0
  if (zone === undefined) return -date.getTimezoneOffset()
  const format = cached(
    `offset:${zone}`,
    () => new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }),
  )
  const name = format.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value
  const match = gmtOffset.exec(name ?? '')
  if (!match) return 0 // "GMT" alone: no offset
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0)
  return match[1] === '-' ? -minutes : minutes
}

export function formatIsoWithOffset(date: Date, zone: ZoneOptions = {}): string {
  const name = intlZone(zone)
  const offset = zoneOffsetMinutes(date, name)
  const shifted = new Date(date.getTime() + offset * 60_000).toISOString()
  const local = date.getUTCMilliseconds() === 0 ? shifted.slice(0, 19) : shifted.slice(0, 23)
  if (name === 'UTC') return `${local}Z`
  const sign = offset < 0 ? '-' : '+'
  const size = Math.abs(offset)
  return `${local}${sign}${pad(Math.floor(size / 60))}:${pad(size % 60)}`
}
