import { useCallback, useMemo, useSyncExternalStore } from 'react'
import {
  defaultColumnLayout,
  parseColumnLayout,
  type ColumnLayout,
} from '@/lib/columns/column-layout'
import type { TimeZoneChoice } from '@/lib/columns/format-value'
import { columnLayoutKey, parseTimeZone, timeZoneKey } from '@/lib/preferences/display-preferences'
import {
  developerToolsKey,
  parseDeveloperTools,
  type DeveloperTools,
} from '@/lib/preferences/developer-tools'
import {
  parsePreference,
  readRawPreference,
  subscribeToPreferences,
  writePreference,
} from '@/lib/preferences/preferences'

export function usePreference<T>(
  key: string,
  parse: (value: unknown) => T | undefined,
  fallback: T,
) {
  const raw = useSyncExternalStore(subscribeToPreferences, () => readRawPreference(key))
  const value = useMemo(() => parsePreference(raw, parse, fallback), [raw, parse, fallback])
  const setValue = useCallback((next: T | undefined) => writePreference(key, next), [key])
  return [value, setValue] as const
}

export function useColumnLayout(resourceName: string) {
  return usePreference<ColumnLayout>(
    columnLayoutKey(resourceName),
    parseColumnLayout,
    defaultColumnLayout,
  )
}

export function useTimeZone() {
  return usePreference<TimeZoneChoice>(timeZoneKey, parseTimeZone, 'local')
}

export function useDeveloperTools() {
  return usePreference<DeveloperTools>(developerToolsKey, parseDeveloperTools, 'shown')
}
