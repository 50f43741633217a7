// Where saved views are kept: one list under `views`. Views were once kept per resource, under
// `views.<resource>`; those lists are read into the one list (a name taken there gets a free one,
// "Pending (2)") and go once the list is next written, so no view is lost or shown twice.
import { isResourceName } from '../resource-name'
import {
  parsePreference,
  preferencePrefix,
  readRawPreference,
  removePreferences,
  writePreference,
  type WriteOutcome,
} from './preferences'
import { parseSavedViews, withRestoredViews, type SavedView } from './saved-views'

export const savedViewsKey = 'views'
const perResourcePrefix = 'views.'

/** The keys (without the console's prefix) of the preferences starting with `keyPrefix`. */
function preferenceKeys(keyPrefix: string): string[] {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index))
    return keys.flatMap((key) =>
      key?.startsWith(preferencePrefix + keyPrefix) ? [key.slice(preferencePrefix.length)] : [],
    )
  } catch {
    return []
  }
}

/** What storage holds for saved views, as one string (a React store snapshot). */
export function readSavedViewsSnapshot(): string {
  const perResource = preferenceKeys(perResourcePrefix)
    .sort()
    .map((key) => [key.slice(perResourcePrefix.length), readRawPreference(key)])
  return JSON.stringify([readRawPreference(savedViewsKey), perResource])
}

/** The one list, with the views of the older per-resource lists added to it. */
export function migrateSavedViews(
  stored: unknown,
  perResource: readonly (readonly [resource: string, stored: unknown])[],
): SavedView[] {
  const views = parseSavedViews(stored) ?? []
  const older = perResource.flatMap(([resource, value]) =>
    isResourceName(resource) ? (parseSavedViews(value, resource) ?? []) : [],
  )
  return withRestoredViews(views, older)
}

const none: SavedView[] = []

export function savedViewsFromSnapshot(snapshot: string): SavedView[] {
  const [raw, perResource] = JSON.parse(snapshot) as [string | null, [string, string | null][]]
  const stored = parsePreference<unknown>(raw, (value) => value, none)
  const older = perResource.map(
    ([resource, value]) =>
      [resource, parsePreference<unknown>(value, (parsed) => parsed, none)] as const,
  )
  return migrateSavedViews(stored, older)
}

export function readSavedViews(): SavedView[] {
  return savedViewsFromSnapshot(readSavedViewsSnapshot())
}

/**
 * Keeps `views` as the one list; the older per-resource lists, now part of it, go, but only once
 * the one list is written: a write that fails (storage full) changes nothing, and says so.
 */
export function writeSavedViews(views: readonly SavedView[]): WriteOutcome {
  const outcome = writePreference(savedViewsKey, views)
  if (outcome === 'written' && preferenceKeys(perResourcePrefix).length > 0)
    removePreferences(perResourcePrefix)
  return outcome
}
