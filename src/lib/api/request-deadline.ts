// The time limit of one service request (README, "Failures end, and stay contained"): with no
// complete answer, headers and body, within the limit, the request fails as a 'timeout'.
import { ApiError, failureText } from './api-error'

export const defaultRequestTimeoutMs = 30_000
// setTimeout fires at once for delays past 2^31 - 1 ms: a huge limit would become none at all.
const maxRequestTimeoutMs = 2_147_483_647

/** A usable limit in ms, or undefined: a positive number (or a string of digits) within range. */
export function parseTimeoutMs(value: unknown): number | undefined {
  const ms =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\s*\d+\s*$/.test(value)
        ? Number(value)
        : NaN
  return Number.isFinite(ms) && ms > 0 && ms <= maxRequestTimeoutMs ? ms : undefined
}

/** The build's `VITE_REQUEST_TIMEOUT_MS`, read at each call, else 30 s. */
export function configuredRequestTimeoutMs(): number {
  let setting: unknown
  try {
    setting = import.meta.env.VITE_REQUEST_TIMEOUT_MS
  } catch {
    // Outside Vite (a plain Node script) import.meta.env does not exist.
  }
  return parseTimeoutMs(setting) ?? defaultRequestTimeoutMs
}

export interface RequestDeadline {
  /** Aborts when the caller's signal does or when the limit passes. */
  signal: AbortSignal
  timedOut: () => boolean
  /** The error to throw once `timedOut()`. */
  error: () => ApiError
  /** Stops the timer; call it when the exchange is over, however it ended. */
  clear: () => void
}

export function startRequestDeadline(
  timeoutMs: number | undefined,
  callerSignal?: AbortSignal,
): RequestDeadline {
  const limit = parseTimeoutMs(timeoutMs) ?? configuredRequestTimeoutMs()
  const timer = new AbortController()
  const seconds = Number((limit / 1000).toFixed(2))
  const text = failureText('misc.timeout', { seconds })
  // The abort's reason names the kind of end and says nothing: what is shown is error(), worded
  // where it shows.
  const id = setTimeout(() => timer.abort(new DOMException('', 'TimeoutError')), limit)
  return {
    signal: callerSignal ? AbortSignal.any([callerSignal, timer.signal]) : timer.signal,
    timedOut: () => timer.signal.aborted,
    error: () => new ApiError('timeout', text),
    clear: () => clearTimeout(id),
  }
}
