// Resources opened before, per Base URL, most recently used first (a navigation aid, not a
// secret, forgotten on "Sign out"). Storage can hold anything: only resource names are read back.
import { isResourceName } from '../resource-name'
import { removePreferences } from './preferences'

export const maxRecentResources = 12

const keyPrefix = 'recent-resources.'

export function recentResourcesKey(baseUrl: string): string {
  return `${keyPrefix}${baseUrl}`
}

/** Every Base URL's list goes: which services and resources were used is nobody else's business. */
export function forgetRecentResources(): void {
  removePreferences(keyPrefix)
}

export function parseRecentResources(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined
  const names = value.filter(
    (name): name is string => typeof name === 'string' && isResourceName(name),
  )
  return [...new Set(names)].slice(0, maxRecentResources)
}

/** `name` first, the others after it in their order. */
export function withRecentResource(names: readonly string[], name: string): string[] {
  return [name, ...names.filter((other) => other !== name)].slice(0, maxRecentResources)
}
