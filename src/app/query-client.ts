import {
  focusManager,
  MutationCache,
  notifyManager,
  QueryCache,
  QueryClient,
} from '@tanstack/react-query'
import { connectSession, endSessionOnAuthError } from '@/features/auth/session'
import { retryDelay, shouldRetry } from './retry-policy'

// Query results reach components in a microtask rather than the default zero-delay timer: a timer
// lands after the next frame when one is due, so new rows came a frame (10-30 ms here) late.
notifyManager.setScheduler(queueMicrotask)

// React Query holds a retry that is due while the tab is hidden until the tab is shown again:
// a 429's wait, over in a background tab, then ended in neither rows nor an error for as long as
// nobody looked. A view's retry goes out when its wait is over, in view or
// not; what should wait for a visible tab (the check for newer records) says so itself.
focusManager.setFocused(true)

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
