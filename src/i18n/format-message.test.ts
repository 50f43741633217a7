import { describe, expect, it } from 'vitest'
import { formatMessage } from './format-message'
import type { Plural } from './catalog'

// ICU writes thousands with a narrow no-break space in Greek and German's de-AT; people read a space.
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ')

const bookings: Record<string, Plural> = {
  en: { one: '{count} booking', other: '{count} bookings' },
  de: { one: '{count} Buchung', other: '{count} Buchungen' },
  el: { one: '{count} κράτηση', other: '{count} κρατήσεις' },
  'en-XA': { one: '[{count} ƀöökîñĝ one]', other: '[{count} ƀöökîñĝƨ one]' },
}

describe('a plural, its count written as the language writes numbers', () => {
  it.each([
    ['en', 0, '0 bookings'],
    ['en', 1, '1 booking'],
    ['en', 2, '2 bookings'],
    ['en', 1234, '1,234 bookings'],
    ['en', 1.5, '1.5 bookings'],
    ['de', 1, '1 Buchung'],
    ['de', 2, '2 Buchungen'],
    ['de', 1234, '1.234 Buchungen'],
    ['de', 1.5, '1,5 Buchungen'],
    ['el', 1, '1 κράτηση'],
    ['el', 0, '0 κρατήσεις'],
    ['el', 12345, '12.345 κρατήσεις'],
    ['el', 2.5, '2,5 κρατήσεις'],
    ['en-XA', 1, '[1 ƀöökîñĝ one]'],
    ['en-XA', 1234, '[1,234 ƀöökîñĝƨ one]'],
  ])('%s, %d: %s', (locale, count, text) => {
    expect(plain(formatMessage(bookings[locale]!, { count }, locale))).toBe(text)
  })

  it('takes the forms a language has beyond one and other (Polish: one, few, many)', () => {
    const files: Plural = {
      one: '{count} plik',
      few: '{count} pliki',
      many: '{count} plików',
      other: '{count} pliku',
    }
    const say = (count: number) => formatMessage(files, { count }, 'pl')
    expect([1, 2, 5, 22, 25, 1.5].map(say)).toEqual([
      '1 plik',
      '2 pliki',
      '5 plików',
      '22 pliki',
      '25 plików',
      '1,5 pliku',
    ])
  })

  it('prefers an exact count to the form', () => {
    const views: Plural = { '=0': 'No views', one: '{count} view', other: '{count} views' }
    expect(formatMessage(views, { count: 0 }, 'en')).toBe('No views')
    expect(formatMessage(views, { count: 1 }, 'en')).toBe('1 view')
  })
})

describe('placeholders', () => {
  it('puts each value in its place, a text as it is, a number in the language', () => {
    expect(formatMessage('{name} aus dieser Liste entfernen', { name: 'suppliers' }, 'de')).toBe(
      'suppliers aus dieser Liste entfernen',
    )
    expect(plain(formatMessage('Σελίδα {page} από {pages}', { page: 1, pages: 1200 }, 'el'))).toBe(
      'Σελίδα 1 από 1.200',
    )
  })

  it('leaves a placeholder without its value visible, and a value is never read as a placeholder', () => {
    expect(formatMessage('Remove {name}', {}, 'en')).toBe('Remove {name}')
    expect(formatMessage('Remove {name}', { name: '{count}' }, 'en')).toBe('Remove {count}')
  })
})
