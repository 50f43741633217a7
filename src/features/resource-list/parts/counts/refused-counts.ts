// The columns the service refused to count by (a 400 or 422 on a count's request), per service
// and resource for this tab's life: the Counts choice no longer offers them, and the region names
// them. Shared by the toolbar's choice and the region, which load apart.
import { useCallback, useSyncExternalStore } from 'react'

const refused = new Set<string>()
const listeners = new Set<() => void>()
let version = 0

const keyOf = (baseUrl: string, resource: string, attribute: string) =>
  JSON.stringify([baseUrl, resource, attribute])

export function refuseCounts(baseUrl: string, resource: string, attribute: string): void {
  const key = keyOf(baseUrl, resource, attribute)
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
export function useRefusedCounts(baseUrl: string, resource: string) {
  const current = useSyncExternalStore(subscribe, () => version)
  return useCallback(
    (attribute: string) => refused.has(keyOf(baseUrl, resource, attribute)),
    // `current` changes whenever the set does: a new function for each.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [baseUrl, resource, current],
  )
}
