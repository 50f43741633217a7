import { useSyncExternalStore } from 'react'

function subscribe(listener: () => void): () => void {
  window.addEventListener('resize', listener)
  return () => window.removeEventListener('resize', listener)
}

/** The viewport's width in px, as the first view painted before React read it (innerWidth). */
export function useViewportWidth(): number {
  return useSyncExternalStore(subscribe, () => window.innerWidth)
}
