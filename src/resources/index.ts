// The resource registry: any plain name is a resource of the service, listed at
// `{base_url}/{resource}` (README, "Any resource"); the files here only override the generic list
// for the resources that need it.
import { bookings } from './bookings'
import { products } from './products'
import { isResourceName } from '@/lib/resource-name'
import { defineResource, type ResourceConfig } from './resource-config'

export { requestQueryFor, type ResourceConfig } from './resource-config'

/** The resources with a link of their own in the navigation. */
export const navResources: readonly ResourceConfig[] = [products, bookings]

export { isResourceName } from '@/lib/resource-name'

// Maps, not objects: a name such as `__proto__` or `constructor` is a key like any other.
const configured = new Map<string, ResourceConfig>(
  navResources.map((config) => [config.name, config]),
)
// Generic configurations keep their identity while in use; a long session visits a few dozen.
const generic = new Map<string, ResourceConfig>()
const maxGeneric = 32

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
  const config = configured.get(name) ?? generic.get(name) ?? genericResource(name)
  if (!configured.has(name)) {
    generic.delete(name)
    generic.set(name, config)
    if (generic.size > maxGeneric) generic.delete(generic.keys().next().value!)
  }
  return config
}
