// Retry-After (RFC 9110 §10.2.3): delta-seconds, or an HTTP date.
// Pure, so the wait a 429 asks for is decided in one place.

/** The back-off when a 429 names no usable wait. */
export const defaultRetryAfterMs = 2000
/** A service asking for more than an hour is more likely wrong than right. */
export const maxRetryAfterMs = 60 * 60 * 1000

// Senders must write IMF-fixdate (RFC 9110 §5.6.7), the format of toUTCString that every engine's
// Date.parse reads; the two obsolete forms fall back to the caller's short back-off.
const imfFixdate = /^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/

function parseHttpDate(text: string): number | undefined {
  if (!imfFixdate.test(text)) return undefined
  const date = Date.parse(text)
  // Engines roll 31 Feb over into March: a date that does not come back unchanged does not exist.
  return new Date(date).toUTCString().slice(5) === text.slice(5) ? date : undefined
}

/**
 * How long a Retry-After header asks to wait, in ms from `now`, at most an hour; undefined when
 * absent or unreadable. A date already past is undefined too: it says more about the clocks
 * than about the service, so the caller's short back-off is the better guess.
 */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  const text = header?.trim() ?? ''
  if (/^\d+$/.test(text)) return Math.min(Number(text) * 1000, maxRetryAfterMs)
  const date = parseHttpDate(text)
  if (date === undefined || date <= now) return undefined
  return Math.min(date - now, maxRetryAfterMs)
}
