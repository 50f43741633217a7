// Session transitions shared by the sign-out button and the app's 401/403 watcher.
import type { QueryClient } from '@tanstack/react-query'
import { clearCredentials } from '@/lib/api/credentials'

export type SignInReason = 'expired' | 'signed-out'

export interface SignInState {
  reason?: SignInReason
}

export function endSession(queryClient: QueryClient): void {
  clearCredentials()
  void queryClient.cancelQueries()
  queryClient.clear()
}
