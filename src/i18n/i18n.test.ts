// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { dateTimeFormat, numberFormat } from '@/lib/columns/intl-formats'
import { columnLabel } from '@/lib/columns/column-labels'
import { findResource } from '@/resources'
import type { Catalog, Message } from './catalog'
import { chooseLanguage, languageKey, preferredLanguage, t, translatorFor } from './i18n'
import { currentLanguage, languages, subscribeToLanguage } from './language'
import { en } from './messages/en'
// The areas that load with their parts, registered as those parts register them: every text of
// the catalog is then in `en` (lazy-areas.test.ts lists those areas).
import './messages/en/auth'
import './messages/en/period'
import './messages/en/toolbar'
import './messages/en/details'
import './messages/en/states'
import './messages/en/export'
import './messages/en/misc'
import { start } from './messages/en/start'
import { de } from './messages/de'
import { el } from './messages/el'

afterEach(async () => {
  await chooseLanguage('en')
  localStorage.clear()
})

const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ')

describe('choosing a language', () => {
  it('fetches its catalog, then puts it in force: the texts, <html lang>, the listeners', async () => {
    const heard = vi.fn()
    const stop = subscribeToLanguage(heard)
    expect(t('shell.signOut')).toBe('Sign out')
    await chooseLanguage('de')
    stop()
    expect(t('shell.signOut')).toBe('Abmelden')
    expect(t('shell.removeRecentTitle', { name: 'suppliers' })).toBe(
      'suppliers aus dieser Liste entfernen',
    )
    expect(document.documentElement.lang).toBe('de')
    expect(heard).toHaveBeenCalledTimes(1)
    await chooseLanguage('el')
    expect(t('resources.bookingCount', { count: 1 })).toBe('1 κράτηση')
    expect(plain(t('resources.bookingCount', { count: 2500 }))).toBe('2.500 κρατήσεις')
    expect(document.documentElement.lang).toBe('el')
  })

  it('remembers it on this device, over the browser’s languages', async () => {
    expect(preferredLanguage()).toBe('en') // jsdom's navigator: en-US
    await chooseLanguage('el')
    expect(localStorage.getItem(`distribution-console.${languageKey}`)).toBe('"el"')
    expect(preferredLanguage()).toBe('el')
    localStorage.setItem(`distribution-console.${languageKey}`, '"fr"') // not one the console has
    expect(preferredLanguage()).toBe('en')
  })

  it('makes the pseudo-locale from English', async () => {
    await chooseLanguage('en-XA')
    expect(t('shell.signOut')).toBe('[Šîĝñ öúƭ]')
    expect(t('shell.removeRecent', { name: 'suppliers' })).toBe('[Řéɱöʋé suppliers]')
    expect(currentLanguage()).toBe('en-XA')
  })

  it('gives React a translator per language that keeps its language', async () => {
    await chooseLanguage('de')
    const german = translatorFor('de')
    await chooseLanguage('en')
    expect(german('shell.language')).toBe('Sprache')
    expect(translatorFor('de')).toBe(german)
  })
})

describe('numbers and dates follow the language chosen', () => {
  const instant = Date.UTC(2026, 10, 25, 14, 32)
  it.each([
    ['en', '1,234.5', 'Nov 25, 2026'],
    ['de', '1.234,5', '25.11.2026'],
    ['el', '1.234,5', '25 Νοε 2026'],
    ['en-XA', '1,234.5', 'Nov 25, 2026'],
  ] as const)('%s: %s, %s', async (language, number, date) => {
    await chooseLanguage(language)
    expect(plain(numberFormat().format(1234.5))).toBe(number)
    expect(plain(dateTimeFormat('date', 'UTC').format(instant))).toBe(date)
  })
})

describe('the resources in words', () => {
  it('titles the configured resources in the language, any other by its name', async () => {
    await chooseLanguage('el')
    expect(findResource('bookings')?.title).toBe('Κρατήσεις')
    expect(findResource('suppliers')?.title).toBe('Suppliers')
    expect(columnLabel('customer.name')).toBe('Όνομα πελάτη')
    expect(columnLabel('onboardedAt')).toBe('Onboarded at')
    expect(columnLabel('constructor')).toBe('Constructor')
  })

  it('labels the known columns in English as they were labelled from their names', () => {
    for (const [id, label] of Object.entries(en.columns)) expect(columnLabel(id)).toBe(label)
  })
})

describe('the catalogs', () => {
  const texts = (message: Message) =>
    typeof message === 'string' ? [message] : Object.values(message)
  const placeholders = (message: Message) =>
    [...new Set(texts(message).flatMap((text) => (text as string).match(/\{\w+\}/g) ?? []))].sort()

  // That each has every English key, a plural where English has one, is typecheck's to say.
  it.each([
    ['de', de],
    ['el', el],
  ] as [string, Catalog][])(
    '%s: every text filled in, with the placeholders of English',
    (_, catalog) => {
      // index.html's own words are not in `en` at run time: written into the page by the build.
      for (const [area, messages] of Object.entries({ ...en, start })) {
        for (const [key, message] of Object.entries(messages as Record<string, Message>)) {
          const translation = (catalog as Record<string, Record<string, Message>>)[area]![key]!
          expect(texts(translation).every((text) => (text as string).trim() !== '')).toBe(true)
          expect(placeholders(translation), `${area}.${key}`).toEqual(placeholders(message))
        }
      }
    },
  )

  it('offers the languages it has', () => {
    expect(languages).toEqual(['en', 'de', 'el', 'en-XA'])
  })
})
