import { bookings } from './bookings'
import { products } from './products'
import type { ResourceConfig } from './resource-config'

export { requestQueryFor, type ResourceConfig } from './resource-config'

export const resources: readonly ResourceConfig[] = [products, bookings]

export function findResource(name: string | undefined): ResourceConfig | undefined {
  return resources.find((resource) => resource.name === name)
}
