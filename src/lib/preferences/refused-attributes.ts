// The attributes a service refused to filter or sort by, per resource and Base URL: they are not
// offered again there, and their column says why. Kept where the keys are, beside the known
// columns (and in memory, for a page without storage); forgotten with them when the session ends.
import type { AttributeUse, Refusal } from '../api/query-refusal'
import { isValidAttribute } from '../list-query'
import {
  readSessionPreference,
  removeSessionPreferences,
  writeSessionPreference,
} from './preferences'

export type RefusedAttributes = ReadonlyMap<string, readonly AttributeUse[]>

const keyPrefix = 'refused-attributes.'
const maxAttributes = 200
const inMemory = new Map<string, string>()
const allUses: readonly AttributeUse[] = ['sort', 'filter']

/** A resource name has no dot, so the key names one resource at one Base URL. */
export function refusedAttributesKey(baseUrl: string, resourceName: string): string {
  return `${keyPrefix}${resourceName}.${baseUrl}`
}

/** Storage can hold anything: only attributes a URL may carry, with known uses, are read back. */
export function parseRefusedAttributes(text: string | null): RefusedAttributes {
  const refused = new Map<string, AttributeUse[]>()
  let value: unknown
  try {
    value = text === null ? [] : JSON.parse(text)
  } catch {
    return refused
  }
  if (!Array.isArray(value)) return refused
  for (const entry of value.slice(0, maxAttributes)) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) continue
    const [attribute, uses] = entry as [string, unknown[]]
    const known = allUses.filter((use) => uses.includes(use))
    if (isValidAttribute(attribute) && known.length > 0) refused.set(attribute, known)
  }
  return refused
}

/** The stored text: a primitive, so it can serve as a React store snapshot. */
export function readRefusedAttributesText(baseUrl: string, resourceName: string): string | null {
  const key = refusedAttributesKey(baseUrl, resourceName)
  return inMemory.get(key) ?? readSessionPreference(key)
}

export function readRefusedAttributes(baseUrl: string, resourceName: string): RefusedAttributes {
  return parseRefusedAttributes(readRefusedAttributesText(baseUrl, resourceName))
}

/** Adds what the service just refused; an attribute it doesn't know at all is refused both ways. */
export function rememberRefusals(
  baseUrl: string,
  resourceName: string,
  refusals: readonly Refusal[],
): void {
  const refused = new Map(readRefusedAttributes(baseUrl, resourceName))
  for (const { attribute, uses, unknown } of refusals) {
    if (!isValidAttribute(attribute)) continue
    const before = refused.get(attribute) ?? []
    refused.set(
      attribute,
      allUses.filter((use) => unknown || before.includes(use) || uses.includes(use)),
    )
  }
  const text = JSON.stringify([...refused].slice(-maxAttributes))
  const key = refusedAttributesKey(baseUrl, resourceName)
  if (text === readRefusedAttributesText(baseUrl, resourceName)) return
  inMemory.set(key, text)
  writeSessionPreference(key, [...refused].slice(-maxAttributes))
}

export function forgetRefusedAttributes(): void {
  inMemory.clear()
  removeSessionPreferences(keyPrefix)
}
