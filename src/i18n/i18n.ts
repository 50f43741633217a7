// The message lookup: `t('shell.signOut')`, `t('shell.removeRecent', { name })`, in the language in
// force. English is in the first load; the other catalogs are fetched when chosen, and boot.ts
// starts fetching the reader's at once, so that nothing is shown in English first.
import { readPreference, writePreference } from '@/lib/preferences/preferences'
import type { Area, AreaName, Catalog, Message, Translate } from './catalog'
import { formatMessage } from './format-message'
import {
  currentLanguage,
  currentLocale,
  detectLanguage,
  formatLocaleOf,
  isLanguage,
  putLanguageInForce,
  readerLanguages,
  type Language,
} from './language'
import { en } from './messages/en'

const catalogs = new Map<Language, Catalog>([['en', en]])

const fetchers: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Catalog>>> = {
  de: () => import('./messages/de').then((module) => module.de),
  el: () => import('./messages/el').then((module) => module.el),
  'en-XA': () => import('./pseudo').then((module) => module.pseudoCatalog(en)),
}

/**
 * Fills in an English area that loads with the part using it (en/index.ts): the area's file calls
 * it as its chunk arrives, before the part renders. en-XA reads English as it is asked (pseudo.ts),
 * so it follows.
 */
export function registerEnglish(area: AreaName, messages: Area): void {
  Object.assign(en[area], messages)
}

function messageOf(catalog: Catalog, key: string): Message | undefined {
  const dot = key.indexOf('.')
  const area = catalog[key.slice(0, dot) as keyof Catalog] as Record<string, Message> | undefined
  return area && Object.hasOwn(area, key.slice(dot + 1)) ? area[key.slice(dot + 1)] : undefined
}

const catalogIn = (language: Language) => catalogs.get(language) ?? en

/** A message of the language in force, with its values. */
export const t: Translate = (key, ...[values]) =>
  formatMessage(messageOf(catalogIn(currentLanguage()), key) ?? key, values, currentLocale())

/**
 * The text at a key made at run time (a known column's label), or undefined if there is none; in
 * `language`, the language in force by default.
 */
export function optionalMessage(
  key: string,
  language: Language = currentLanguage(),
): string | undefined {
  const message = messageOf(catalogIn(language), key)
  return message === undefined ? undefined : formatMessage(message, undefined, currentLocale())
}

const translators = new Map<Language, Translate>()

/** `t` bound to `language` (loaded), the same function each time: for React (use-language.ts). */
export function translatorFor(language: Language): Translate {
  let translator = translators.get(language)
  if (!translator) {
    const locale = formatLocaleOf(language, readerLanguages())
    const catalog = catalogIn(language)
    translator = (key, ...[values]) => formatMessage(messageOf(catalog, key) ?? key, values, locale)
    translators.set(language, translator)
  }
  return translator
}

const loading = new Map<Language, Promise<void>>()

/** Fetches `language`'s catalog (once); rejects if it cannot be had. */
export function loadLanguage(language: Language): Promise<void> {
  if (language === 'en' || catalogs.has(language)) return Promise.resolve()
  let loaded = loading.get(language)
  if (!loaded) {
    loaded = fetchers[language]().then((catalog) => void catalogs.set(language, catalog))
    loaded.catch(() => loading.delete(language)) // asked again, it is fetched again
    loading.set(language, loaded)
  }
  return loaded
}

export const languageKey = 'language'
const parseLanguage = (value: unknown) => (isLanguage(value) ? value : undefined)

/** The language chosen on this device, else the first of the reader's that the console has. */
export function preferredLanguage(): Language {
  return readPreference(languageKey, parseLanguage, undefined) ?? detectLanguage(readerLanguages())
}

let latestChoice: Language | undefined

/**
 * Switches to `language` once its catalog is in, and remembers it on this device, unless another
 * was chosen meanwhile: the latest choice wins, whichever catalog arrives last. Rejects if the
 * catalog of the latest choice cannot be had.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  latestChoice = language
  await loadLanguage(language).catch((error: unknown) => {
    if (latestChoice === language) throw error
  })
  if (latestChoice !== language) return
  writePreference(languageKey, language)
  putLanguageInForce(language)
}

let started: Promise<void> | undefined

/**
 * Puts the reader's language in force as soon as its catalog is in (boot.ts calls it first):
 * whatever is shown waits for it. Settles in English if the catalog cannot be fetched.
 */
export function startLanguage(): Promise<void> {
  started ??= (async () => {
    const language = preferredLanguage()
    try {
      await loadLanguage(language)
      putLanguageInForce(language)
    } catch {
      // English, in which the console still works, rather than no console.
    }
  })()
  return started
}
