// What a refusal refused, read from the service's answer and remembered for this resource at this
// Base URL while signed in, so its columns stop offering it. Loaded with the message that says
// so: a first view that is not refused carries none of it.
import { useEffect, useMemo } from 'react'
import type { ApiError } from '@/lib/api/api-error'
import { refusalsOf, type Refusal } from '@/lib/api/query-refusal'
import type { ListQuery } from '@/lib/list-query'
import { rememberRefusals } from '@/lib/preferences/refused-attributes'
import { isSignedInTo } from '../../request/signed-in'

interface RefusalScope {
  baseUrl: string
  resourceName: string
  rejection: ApiError | undefined
  /** The query the service was asked, its default sort included. */
  requestQuery: ListQuery
}

export function useRecordedRefusals({
  baseUrl,
  resourceName,
  rejection,
  requestQuery,
}: RefusalScope): readonly Refusal[] {
  const refusals = useMemo(
    () => (rejection ? refusalsOf(rejection, requestQuery) : []),
    [rejection, requestQuery],
  )
  useEffect(() => {
    // Like the known columns, only while signed in: a refusal arriving after "Sign out" elsewhere
    // must not bring back what that sign-out forgot.
    if (refusals.length > 0 && isSignedInTo(baseUrl))
      rememberRefusals(baseUrl, resourceName, refusals)
  }, [refusals, baseUrl, resourceName])
  return refusals
}
