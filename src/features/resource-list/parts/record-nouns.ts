// A resource's records in words, in the language in force, for every sentence that names them
// ("Exporting bookings", "No Buchungen match…", the period bar, Go to date). A configured resource
// is named by its catalog's title and singular, and counts its records with its catalog's plural
// ("142 Buchungen"); any other by its inferred English nouns ("12 suppliers"), which stay as they
// are. Inside a sentence English and Greek write the plural in lower case; German keeps its nouns'
// capital. A component calling it re-renders on a switch through useT() or useLanguage().
import { t } from '@/i18n/i18n'
import { currentLanguage } from '@/i18n/language'
import type { Nouns } from '@/lib/dates/period-words'
import type { ResourceConfig } from '@/resources'

/** What a sentence needs of a resource to name its records. */
export type ResourceWords = Pick<ResourceConfig, 'name' | 'title' | 'singular'>

const counts = new Map<string, 'resources.productCount' | 'resources.bookingCount'>([
  ['products', 'resources.productCount'],
  ['bookings', 'resources.bookingCount'],
])

export function recordNouns(resource: ResourceWords): Nouns {
  const language = currentLanguage()
  const { title } = resource
  const countKey = counts.get(resource.name)
  return {
    singular: resource.singular,
    plural: language === 'de' ? title : title.toLocaleLowerCase(language === 'el' ? 'el' : 'en'),
    ...(countKey ? { count: (count: number) => t(countKey, { count }) } : {}),
  }
}
