// A resource's records in words, in the language in force, for the period bar and Go to date. A
// configured resource counts its records with its catalog's plural ("142 Buchungen"); any other
// names them as its inferred English nouns ("12 suppliers"), which stay as they are.
import type { Translate } from '@/i18n/catalog'
import { titleInText } from '@/i18n/nouns'
import type { Nouns } from '@/lib/dates/period-words'
import type { ResourceConfig } from '@/resources'

const counts = new Map<string, 'resources.productCount' | 'resources.bookingCount'>([
  ['products', 'resources.productCount'],
  ['bookings', 'resources.bookingCount'],
])

export function recordNouns(
  resource: Pick<ResourceConfig, 'name' | 'title' | 'singular'>,
  t: Translate,
): Nouns {
  const countKey = counts.get(resource.name)
  return {
    singular: resource.singular,
    plural: titleInText(resource.title),
    ...(countKey ? { count: (count: number) => t(countKey, { count }) } : {}),
  }
}
