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

const credentialsRejected = 'distribution-console:credentials-rejected'

/** For service calls made outside the query cache (the export): the app's watcher takes it from here. */
export function reportRejectedCredentials(): void {
  window.dispatchEvent(new Event(credentialsRejected))
}

export function onRejectedCredentials(listener: () => void): () => void {
  window.addEventListener(credentialsRejected, listener)
  return () => window.removeEventListener(credentialsRejected, listener)
}
