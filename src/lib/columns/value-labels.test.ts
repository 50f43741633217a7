// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/i18n'
import { pseudoText } from '@/i18n/pseudo'
import { bookings } from '@/resources/bookings'
import { columnFormatOptions } from './columns'
import { formatValue } from './format-value'
import { valueLabel } from './value-labels'

afterEach(() => chooseLanguage('en'))

const statusColumn = { id: 'status', attribute: 'status', kind: 'status' as const }
const badge = (value: string) => formatValue(value, columnFormatOptions(statusColumn))

describe('a known status reads in the language in force', () => {
  it.each([
    ['en', ['Pending', 'Confirmed', 'Rejected', 'Cancelled', 'Completed']],
    ['de', ['Ausstehend', 'Bestätigt', 'Abgelehnt', 'Storniert', 'Abgeschlossen']],
    ['el', ['Εκκρεμεί', 'Επιβεβαιωμένη', 'Απορρίφθηκε', 'Ακυρωμένη', 'Ολοκληρώθηκε']],
  ] as const)('%s: on its badge, with the service’s value on hover', async (language, texts) => {
    await chooseLanguage(language)
    const lifecycle = bookings.knownValues!.status!
    expect(lifecycle.map((value) => badge(value).text)).toEqual(texts)
    expect(badge('PENDING')).toMatchObject({ kind: 'status', title: 'PENDING', tone: 'warning' })
  })

  it('en-XA: pseudo-translated from English', async () => {
    await chooseLanguage('en-XA')
    expect(badge('CANCELLED').text).toBe(pseudoText('Cancelled'))
  })

  it('a value without words reads as before, title-cased, in any language', async () => {
    await chooseLanguage('de')
    expect(badge('ON_HOLD').text).toBe('On hold')
    expect(valueLabel('status', 'ON_HOLD')).toBeUndefined()
    expect(valueLabel('productType', 'PENDING')).toBeUndefined()
    expect(valueLabel(undefined, 'PENDING')).toBeUndefined()
  })

  it('by its column: the same word elsewhere is not a status', () => {
    expect(formatValue('PENDING').text).toBe('PENDING')
  })
})
