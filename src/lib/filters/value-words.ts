// A known value's words in every language of the console, so that staff may type a status in
// theirs, or in a colleague's: the language in force's and English's are at hand (the catalogs in
// force), the others arrive on demand (a few words each) when a filter is first typed into.
import type { Area } from '@/i18n/catalog'
import { valueLabel } from '@/lib/columns/value-labels'
import type { KnownValue } from './typed-value'

let others: readonly Area[] = []
let loading: Promise<void> | undefined
const listeners = new Set<() => void>()

/** Fetches the other languages' words (once); `onLoaded` hears when they are in. */
export function loadValueWords(): Promise<void> {
  loading ??= Promise.all([
    import('@/i18n/messages/de/values').then((module) => module.values),
    import('@/i18n/messages/el/values').then((module) => module.values),
  ]).then(
    (areas) => {
      others = areas
      for (const listener of listeners) listener()
    },
    () => {
      loading = undefined // asked again, fetched again
    },
  )
  return loading
}

export function onValueWordsLoaded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The other languages' words: none until loaded, then the same areas each time. */
export const otherValueWords = (): readonly Area[] => others

/** `value`'s words: in the language in force, in English, and in `areas` (the others'). */
export function wordsOf(attribute: string, value: string, areas = others): string[] {
  const key = `${attribute}.${value}`
  const words = [valueLabel(attribute, value), valueLabel(attribute, value, 'en')]
  for (const area of areas) words.push(Object.hasOwn(area, key) ? String(area[key]) : undefined)
  return [...new Set(words.filter((word): word is string => word !== undefined))]
}

/** A column's values (as the service writes them) with their words. */
export function knownValuesOf(
  attribute: string,
  values: readonly string[],
  areas = others,
): KnownValue[] {
  return values.map((value) => ({ value, words: wordsOf(attribute, value, areas) }))
}
