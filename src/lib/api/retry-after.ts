// Retry-After (RFC 9110 §10.2.3): delta-seconds, or an HTTP date in any of its three formats.
// Pure, so the wait a 429 asks for is decided in one place.

/** The back-off when a 429 names no usable wait. */
export const defaultRetryAfterMs = 2000
/** A service asking for more than an hour is more likely wrong than right. */
export const maxRetryAfterMs = 60 * 60 * 1000

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const time = String.raw`(?<hour>\d{2}):(?<minute>\d{2}):(?<second>\d{2})`
const httpDates = [
  // Sun, 06 Nov 1994 08:49:37 GMT
  String.raw`^[a-z]{3}, (?<day>\d{2}) (?<month>[a-z]{3}) (?<year>\d{4}) ${time} gmt$`,
  // Sunday, 06-Nov-94 08:49:37 GMT
  String.raw`^[a-z]{6,9}, (?<day>\d{2})-(?<month>[a-z]{3})-(?<year>\d{2}) ${time} gmt$`,
  // Sun Nov  6 08:49:37 1994
  String.raw`^[a-z]{3} (?<month>[a-z]{3}) (?<day>[ \d]\d) ${time} (?<year>\d{4})$`,
].map((pattern) => new RegExp(pattern, 'i'))

function parseHttpDate(text: string, now: number): number | undefined {
  const parts = httpDates.map((format) => format.exec(text)?.groups).find(Boolean)
  if (!parts) return undefined
  const month = months.indexOf(parts.month!.toLowerCase())
  const [day, hour, minute, second] = [parts.day, parts.hour, parts.minute, parts.second].map(
    Number,
  )
  let year = Number(parts.year)
  // A two-digit year more than 50 years ahead is in the past century (RFC 9110 §5.6.7).
  if (parts.year!.length === 2) {
    year += 2000
    if (year > new Date(now).getUTCFullYear() + 50) year -= 100
  }
  if (month < 0 || hour! > 23 || minute! > 59 || second! > 60) return undefined
  const date = new Date(Date.UTC(year, month, day, hour, minute, second))
  // Date.UTC rolls 31 Feb over into March; a date that does not exist is garbage.
  if (date.getUTCDate() !== day || date.getUTCMonth() !== month) return undefined
  return date.getTime()
}

/**
 * How long a Retry-After header asks to wait, in ms from `now`, at most an hour; undefined when
 * absent or unreadable. A date already past is undefined too: it says more about the clocks
 * than about the service, so the caller's short back-off is the better guess.
 */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  const text = header?.trim() ?? ''
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, maxRetryAfterMs)
  const date = parseHttpDate(text, now)
  if (date === undefined || date <= now) return undefined
  return Math.min(date - now, maxRetryAfterMs)
}

/** "12 s", "5 min": a wait as people read it. */
export function describeWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return seconds < 120 ? `${seconds} s` : `${Math.ceil(seconds / 60)} min`
}
