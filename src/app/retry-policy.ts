// Which failed list requests are asked again on their own, and when (README, "Failures end, and
// stay contained"). Whatever the connection does, the error must show within 45 s: a request has
// 30 s, so the attempts before the last may take at most 15 s with their waits. Only quick
// failures are retried; a 429 is waited out once, when its wait is short.
import { isApiError, isRateLimited, isRetryable } from '@/lib/api/api-error'

export const maxRetries = 2
/** A failure that came within this long may be retried. */
export const quickFailureMs = 2_500
/** A list waits out a 429 on its own, once, when the service asks for at most this long. */
export const longestAutomaticWaitMs = 8_000
/** How far the page's clock may run behind its timers during a wait. */
export const clockSlackMs = 1_000

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries || !isApiError(error)) return false
  if ((error.elapsedMs ?? 0) > quickFailureMs) return false
  // A wait the service named is waited out once. A retry that was not sent because a little of
  // the wait was left may wait that little: the page's clock (Date.now) can run behind its
  // timers, so a retry due at the end of a wait can find a millisecond of it left.
  if (isRateLimited(error))
    return failureCount === 0
      ? error.retryAfterMs <= longestAutomaticWaitMs
      : error.status === undefined && error.retryAfterMs <= clockSlackMs
  return isRetryable(error)
}

export function retryDelay(failureCount: number, error: unknown): number {
  // Never sooner than the service allows.
  if (isRateLimited(error)) return error.retryAfterMs
  return Math.min(400 * 2 ** failureCount, 1_600)
}
