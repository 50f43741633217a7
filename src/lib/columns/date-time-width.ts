// How wide a cell's date and time shows: measured, since its words and length vary with the
// language ("28 Σεπ 2026, 10:58 μ.μ." against "Sep 28, 2026, 10:58 PM") and the device's fonts.
import { formatDateTime } from '../dates/format-time'
import type { TimeZoneChoice } from '../dates/timestamps'
import { localeOr } from './intl-formats'

/** A two-digit day of each month, morning and evening, in a year other than now's (the year is
 * left out of this year's): the widest of them is the widest date and time a cell shows, whatever
 * the font makes of each month's name ("Μαρ" is wider than "Σεπ" in Noto Sans, not in DejaVu). */
const sampleDateTimes = Array.from({ length: 12 }, (_, month) => [
  new Date(2026, month, 28, 10, 58),
  new Date(2026, month, 28, 22, 58),
]).flat()
const anotherYear = Date.UTC(1999, 0, 1)
const measured = new Map<string, number | undefined>()

/**
 * The width in px of about the widest date and time a cell shows in the language in force and
 * `timeZone` (UTC times say so), in the page's font; undefined where the browser can't measure.
 * Measured once per language and zone, so the painted first view and React's render, which share
 * this module, read the same.
 */
export function dateTimeTextWidth(timeZone: TimeZoneChoice | undefined): number | undefined {
  const key = `${localeOr(undefined)} ${timeZone}`
  if (measured.has(key)) return measured.get(key)
  const context =
    typeof OffscreenCanvas === 'function' && typeof document !== 'undefined'
      ? new OffscreenCanvas(1, 1).getContext('2d')
      : null
  let width: number | undefined
  if (context) {
    context.font = `15px ${getComputedStyle(document.body).fontFamily}`
    width = Math.ceil(
      Math.max(
        ...sampleDateTimes.map(
          (date) =>
            context.measureText(formatDateTime(date, { timeZone, relativeTo: anotherYear })).width,
        ),
      ),
    )
  }
  measured.set(key, width)
  return width
}
