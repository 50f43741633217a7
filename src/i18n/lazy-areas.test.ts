// @vitest-environment jsdom
// The areas loaded with their parts (toolbar, export, details): empty until their part's chunk
// registers them, then in English and in en-XA alike, and their plurals in each language.
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage, t } from './i18n'
import { en } from './messages/en'
import { titleInText } from './nouns'
import { pseudoText } from './pseudo'

afterEach(() => chooseLanguage('en'))

describe('an area loaded with its part', () => {
  it('is typed from the first load but filled in when its part arrives, in en-XA too', async () => {
    expect(Object.keys(en.details)).toEqual([])
    await chooseLanguage('en-XA')
    await import('./messages/en/details')
    expect(t('details.copyLink', { singular: 'booking' })).toBe(
      pseudoText('Copy {singular} link').replace('{singular}', 'booking'),
    )
    await chooseLanguage('en')
    expect(t('details.copyLink', { singular: 'booking' })).toBe('Copy booking link')
  })
})

describe('the tools’ plurals', () => {
  it.each([
    ['en', 1, '1 new booking', 'Deleted 3 views.', 'Download partial (1 rows)'],
    ['de', 1, 'Neu: 1 booking', '3 Ansichten gelöscht.', 'Teilergebnis herunterladen (1 Zeile)'],
    ['el', 1, 'Νέα: 1 booking', 'Διαγράφηκαν 3 προβολές.', 'Λήψη μερικού αρχείου (1 γραμμή)'],
  ] as const)('%s', async (language, count, newer, deleted, partial) => {
    await import('./messages/en/toolbar')
    await import('./messages/en/export')
    await chooseLanguage(language)
    const plural = titleInText(
      language === 'de' ? 'Buchungen' : language === 'el' ? 'Κρατήσεις' : 'Bookings',
    )
    expect(t('toolbar.newer', { count, singular: 'booking', plural })).toBe(newer)
    expect(t('toolbar.deletedViews', { count: 3 })).toBe(deleted)
    expect(t('export.partial', { count: 1 })).toBe(partial)
    expect(t('toolbar.newer', { count: 1234, singular: 'booking', plural })).toBe(
      { en: '1,234 new bookings', de: 'Neu: 1.234 Buchungen', el: 'Νέα: 1.234 κρατήσεις' }[
        language
      ],
    )
  })
})
