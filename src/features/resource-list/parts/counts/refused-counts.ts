// The columns the service refused to count by (a 400 or 422 on a count's request), per resource
// of a signed-in session, as the values seen are kept: the Counts choice no longer offers them,
// and the region names them. Shared by the toolbar's choice and the region, which load apart.
import { useCallback, useSyncExternalStore } from 'react'
import { useCredentials } from '@/hooks/use-credentials'
import type { Credentials } from '@/lib/api/credentials'

const sessions = new WeakMap<Credentials, Set<string>>()
const listeners = new Set<() => void>()
let version = 0

const keyOf = (resource: string, attribute: string) => JSON.stringify([resource, attribute])

export function refuseCounts(credentials: Credentials, resource: string, attribute: string) {
  let refused = sessions.get(credentials)
  if (!refused) sessions.set(credentials, (refused = new Set()))
  const key = keyOf(resource, attribute)
  if (refused.has(key)) return
  refused.add(key)
  version++
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Whether counting by an attribute of this resource was refused; re-renders when one is. */
export function useRefusedCounts(resource: string) {
  const credentials = useCredentials()
  const current = useSyncExternalStore(subscribe, () => version)
  return useCallback(
    (attribute: string) =>
      credentials !== null && sessions.get(credentials)?.has(keyOf(resource, attribute)) === true,
    // `current` changes whenever a refusal is recorded: a new function for each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [credentials, resource, current],
  )
}

/** Records a refusal for the signed-in session. */
export function useRefuseCounts() {
  const credentials = useCredentials()
  return useCallback(
    (resource: string, attribute: string) => {
      if (credentials) refuseCounts(credentials, resource, attribute)
    },
    [credentials],
  )
}
