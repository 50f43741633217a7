// A filter's known values with their words in the console's languages, as the filter field
// matches and shows them; anew when values are seen, the language changes or the other
// languages' words arrive.
import { useMemo, useSyncExternalStore } from 'react'
import { useLanguage } from '@/i18n/use-language'
import type { SeenColumn } from '@/lib/filters/seen-values'
import { valueLabel } from '@/lib/columns/value-labels'
import { knownValuesOf, onValueWordsLoaded, otherValueWords } from '@/lib/filters/value-words'
import type { KnownValue } from '@/lib/filters/typed-value'

export interface KnownValues {
  values: readonly KnownValue[]
  wordsOf: (value: string) => readonly string[]
  /** A value as its cells read it: in words where it has them, else as written. */
  label: (value: string) => string
}

export function useKnownValues(attribute: string, column: SeenColumn | undefined): KnownValues {
  const language = useLanguage()
  const otherWords = useSyncExternalStore(onValueWordsLoaded, otherValueWords)
  return useMemo(() => {
    const values = knownValuesOf(attribute, column?.values ?? [], otherWords)
    const words = new Map(values.map((known) => [known.value, known.words]))
    return {
      values,
      wordsOf: (value) => words.get(value) ?? [],
      label: (value) => valueLabel(attribute, value, language) ?? value,
    }
  }, [attribute, column, language, otherWords])
}
