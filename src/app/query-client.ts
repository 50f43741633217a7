import { notifyManager, QueryClient } from '@tanstack/react-query'
import { isRetryable } from '@/lib/api/api-error'

const maxRetries = 2

// Query results reach components in a microtask rather than the default zero-delay timer: a timer
// lands after the next frame when one is due, so new rows came a frame (10-30 ms here) late.
notifyManager.setScheduler(queueMicrotask)

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        gcTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < maxRetries && isRetryable(error),
        retryDelay: (attempt) => Math.min(400 * 2 ** attempt, 4000),
      },
    },
  })
}
