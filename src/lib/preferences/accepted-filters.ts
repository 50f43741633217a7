// The fields within records (`customer.email`) a service has answered a filter by, per resource and
// Base URL: their columns then offer a filter, as an attribute of the record's own does. Nothing
// says which of them a service takes until it answers one. Kept as refused attributes are
// (refused-attributes.ts): beside the keys, forgotten with them.
import { isValidAttribute } from '../list-query'
import {
  readSessionPreference,
  removeSessionPreferences,
  writeSessionPreference,
} from './preferences'

const keyPrefix = 'accepted-filters.'
const maxAttributes = 50
const inMemory = new Map<string, string>()

const isNested = (attribute: string) => attribute.includes('.') && isValidAttribute(attribute)

function acceptedFiltersKey(baseUrl: string, resourceName: string): string {
  return `${keyPrefix}${resourceName}.${baseUrl}`
}

/** Storage can hold anything: only nested attributes a URL may carry are read back. */
export function parseAcceptedFilters(text: string | null): ReadonlySet<string> {
  let value: unknown
  try {
    value = text === null ? [] : JSON.parse(text)
  } catch {
    return new Set()
  }
  if (!Array.isArray(value)) return new Set()
  return new Set(
    value
      .slice(0, maxAttributes)
      .filter((entry): entry is string => typeof entry === 'string' && isNested(entry)),
  )
}

/** The stored text: a primitive, so it can serve as a React store snapshot. */
export function readAcceptedFiltersText(baseUrl: string, resourceName: string): string | null {
  const key = acceptedFiltersKey(baseUrl, resourceName)
  return inMemory.get(key) ?? readSessionPreference(key)
}

export function readAcceptedFilters(baseUrl: string, resourceName: string): ReadonlySet<string> {
  return parseAcceptedFilters(readAcceptedFiltersText(baseUrl, resourceName))
}

/** Adds the nested attributes among `filters` of a request the service has just answered. */
export function rememberAcceptedFilters(
  baseUrl: string,
  resourceName: string,
  filters: Readonly<Record<string, string>>,
): void {
  const nested = Object.keys(filters).filter(isNested)
  if (nested.length === 0) return
  const before = readAcceptedFilters(baseUrl, resourceName)
  if (nested.every((attribute) => before.has(attribute))) return
  const accepted = [...new Set([...before, ...nested])].slice(-maxAttributes)
  const key = acceptedFiltersKey(baseUrl, resourceName)
  inMemory.set(key, JSON.stringify(accepted))
  writeSessionPreference(key, accepted)
}

export function forgetAcceptedFilters(): void {
  inMemory.clear()
  removeSessionPreferences(keyPrefix)
}
