// For tests: day boundaries are checked in zones chosen on purpose, whatever TZ the run has, with
// expectations taken straight from Intl rather than from the code under test.

/** Far from UTC on both sides, one 45-minute offset, one half hour, and UTC itself. */
export const zones = ['Pacific/Chatham', 'America/Los_Angeles', 'Asia/Kolkata', 'UTC'] as const

const dayFormats = new Map<string | undefined, Intl.DateTimeFormat>()

/** The day an instant shows in `zone` (the runtime's when undefined); en-CA writes YYYY-MM-DD. */
export function intlDay(instant: number, zone: string | undefined): string {
  // A formatter takes far longer to make than to use, and tests ask this of every seed booking.
  let format = dayFormats.get(zone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    })
    dayFormats.set(zone, format)
  }
  return format.format(instant)
}

/** The day `count` days after a 'YYYY-MM-DD' day. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10)
}
