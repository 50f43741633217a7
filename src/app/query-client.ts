import { MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query'
import { connectSession, endSessionOnAuthError } from '@/features/auth/session'
import { isApiError, isRateLimited, isRetryable } from '@/lib/api/api-error'

const maxRetries = 2
/** A list waits out a 429 on its own when the service asks for at most this long. */
export const longestAutomaticWaitMs = 10_000
/**
 * Only a failure that came quickly is retried: with two quick failures and their delays before a
 * last attempt that runs into the 30-s limit, the error still shows within 45 s.
 */
const quickFailureMs = 5_000

// Query results reach components in a microtask rather than the default zero-delay timer: a timer
// lands after the next frame when one is due, so new rows came a frame (10-30 ms here) late.
notifyManager.setScheduler(queueMicrotask)

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= maxRetries || !isApiError(error)) return false
  if ((error.elapsedMs ?? 0) > quickFailureMs) return false
  if (isRateLimited(error)) return error.retryAfterMs <= longestAutomaticWaitMs
  return isRetryable(error)
}

function retryDelay(attempt: number, error: unknown): number {
  // Never sooner than the service allows.
  if (isRateLimited(error)) return error.retryAfterMs
  return Math.min(400 * 2 ** attempt, 4000)
}

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    queryCache: new QueryCache({ onError: endSessionOnAuthError }),
    mutationCache: new MutationCache({ onError: endSessionOnAuthError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        retryDelay,
      },
    },
  })
  connectSession(queryClient)
  return queryClient
}
