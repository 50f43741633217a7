// What the service refused to filter or sort by on this resource at this Base URL: read from a
// refusal as it comes, remembered while signed in, and marked on the columns, which then offer
// neither a sort nor a filter for it (see `offersUse`).
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { ApiError } from '@/lib/api/api-error'
import { loadCredentials } from '@/lib/api/credentials'
import { refusalsOf, type Refusal } from '@/lib/api/query-refusal'
import { withRefusedAttributes, type ColumnSpec } from '@/lib/columns/columns'
import type { ListQuery } from '@/lib/list-query'
import { subscribeToPreferences } from '@/lib/preferences/preferences'
import {
  parseRefusedAttributes,
  readRefusedAttributesText,
  rememberRefusals,
} from '@/lib/preferences/refused-attributes'

interface RefusalScope {
  baseUrl: string
  resourceName: string
  /** The current view's refusal, if the service refused it. */
  rejection: ApiError | undefined
  /** The query the service was asked, its default sort included. */
  requestQuery: ListQuery
}

export interface RefusedAttributesResult {
  /** The columns, each marked with what the service refused to do with its attribute. */
  columns: readonly ColumnSpec[]
  /** What the current view's refusal refused, in the request's terms; empty when not recognised. */
  refusals: readonly Refusal[]
}

export function useRefusedAttributes(
  { baseUrl, resourceName, rejection, requestQuery }: RefusalScope,
  columns: readonly ColumnSpec[],
): RefusedAttributesResult {
  const text = useSyncExternalStore(subscribeToPreferences, () =>
    readRefusedAttributesText(baseUrl, resourceName),
  )
  const marked = useMemo(
    () => withRefusedAttributes(columns, parseRefusedAttributes(text)),
    [columns, text],
  )
  const refusals = useMemo(
    () => (rejection ? refusalsOf(rejection, requestQuery) : []),
    [rejection, requestQuery],
  )
  useEffect(() => {
    // Like the known columns, only while signed in: a refusal arriving after "Sign out" elsewhere
    // must not bring back what that sign-out forgot.
    if (refusals.length > 0 && baseUrl && loadCredentials())
      rememberRefusals(baseUrl, resourceName, refusals)
  }, [refusals, baseUrl, resourceName])
  return { columns: marked, refusals }
}
