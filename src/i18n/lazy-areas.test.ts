// @vitest-environment jsdom
// The areas whose English loads with their part (registerEnglish, i18n.ts): typed from the first
// load but empty in it, filled in when their part's texts are imported, then translated like any
// other, pseudo too.
import { afterEach, describe, expect, it } from 'vitest'
import type { Nouns } from '@/lib/dates/period-words'
import type { Area, AreaName } from './catalog'
import { chooseLanguage, t } from './i18n'
import { en } from './messages/en'
import { pseudoText } from './pseudo'

afterEach(() => chooseLanguage('en'))

const lazyAreas: Partial<Record<AreaName, () => Promise<Area>>> = {
  groups: () => import('./messages/en/groups').then((module) => module.groups),
  nav: () => import('./messages/en/nav').then((module) => module.nav),
  auth: () => import('./messages/en/auth').then((module) => module.auth),
  period: () => import('./messages/en/period').then((module) => module.period),
  toolbar: () => import('./messages/en/toolbar').then((module) => module.toolbar),
  details: () => import('./messages/en/details').then((module) => module.details),
  states: () => import('./messages/en/states').then((module) => module.states),
  export: () => import('./messages/en/export').then((module) => module.exporting),
  misc: () => import('./messages/en/misc').then((module) => module.misc),
  find: () => import('./messages/en/find').then((module) => module.find),
  counts: () => import('./messages/en/counts').then((module) => module.counts),
}

describe('an area loaded with its part', () => {
  it('is one of those listed here when the first load has none of its texts', () => {
    const empty = Object.entries(en).filter(([, area]) => Object.keys(area).length === 0)
    // index.html's own words (start.ts), which the build writes into the page, are none either.
    expect(empty.map(([name]) => name).sort()).toEqual([...Object.keys(lazyAreas), 'start'].sort())
  })

  it.each(Object.entries(lazyAreas))('%s: its file’s English once imported', async (name, load) => {
    const texts = await load!()
    expect(Object.keys(texts).length).toBeGreaterThan(0)
    expect(en[name as AreaName]).toEqual(texts)
  })

  it('is pseudo-translated in en-XA, and English again after', async () => {
    await chooseLanguage('en-XA')
    expect(t('auth.signIn')).toBe('[Šîĝñ îñ]')
    expect(t('period.since', { day: '19 Nov' })).toBe('[ƨîñçé 19 Nov]')
    expect(t('details.copyLink', { singular: 'booking' })).toBe(
      pseudoText('Copy {singular} link').replace('{singular}', 'booking'),
    )
    await chooseLanguage('en')
    expect(t('details.copyLink', { singular: 'booking' })).toBe('Copy booking link')
    expect(t('misc.timeout', { seconds: 30 })).toBe('The service did not answer within 30 s.')
  })
})

describe('the tools’ plurals', () => {
  it.each([
    ['en', 1, '1 new booking', 'Deleted 3 views.', 'Download partial (1 row)'],
    ['de', 1, 'Neu: 1 booking', '3 Ansichten gelöscht.', 'Teilergebnis herunterladen (1 Zeile)'],
    ['el', 1, 'Νέα: 1 booking', 'Διαγράφηκαν 3 προβολές.', 'Λήψη μερικού αρχείου (1 γραμμή)'],
  ] as const)('%s', async (language, count, newer, deleted, partial) => {
    await import('./messages/en/toolbar')
    await import('./messages/en/export')
    await chooseLanguage(language)
    const plural = { en: 'bookings', de: 'Buchungen', el: 'κρατήσεις' }[language]
    expect(t('toolbar.newer', { count, singular: 'booking', plural })).toBe(newer)
    expect(t('toolbar.deletedViews', { count: 3 })).toBe(deleted)
    expect(t('export.partial', { count: 1 })).toBe(partial)
    const nouns = { singular: 'booking', plural }
    expect(t('export.exported', { count: 1, ...nouns })).toBe(
      { en: 'Exported 1 booking.', de: 'Exportiert: 1 booking.', el: 'Εξήχθη: 1 booking.' }[
        language
      ],
    )
    expect(t('export.exported', { count: 2, ...nouns })).toBe(
      { en: 'Exported 2 bookings.', de: 'Exportiert: 2 Buchungen.', el: 'Εξήχθησαν: 2 κρατήσεις.' }[
        language
      ],
    )
    expect(t('export.partial', { count: 2 })).toBe(
      {
        en: 'Download partial (2 rows)',
        de: 'Teilergebnis herunterladen (2 Zeilen)',
        el: 'Λήψη μερικού αρχείου (2 γραμμές)',
      }[language],
    )
    expect(t('toolbar.deletedViews', { count: 1 })).toBe(
      { en: 'Deleted 1 view.', de: '1 Ansicht gelöscht.', el: 'Διαγράφηκε 1 προβολή.' }[language],
    )
    expect(t('toolbar.newer', { count: 1234, singular: 'booking', plural })).toBe(
      { en: '1,234 new bookings', de: 'Neu: 1.234 Buchungen', el: 'Νέα: 1.234 κρατήσεις' }[
        language
      ],
    )
  })
})

describe('a period’s count in words', () => {
  const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ')
  const bookings: Nouns = {
    singular: 'booking',
    plural: 'bookings',
    count: (count: number) => t('resources.bookingCount', { count }),
  }
  const today = '2026-11-27'
  const day = { from: '2026-11-25', to: '2026-11-25' }
  const week = { from: '2026-11-19', to: '2026-11-25' }
  // Its module brings the period area: imported here, after the areas were seen empty.
  const periodWords = () => import('@/lib/dates/period-words')

  it('in German: the resource’s own plural, German days', async () => {
    const { describePeriodCount } = await periodWords()
    await chooseLanguage('de')
    const say = (count: number, period: object) =>
      plain(describePeriodCount(count, period, bookings, { locale: 'de', today }))
    expect(say(1, day)).toBe('1 Buchung am Mi., 25. Nov.')
    expect(say(1234, week)).toBe('1.234 Buchungen, 19.–25. Nov.')
    expect(say(54, { from: '2026-11-19' })).toBe('54 Buchungen seit 19. Nov.')
  })

  it('in Greek: plural forms, Greek days; a resource without its own plural keeps its nouns', async () => {
    const { describePeriodCount } = await periodWords()
    await chooseLanguage('el')
    const say = (count: number, period: object, nouns: Nouns = bookings) =>
      plain(describePeriodCount(count, period, nouns, { locale: 'el', today }))
    expect(say(1, day)).toBe('1 κράτηση, Τετ 25 Νοε')
    expect(say(2, { to: '2026-11-25' })).toBe('2 κρατήσεις έως 25 Νοε')
    const suppliers = { singular: 'supplier', plural: 'suppliers' }
    expect(say(1, day, suppliers)).toBe('1 supplier, Τετ 25 Νοε')
    expect(say(3, day, suppliers)).toBe('3 suppliers, Τετ 25 Νοε')
  })
})
