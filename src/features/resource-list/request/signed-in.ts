// Whether the console is signed in to a service, and with which keys: one check for everything
// the list remembers of a service and every request it sends to one.
import { loadCredentials, type Credentials } from '@/lib/api/credentials'

/** The stored credentials when they are for `baseUrl`; null when signed out or signed in elsewhere. */
export function credentialsFor(baseUrl: string): Credentials | null {
  const credentials = loadCredentials()
  return baseUrl !== '' && credentials?.baseUrl === baseUrl ? credentials : null
}

/**
 * Still signed in to `baseUrl`: an answer that arrives after a sign-out (in this tab or another)
 * must not bring back what that sign-out forgot.
 */
export function isSignedInTo(baseUrl: string): boolean {
  return credentialsFor(baseUrl) !== null
}
