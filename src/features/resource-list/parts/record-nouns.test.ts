// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/i18n'
import type { Language } from '@/i18n/language'
import { findResource } from '@/resources'
import { recordNouns } from './record-nouns'

const bookings = findResource('bookings')!
const suppliers = { name: 'suppliers', title: 'Suppliers', singular: 'supplier' }

afterEach(() => chooseLanguage('en'))

// Grouping is a narrow no-break space in some locales: compared as a plain space.
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ')

describe('a resource’s records in a sentence, in each language', () => {
  it.each<[Language, string, string, string, string]>([
    ['en', 'booking', 'bookings', '1,234 bookings', 'suppliers'],
    // German writes nouns capitalised, inside a sentence too.
    ['de', 'Buchung', 'Buchungen', '1.234 Buchungen', 'Suppliers'],
    ['el', 'κράτηση', 'κρατήσεις', '1.234 κρατήσεις', 'suppliers'],
  ])('%s: a configured resource in its own words, another by its name', async (...expected) => {
    const [language, singular, plural, counted, otherPlural] = expected
    await chooseLanguage(language)
    const nouns = recordNouns(bookings)
    expect(nouns).toMatchObject({ singular, plural })
    expect(plain(nouns.count!(1234))).toBe(counted)
    expect(recordNouns(suppliers)).toEqual({ singular: 'supplier', plural: otherPlural })
  })
})
