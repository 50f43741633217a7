// Resources opened before, per Base URL, most recently used first (a navigation aid, not a
// secret). Storage can hold anything: only plain resource names are read back.

export const maxRecentResources = 12

const plainName = /^[A-Za-z0-9_-]{1,100}$/

export function recentResourcesKey(baseUrl: string): string {
  return `recent-resources.${baseUrl}`
}

export function parseRecentResources(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined
  const names = value.filter(
    (name): name is string => typeof name === 'string' && plainName.test(name),
  )
  return [...new Set(names)].slice(0, maxRecentResources)
}

/** `name` first, the others after it in their order. */
export function withRecentResource(names: readonly string[], name: string): string[] {
  return [name, ...names.filter((other) => other !== name)].slice(0, maxRecentResources)
}
