import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { useCredentials } from '@/hooks/use-credentials'
import { signInPath } from '@/lib/safe-next-path'
import { sessionEndReason, type SignInState } from './session'

/**
 * Subscribed to the credentials, so the user leaves for the sign-in page the moment they go: after
 * an expiry to come back to the same view, after a sign-out (here or in another tab) to start over.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const credentials = useCredentials()
  const location = useLocation()
  if (credentials) return children
  const reason = sessionEndReason()
  const state: SignInState = { reason }
  const here = `${location.pathname}${location.search}`
  return (
    <Navigate
      to={reason === 'signed-out' ? '/sign-in' : signInPath(here)}
      replace={reason === undefined}
      state={state}
    />
  )
}
