import { useSyncExternalStore } from 'react'
import { loadCredentials, subscribeToCredentials, type Credentials } from '@/lib/api/credentials'

export function useCredentials(): Credentials | null {
  return useSyncExternalStore(subscribeToCredentials, loadCredentials, loadCredentials)
}
