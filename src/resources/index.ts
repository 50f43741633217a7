// The resource registry: any plain name is a resource of the service (CONTRACT.md "URLs"); the
// files here only override the generic list for the resources that need it.
import { bookings } from './bookings'
import { products } from './products'
import { defineResource, type ResourceConfig } from './resource-config'

export { requestQueryFor, type ResourceConfig } from './resource-config'

/** The resources with a link of their own in the navigation. */
export const navResources: readonly ResourceConfig[] = [products, bookings]

/** One plain path segment: what the service's `{base_url}/{resource}` can name. */
export const resourceNamePattern = /^[A-Za-z0-9_-]{1,100}$/

// The console's own pages win over resource names: `/sign-in` is never a list.
const pageNames = new Set(['sign-in'])

export function isResourceName(name: string): boolean {
  return resourceNamePattern.test(name) && !pageNames.has(name)
}

// A Map, not an object: a name such as `__proto__` or `constructor` is a key like any other.
const known = new Map<string, ResourceConfig>(navResources.map((config) => [config.name, config]))

function genericResource(name: string): ResourceConfig {
  const title = name.charAt(0).toUpperCase() + name.slice(1)
  const singular = name.endsWith('ies')
    ? `${name.slice(0, -3)}y`
    : /[^s]s$/.test(name)
      ? name.slice(0, -1)
      : 'record'
  return defineResource({ name, title, singular, columns: [], primaryFilters: [] })
}

/** The configuration of the resource `name`, generic when none is written; undefined for a name that is not one. */
export function findResource(name: string | undefined): ResourceConfig | undefined {
  if (name === undefined || !isResourceName(name)) return undefined
  let config = known.get(name)
  if (!config) {
    config = genericResource(name)
    known.set(name, config)
  }
  return config
}
