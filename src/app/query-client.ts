import { MutationCache, notifyManager, QueryCache, QueryClient } from '@tanstack/react-query'
import { connectSession, endSessionOnAuthError } from '@/features/auth/session'
import { retryDelay, shouldRetry } from './retry-policy'

// Query results reach components in a microtask rather than the default zero-delay timer: a timer
// lands after the next frame when one is due, so new rows came a frame (10-30 ms here) late.
notifyManager.setScheduler(queueMicrotask)

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
        // The browser's "offline" is often wrong (VPNs, flaky adapters); every request has its
        // own time limit, so it runs and ends in rows or an error either way.
        networkMode: 'always',
      },
      mutations: { networkMode: 'always' },
    },
  })
  connectSession(queryClient)
  return queryClient
}
