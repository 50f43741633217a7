// @vitest-environment jsdom
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/i18n'
import { createListQuery, type ListQuery } from './list-query'
import { printDescription, printedAtWords, printedViewWords } from './print-words'

afterEach(() => chooseLanguage('en'))

// ICU puts thin or narrow no-break spaces around a range's dash and in times; people read spaces.
const plain = (text: string) => text.replace(/[\u2009\u202f\u00a0]/g, ' ')
const columns = [
  { id: 'createdAt', attribute: 'createdAt', kind: 'timestamp' as const },
  { id: 'status', attribute: 'status', kind: 'status' as const },
  { id: 'productName', attribute: 'productName' },
  { id: 'customer.name' },
]
const words = (query: Partial<ListQuery>, viewerZone: string | undefined) =>
  plain(printedViewWords({ query: createListQuery(query), columns, viewerZone, locale: 'en-GB' }))

describe('a printed view’s filters and period in words', () => {
  it('names each filter by its header, a status as its cells read it, and the period with its zone', () => {
    const query = {
      filters: { status: 'CONFIRMED', productName: 'Lisbon by tram' },
      period: { from: '2026-11-24', to: '2026-11-30', zone: 'UTC' },
    }
    expect(words(query, 'Europe/Berlin')).toBe(
      'Status: Confirmed · Product name: Lisbon by tram · 24 – 30 Nov 2026 (days in UTC)',
    )
  })

  it('reads a period without a zone of its own in the viewer’s, and says none it cannot name', () => {
    const period = { from: '2026-11-24', to: '2026-11-30' }
    expect(words({ period }, 'Europe/Berlin')).toBe('24 – 30 Nov 2026 (days in Europe/Berlin)')
    expect(words({ period }, 'UTC')).toBe('24 – 30 Nov 2026 (days in UTC)')
    expect(words({ period }, undefined)).toBe('24 – 30 Nov 2026')
  })

  it('gives every day its year, a single day its weekday, an open end its side', () => {
    expect(
      words({ period: { from: '2026-11-24', to: '2026-11-24', zone: 'UTC' } }, 'Asia/Tokyo'),
    ).toBe('Tue, 24 Nov 2026 (days in UTC)')
    expect(words({ period: { from: '2026-11-24', zone: 'Asia/Tokyo' } }, 'UTC')).toBe(
      'since 24 Nov 2026 (days in Asia/Tokyo)',
    )
    expect(words({ period: { to: '2026-01-02' } }, 'UTC')).toBe('until 2 Jan 2026 (days in UTC)')
  })

  it('says the grouping, and "No filters" for the whole list', () => {
    expect(words({ group: 'productName' }, 'UTC')).toBe('Grouped by Product name')
    expect(words({}, 'UTC')).toBe('No filters')
  })

  it('labels an attribute the columns do not know from its name, its value as typed', () => {
    expect(words({ filters: { customer_ref: 'pending' } }, 'UTC')).toBe('Customer ref: pending')
  })

  it('keeps every filter’s value, whatever it is, and is never empty', () => {
    // Attributes no column knows (a status column's values read as its cells do).
    const attribute = fc.stringMatching(/^x[a-zA-Z_]{0,11}$/)
    const value = fc.string({ minLength: 1, maxLength: 30 })
    fc.assert(
      fc.property(fc.dictionary(attribute, value, { maxKeys: 4 }), (filters) => {
        const text = printedViewWords({
          query: createListQuery({ filters }),
          columns,
          viewerZone: 'UTC',
        })
        expect(text.length).toBeGreaterThan(0)
        for (const shown of Object.values(filters)) expect(text).toContain(`: ${shown}`)
      }),
    )
  })

  it('in German and Greek', async () => {
    const query = {
      filters: { status: 'PENDING' },
      period: { from: '2026-11-24', to: '2026-11-30', zone: 'UTC' },
      group: 'productName',
    }
    await chooseLanguage('de')
    expect(
      plain(printedViewWords({ query: createListQuery(query), columns, viewerZone: 'UTC' })),
    ).toBe('Status: Ausstehend · 24.–30. Nov. 2026 (Tage in UTC) · Gruppiert nach Produktname')
    await chooseLanguage('el')
    expect(
      plain(printedViewWords({ query: createListQuery({}), columns, viewerZone: 'UTC' })),
    ).toBe('Χωρίς φίλτρα')
    expect(
      plain(printedViewWords({ query: createListQuery(query), columns, viewerZone: 'UTC' })),
    ).toMatch(/^Κατάσταση: Εκκρεμεί · .*2026 \(ημέρες στη ζώνη UTC\) · Ομαδοποίηση κατά Προϊόν$/)
  })
})

describe('what the Print button prints', () => {
  it('the page shown, or the whole grouped view', async () => {
    expect(printDescription({ grouped: false, records: '10 bookings' })).toBe(
      'Prints this page (10 bookings)',
    )
    expect(printDescription({ grouped: true, records: '312 bookings' })).toBe(
      'Prints the whole grouped view (312 bookings)',
    )
    await chooseLanguage('de')
    expect(printDescription({ grouped: false, records: '10 Buchungen' })).toBe(
      'Druckt diese Seite (10 Buchungen)',
    )
    await chooseLanguage('el')
    expect(printDescription({ grouped: true, records: '3 κρατήσεις' })).toBe(
      'Εκτυπώνει ολόκληρη την ομαδοποιημένη προβολή (3 κρατήσεις)',
    )
  })
})

describe('when a sheet was printed', () => {
  const at = new Date('2026-11-29T09:15:00Z')

  it('with the page printed, people counting from 1; a grouped view has none', () => {
    const scope = { at, page: 2, timeZone: 'utc' as const, locale: 'en-GB', records: '10 bookings' }
    expect(plain(printedAtWords({ ...scope, grouped: false }))).toBe(
      'Printed 29 Nov 2026, 09:15 UTC · page 3, 10 bookings',
    )
    expect(plain(printedAtWords({ ...scope, grouped: true }))).toBe(
      'Printed 29 Nov 2026, 09:15 UTC · 10 bookings',
    )
  })

  it('in the viewer’s own zone while "UTC times" is off', () => {
    // The test runs under whatever TZ: compare with the same time formatted there.
    const text = printedAtWords({
      at,
      page: 0,
      grouped: false,
      timeZone: 'local',
      locale: 'en-GB',
      records: '1 booking',
    })
    const local = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' })
    expect(plain(text)).toContain(plain(local.format(at)))
    expect(text).not.toContain('UTC')
  })
})
