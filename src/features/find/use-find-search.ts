// One search at a time: a new one, Escape or leaving aborts the one under way (its requests with
// it). An expired sign-in is left to the app, which sends the user to sign in.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { isAuthError } from '@/lib/api/api-error'
import { loadCredentials } from '@/lib/api/credentials'
import { runFind, type FindOutcome } from '@/lib/find/run-find'
import { navResources } from '@/resources'
import { findIo } from './find-requests'
import type { FindSearch } from './find-field'

export type FindState =
  | { status: 'looking'; search: FindSearch; waitMs?: number }
  | { status: 'done'; search: FindSearch; outcome: FindOutcome }
  | { status: 'failed'; search: FindSearch; failure: unknown }

const searched = navResources.map((resource) => resource.name)

export function useFindSearch(search: FindSearch): FindState {
  const queryClient = useQueryClient()
  const [state, setState] = useState<FindState>({ status: 'looking', search })
  // A new search shows as looking at once, not as the last one's answer.
  const shown: FindState = state.search === search ? state : { status: 'looking', search }

  useEffect(() => {
    const controller = new AbortController()
    const { signal } = controller
    const baseUrl = loadCredentials()?.baseUrl ?? ''
    const io = {
      ...findIo(queryClient, baseUrl),
      onWait: (waitMs: number) => {
        if (!signal.aborted) setState({ status: 'looking', search, waitMs })
      },
    }
    runFind(search.text, searched, io, signal).then(
      (outcome) => {
        if (!signal.aborted) setState({ status: 'done', search, outcome })
      },
      (failure: unknown) => {
        if (!signal.aborted && !isAuthError(failure))
          setState({ status: 'failed', search, failure })
      },
    )
    return () => controller.abort()
  }, [queryClient, search])

  return shown
}
