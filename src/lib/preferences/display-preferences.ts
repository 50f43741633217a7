// The stored display preferences a list is drawn with, read alike by the React hooks and by the
// first view painted before React (src/app/first-view).
import {
  defaultColumnLayout,
  parseColumnLayout,
  type ColumnLayout,
} from '@/lib/columns/column-layout'
import type { TimeZoneChoice } from '@/lib/dates/timestamps'
import { readPreference } from './preferences'

export function columnLayoutKey(resourceName: string): string {
  return `columns.${resourceName}`
}

export const timeZoneKey = 'time-zone'

export function parseTimeZone(value: unknown): TimeZoneChoice | undefined {
  return value === 'utc' || value === 'local' ? value : undefined
}

export function readColumnLayout(resourceName: string): ColumnLayout {
  return readPreference(columnLayoutKey(resourceName), parseColumnLayout, defaultColumnLayout)
}

export function readTimeZone(): TimeZoneChoice {
  return readPreference(timeZoneKey, parseTimeZone, 'local')
}
