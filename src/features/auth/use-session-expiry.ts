import { useEffect, useLayoutEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router-dom'
import { isAuthError } from '@/lib/api/api-error'
import { loadCredentials } from '@/lib/api/credentials'
import { signInPath } from '@/lib/safe-next-path'
import { endSession, onRejectedCredentials, type SignInState } from './session'

/**
 * Any 401/403 from the service while signed in: drop the credentials and the cache once, however
 * many requests failed together, and come back to where the user was after signing in again.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const here = useRef('')
  useLayoutEffect(() => {
    here.current = `${location.pathname}${location.search}`
  })

  useEffect(() => {
    const expire = () => {
      if (!loadCredentials()) return
      // Navigate first: in the same render the guard must already see the sign-in route.
      const state: SignInState = { reason: 'expired' }
      void navigate(signInPath(here.current), { state })
      endSession(queryClient)
    }
    const cache = queryClient.getQueryCache()
    // The cold-load request starts before React, so it may have failed before this subscription.
    if (cache.getAll().some((query) => isAuthError(query.state.error))) expire()
    const unsubscribe = cache.subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isAuthError(event.action.error)
      ) {
        expire()
      }
    })
    const stopListening = onRejectedCredentials(expire)
    return () => {
      unsubscribe()
      stopListening()
    }
  }, [queryClient, navigate])
}
