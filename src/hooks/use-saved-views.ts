import { useCallback, useMemo, useSyncExternalStore } from 'react'
import { defaultColumnLayout } from '@/lib/columns/column-layout'
import {
  readActiveViewName,
  rememberActiveView,
  sameLayout,
  subscribeToActiveView,
} from '@/lib/preferences/active-view'
import { columnLayoutKey } from '@/lib/preferences/display-preferences'
import { subscribeToPreferences, writePreference } from '@/lib/preferences/preferences'
import type { SavedView } from '@/lib/preferences/saved-views'
import {
  readSavedViewsSnapshot,
  savedViewsFromSnapshot,
  writeSavedViews,
} from '@/lib/preferences/saved-views-store'

/** Every saved view, across resources, sorted by name, and a way to keep a changed list. */
export function useSavedViews() {
  const snapshot = useSyncExternalStore(subscribeToPreferences, readSavedViewsSnapshot)
  const views = useMemo(() => savedViewsFromSnapshot(snapshot), [snapshot])
  const setViews = useCallback((next: readonly SavedView[]) => writeSavedViews(next), [])
  return [views, setViews] as const
}

/** The name of the view opened or saved last in this tab, if any. */
export function useActiveViewName(): string | null {
  return useSyncExternalStore(subscribeToActiveView, readActiveViewName)
}

/**
 * What following a view's link does besides going to its address: its resource's columns become
 * the view's (views saved before columns were kept leave them as they are), and it is this tab's
 * active view.
 */
export function openSavedView(view: SavedView): void {
  if (view.layout) {
    const isDefault = sameLayout(view.layout, defaultColumnLayout)
    writePreference(columnLayoutKey(view.resource), isDefault ? undefined : view.layout)
  }
  rememberActiveView(view.name)
}
