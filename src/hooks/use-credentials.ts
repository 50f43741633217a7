import { useSyncExternalStore } from 'react'
import { loadCredentials, subscribeToCredentials, type Credentials } from '@/lib/api/credentials'

/** The stored credentials, re-rendering when they change here or in another tab. */
export function useCredentials(): Credentials | null {
  return useSyncExternalStore(subscribeToCredentials, loadCredentials)
}
