// @vitest-environment jsdom
// The areas whose English loads with their part (auth: the sign-in page; period: the period bar and
// Go to date): filled in once their texts are imported, translated like any other, pseudo too.
import { afterEach, describe, expect, it } from 'vitest'
import { describePeriodCount, type Nouns } from '@/lib/dates/period-words'
import type { Message } from '../catalog'
import { chooseLanguage, t } from '../i18n'
import { de } from './de'
import { el } from './el'
import { en } from './en'
import { authTexts } from './en/auth-texts'
import { periodTexts } from './en/period-texts'

afterEach(() => chooseLanguage('en'))

const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ')
const texts = (message: Message) =>
  typeof message === 'string' ? [message] : Object.values(message)
const placeholders = (message: Message) =>
  [...new Set(texts(message).flatMap((text) => (text as string).match(/\{\w+\}/g) ?? []))].sort()

describe('areas loaded with their part', () => {
  it('are English once their texts are in', () => {
    expect(en.auth).toEqual(authTexts)
    expect(en.period).toEqual(periodTexts)
    expect(t('auth.signIn')).toBe('Sign in')
  })

  it.each([
    ['de', de],
    ['el', el],
  ] as const)('%s: every text filled in, with the placeholders of English', (_, catalog) => {
    for (const area of ['auth', 'period'] as const) {
      for (const [key, message] of Object.entries(en[area] as Record<string, Message>)) {
        const translation = (catalog[area] as Record<string, Message>)[key]!
        expect(texts(translation).every((text) => (text as string).trim() !== '')).toBe(true)
        expect(placeholders(translation), `${area}.${key}`).toEqual(placeholders(message))
      }
    }
  })

  it('are pseudo-translated in en-XA', async () => {
    await chooseLanguage('en-XA')
    expect(t('auth.signIn')).toBe('[Šîĝñ îñ]')
    expect(t('period.since', { day: '19 Nov' })).toBe('[ƨîñçé 19 Nov]')
  })
})

describe('a period’s count in words', () => {
  const bookings: Nouns = {
    singular: 'booking',
    plural: 'bookings',
    count: (count: number) => t('resources.bookingCount', { count }),
  }
  const today = '2026-11-27'
  const day = { from: '2026-11-25', to: '2026-11-25' }
  const week = { from: '2026-11-19', to: '2026-11-25' }

  it('in German: the resource’s own plural, German days', async () => {
    await chooseLanguage('de')
    const say = (count: number, period: object) =>
      plain(describePeriodCount(count, period, bookings, { locale: 'de', today }))
    expect(say(1, day)).toBe('1 Buchung am Mi., 25. Nov.')
    expect(say(1234, week)).toBe('1.234 Buchungen, 19.–25. Nov.')
    expect(say(54, { from: '2026-11-19' })).toBe('54 Buchungen seit 19. Nov.')
  })

  it('in Greek: plural forms, Greek days; a resource without its own plural keeps its nouns', async () => {
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
