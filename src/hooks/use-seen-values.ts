import { createContext, useEffect, useMemo, useSyncExternalStore } from 'react'
import type { Credentials } from '@/lib/api/credentials'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { afterNextPaint } from '@/lib/scheduling'
import { createSeenValues, type SeenColumn, type SeenValues } from '@/lib/filters/seen-values'
import { useCredentials } from './use-credentials'

/** Where a list's seen values are kept: the session's memory and the list's place in it. */
export interface SeenValuesSource {
  store: SeenValues
  scope: string
  /** The list's resource, whose configuration may declare an attribute's values. */
  resourceName?: string
  /**
   * Asks for one sample page of the list without this attribute's filter, so that a column of
   * few values offers all of them, not only those the pages shown so far happened to hold.
   */
  sample?: (attribute: string) => void
}

// One memory per signed-in session: after signing out (or in again) the console starts afresh,
// as its cache does.
const memories = new WeakMap<Credentials, SeenValues>()

/** The values shown in `rows` are remembered for the resource; returns where, for reading them. */
export function useSeenValues(
  resourceName: string,
  rows: readonly ListRecord[] | undefined,
): SeenValuesSource | undefined {
  const credentials = useCredentials()
  const source = useMemo(() => {
    if (!credentials) return undefined
    let store = memories.get(credentials)
    if (!store) memories.set(credentials, (store = createSeenValues()))
    return { store, scope: `${credentials.baseUrl} ${resourceName}`, resourceName }
  }, [credentials, resourceName])
  // After the rows are painted: the filter inputs that suggest these values re-render then, not
  // on the way to a page flip's new rows.
  useEffect(() => {
    if (!source || !rows) return
    return afterNextPaint(() => source.store.record(source.scope, rows))
  }, [source, rows])
  return source
}

/** Given to the list's filter inputs, so that the table between them need not carry it. */
export const SeenValuesContext = createContext<SeenValuesSource | undefined>(undefined)

const noSubscription = () => () => undefined

export function useSeenColumn(
  source: SeenValuesSource | undefined,
  attribute: string,
): SeenColumn | undefined {
  return useSyncExternalStore(source?.store.subscribe ?? noSubscription, () =>
    source?.store.column(source.scope, attribute),
  )
}

/** Re-renders whenever new values are seen; read them with `source.store.column`. */
export function useSeenValuesVersion(source: SeenValuesSource | undefined): number {
  return useSyncExternalStore(
    source?.store.subscribe ?? noSubscription,
    () => source?.store.version() ?? 0,
  )
}
