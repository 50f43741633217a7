import { QueryClient } from '@tanstack/react-query'
import { isRetryable } from '@/lib/api/api-error'

const maxRetries = 2

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
