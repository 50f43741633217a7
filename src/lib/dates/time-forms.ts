// How a time column reads beside the clock. "5 minutes ago" stays true only while it ticks, and
// only for a short while reads better than the time itself; and one day group under a separator
// reads one way throughout, never "17 hours ago" beside "Nov 25, 7:26 AM":
// - rows of one day group (same day key, under one day separator) share a form: relative when all
//   of them lie within the hour before now, else the time of day (the separator says the day);
// - a row in no day group (a list not sorted by that time): relative within the hour, else the
//   date and time.

export type TimeForm = 'relative' | 'timeOfDay' | 'dateTime'

/** Relative times only within this span of now. */
export const relativeSpanMs = 3_600_000

function isRecent(time: number | undefined, now: number): boolean {
  return time !== undefined && Math.abs(now - time) < relativeSpanMs
}

/** The form a time in no day group takes at `now`. */
export function ungroupedTimeForm(time: number, now: number): TimeForm {
  return isRecent(time, now) ? 'relative' : 'dateTime'
}

/**
 * Per row, the form of its time (undefined where it has none). `dayKeys`, when the rows are
 * grouped by day along this time, holds each row's day.
 */
export function timeFormsOf(
  times: readonly (number | undefined)[],
  now: number,
  dayKeys?: readonly (string | undefined)[],
): (TimeForm | undefined)[] {
  const olderGroups = new Set<string>()
  times.forEach((time, index) => {
    const key = dayKeys?.[index]
    if (key !== undefined && !isRecent(time, now)) olderGroups.add(key)
  })
  return times.map((time, index) => {
    if (time === undefined) return undefined
    const key = dayKeys?.[index]
    if (key === undefined) return ungroupedTimeForm(time, now)
    return olderGroups.has(key) ? 'timeOfDay' : 'relative'
  })
}
