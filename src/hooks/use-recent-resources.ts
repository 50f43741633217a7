import { useCallback } from 'react'
import {
  parseRecentResources,
  recentResourcesKey,
  withRecentResource,
} from '@/lib/preferences/recent-resources'
import { readPreference, writePreference } from '@/lib/preferences/preferences'
import { usePreference } from './use-preferences'

const none: string[] = []

/** The resources opened before with `baseUrl`, most recently used first, and a way to drop one. */
export function useRecentResources(baseUrl: string) {
  const [names, setNames] = usePreference(recentResourcesKey(baseUrl), parseRecentResources, none)
  const remove = useCallback(
    (name: string) => setNames(names.filter((other) => other !== name)),
    [names, setNames],
  )
  return { names, remove }
}

/** Puts `name` first among the resources opened with `baseUrl` (no write when it already is). */
export function rememberRecentResource(baseUrl: string, name: string): void {
  const key = recentResourcesKey(baseUrl)
  const names = readPreference(key, parseRecentResources, none)
  if (names[0] !== name) writePreference(key, withRecentResource(names, name))
}
