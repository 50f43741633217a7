// The console's languages, which one a reader gets (navigator.languages, first one it has), and
// the language in force with the locale its numbers and dates are written in. Plain TypeScript:
// the painted first view, the view models and lib/ read it as React does (use-language.ts).

export const languages = ['en', 'de', 'el', 'en-XA'] as const
export type Language = (typeof languages)[number]

/** Each language in its own words, as the "Language" choice offers it. */
export const languageNames: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  el: 'Ελληνικά',
  'en-XA': 'English (pseudo)',
}

export function isLanguage(value: unknown): value is Language {
  return languages.includes(value as Language)
}

/** The language of a BCP 47 tag, if the console has it: `de-AT` is German; only `en-XA` is pseudo. */
function languageOfTag(tag: string): Language | undefined {
  const lower = tag.toLowerCase()
  if (lower === 'en-xa') return 'en-XA'
  const base = lower.split('-')[0]
  return languages.find((language) => language === base)
}

/** The first of the reader's languages that the console has; English when it has none. */
export function detectLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOfTag(tag)
    if (language) return language
  }
  return 'en'
}

/**
 * The locale numbers and dates are written in: the reader's own variant of the language where
 * they prefer one (`de-AT`, `en-GB`), else the language itself.
 */
export function formatLocaleOf(language: Language, preferred: readonly string[]): string {
  const variant = preferred.find((tag) => tag !== language && languageOfTag(tag) === language)
  if (variant === undefined) return language
  try {
    return Intl.getCanonicalLocales(variant)[0] ?? language
  } catch {
    return language // a malformed tag
  }
}

export const readerLanguages = (): readonly string[] =>
  typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language])

let current: Language = 'en'
let locale = formatLocaleOf('en', readerLanguages())
const listeners = new Set<() => void>()

export const currentLanguage = (): Language => current

/** The locale of the language in force, for Intl (lib/columns/intl-formats.ts). */
export const currentLocale = (): string => locale

/** Puts `language` in force. Its catalog must be loaded first (i18n.ts's chooseLanguage). */
export function putLanguageInForce(language: Language): void {
  if (language === current) return
  current = language
  locale = formatLocaleOf(language, readerLanguages())
  if (typeof document !== 'undefined') document.documentElement.lang = language
  for (const listener of listeners) listener()
}

export function subscribeToLanguage(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
