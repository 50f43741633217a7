import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/i18n'
import { exportFileName, type ExportFileSubject } from './export-file'

describe('exportFileName', () => {
  afterEach(() => chooseLanguage('en'))

  const subject: ExportFileSubject = {
    resourceName: 'bookings',
    filters: {},
    today: '2026-11-28',
    partial: false,
  }

  it.each<[string, Partial<ExportFileSubject>, string]>([
    ['a whole view: the day it was made on', {}, 'bookings 2026-11-28.csv'],
    [
      'a day of bookings, pending',
      { period: { from: '2026-11-27', to: '2026-11-27' }, filters: { status: 'pending' } },
      'bookings 2026-11-27 pending.csv',
    ],
    [
      'a period of several days',
      { period: { from: '2026-11-21', to: '2026-11-27' } },
      'bookings 2026-11-21–2026-11-27.csv',
    ],
    ['a period open at its end', { period: { from: '2026-11-21' } }, 'bookings 2026-11-21–.csv'],
    ['a period open at its start', { period: { to: '2026-11-27' } }, 'bookings –2026-11-27.csv'],
    [
      'filters in the URL’s order',
      { filters: { status: 'pending', 'customer.city': 'München' } },
      'bookings 2026-11-28 pending München.csv',
    ],
    [
      'values a file system refuses, or that hide',
      { filters: { note: 'a/b\\c:d*e?"f"<g>|h\u200b\ni' } },
      'bookings 2026-11-28 a b c d e f g h i.csv',
    ],
    [
      'a long value, cut',
      { filters: { q: 'x'.repeat(300) } },
      `bookings 2026-11-28 ${'x'.repeat(40)}.csv`,
    ],
    ['part of an export that stopped', { partial: true }, 'bookings 2026-11-28 (partial).csv'],
    [
      'a resource no file configures',
      { resourceName: 'suppliers', filters: { country: 'Ελλάδα' } },
      'suppliers 2026-11-28 Ελλάδα.csv',
    ],
  ])('%s', (_title, change, name) => {
    expect(exportFileName({ ...subject, ...change })).toBe(name)
  })

  it('is never longer than 120 characters and its name, with many filters', () => {
    const filters = Object.fromEntries(
      Array.from({ length: 10 }, (_, index) => [`a${index}`, 'y'.repeat(40)]),
    )
    const name = exportFileName({ ...subject, filters })
    expect(name.length).toBeLessThanOrEqual(124)
    expect(name).toMatch(/^bookings 2026-11-28 y+( y+)*\.csv$/)
  })

  it('says "partial" in the language in force', async () => {
    await chooseLanguage('de')
    expect(exportFileName({ ...subject, partial: true })).toBe(
      'bookings 2026-11-28 (unvollständig).csv',
    )
    await chooseLanguage('el')
    expect(exportFileName({ ...subject, partial: true })).toBe('bookings 2026-11-28 (μερικό).csv')
  })
})
