// The language in React: a component that shows text takes `t` from useT(), so that a language
// switch re-renders it in place (same URL, same state, same focus); nothing is remounted.
import { useSyncExternalStore } from 'react'
import type { Translate } from './catalog'
import { translatorFor } from './i18n'
import { currentLanguage, currentLocale, subscribeToLanguage, type Language } from './language'

export function useLanguage(): Language {
  return useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage)
}

/** `t` in the language in force; a new function when it changes (a dependency of memos). */
export function useT(): Translate {
  return translatorFor(useLanguage())
}

/** The locale numbers and dates are written in (language.ts), for what formats them. */
export function useLocale(): string {
  return useSyncExternalStore(subscribeToLanguage, currentLocale, currentLocale)
}
