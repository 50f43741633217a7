// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/i18n'
import type { Language } from '@/i18n/language'
import type { ViewElement, ViewNode } from '@/lib/view/view-node'
import { findResource } from '@/resources'
import { listPageNode, recordCount, type ListPageView } from './list-page-view'

const bookings = findResource('bookings')!
const suppliers = { name: 'suppliers', title: 'Suppliers', singular: 'supplier' }

afterEach(async () => {
  await chooseLanguage('en')
  localStorage.clear()
})

// Grouping is a narrow no-break space in some locales: compared as a plain space.
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ')

describe('records counted, in each language', () => {
  it.each<[Language, number, string, string]>([
    ['en', 1, '1 booking', '1 supplier'],
    ['en', 1234, '1,234 bookings', '1,234 suppliers'],
    ['de', 1, '1 Buchung', '1 supplier'],
    ['de', 1234, '1.234 Buchungen', '1.234 Suppliers'], // German writes nouns capitalised
    ['el', 1, '1 κράτηση', '1 supplier'],
    ['el', 2, '2 κρατήσεις', '2 suppliers'],
  ])(
    '%s, %i: a configured resource in its own words, another by its name',
    async (language, count, configured, other) => {
      await chooseLanguage(language)
      expect(plain(recordCount(bookings, count))).toBe(configured)
      expect(plain(recordCount(suppliers, count))).toBe(other)
    },
  )
})

function elements(node: ViewNode | null): ViewElement[] {
  if (node === null || typeof node === 'string') return []
  if ('slot' in node) return node.fallback.flatMap(elements)
  return [node, ...node.children.flatMap(elements)]
}

describe('the list page in words', () => {
  const view: ListPageView = {
    resource: suppliers,
    query: { page: 0 },
    total: 1,
    current: true,
    answered: true,
    rowCount: 1,
    offersGoToDate: false,
    timeColumns: [
      { attribute: 'onboardedAt', label: 'Onboarded at' },
      { attribute: 'createdAt', label: 'Created at' },
    ],
  }
  const textOf = (node: ViewNode | null): string =>
    node === null || typeof node === 'string'
      ? (node ?? '')
      : ('slot' in node ? node.fallback : node.children).map(textOf).join('')
  const find = (view: ListPageView, match: (element: ViewElement) => boolean) =>
    textOf(elements(listPageNode(view)).find(match) ?? null)
  const announcement = (view: ListPageView) => find(view, (e) => e.attrs.role === 'status')
  const hint = (view: ListPageView) => find(view, (e) => e.attrs.class === 'date-bar muted')
  const shortcuts = (view: ListPageView) =>
    find(view, (e) => e.attrs.class === 'shortcut-hint muted')

  it('in English, as it always read', () => {
    expect(announcement(view)).toBe('Suppliers, page 1, 1 row')
    expect(announcement({ ...view, rowCount: 2 })).toBe('Suppliers, page 1, 2 rows')
    expect(hint(view)).toBe('To go to a date, sort newest first by Onboarded at or Created at')
    expect(shortcuts(view)).toBe('Press ? for keyboard shortcuts.')
  })

  it('in Greek: the rows by its plural rules, the buttons and the key where the sentence has them', async () => {
    await chooseLanguage('el')
    expect(announcement({ ...view, rowCount: 2 })).toBe('Suppliers, σελίδα 1, 2 γραμμές')
    expect(hint(view)).toBe(
      'Για μετάβαση σε ημερομηνία, ταξινομήστε με τα νεότερα πρώτα κατά Onboarded at ή Created at',
    )
    expect(shortcuts(view)).toBe('Πατήστε ? για τις συντομεύσεις πληκτρολογίου.')
  })

  it('lists three columns as each language lists alternatives, English as it always read', async () => {
    const three: ListPageView = {
      ...view,
      timeColumns: [...view.timeColumns, { attribute: 'updatedAt', label: 'Updated at' }],
    }
    expect(hint(three)).toBe(
      'To go to a date, sort newest first by Onboarded at, Created at or Updated at',
    )
    await chooseLanguage('de')
    expect(hint(three)).toMatch(/ nach Onboarded at, Created at oder Updated at$/)
    await chooseLanguage('el')
    expect(hint(three)).toMatch(/ κατά Onboarded at, Created at ή Updated at$/)
  })
})
