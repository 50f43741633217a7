import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { loadCredentials } from '@/lib/api/credentials'
import { signInPath } from '@/lib/safe-next-path'

// Checked on every navigation rather than subscribed to: signing out and expiry navigate away
// themselves, and a subscribed guard would race them with a redirect of its own.
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation()
  if (!loadCredentials())
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />
  return children
}
