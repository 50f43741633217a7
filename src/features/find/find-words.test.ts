import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage, t } from '@/i18n/i18n'
import type { FindOutcome } from '@/lib/find/run-find'
import { describeNothingFound } from './find-words'

afterEach(() => chooseLanguage('en'))

const none = (outcome: Partial<FindOutcome>): FindOutcome => ({
  kind: 'code',
  found: [],
  tried: [],
  refused: [],
  ...outcome,
})

describe('what Find says when it found nothing', () => {
  it('names the attribute tried, in a sentence', () => {
    const tried = [{ resource: 'bookings', attribute: 'customer.email', value: 'a@b.c' }]
    expect(describeNothingFound(none({ kind: 'email', tried }), 'a@b.c', t)).toBe(
      'No booking has the email a@b.c; tried customer email',
    )
  })

  it('an id in another shape: the shape asked, and each resource where several were', () => {
    const tried = [
      { resource: 'bookings', attribute: 'id', value: 'bkg_000042' },
      { resource: 'products', attribute: 'id', value: 'prd_00042' },
    ]
    expect(describeNothingFound(none({ tried }), '42', t)).toBe(
      'No booking or product has the id 42; tried booking ID as bkg_000042 and product ID as prd_00042',
    )
  })

  it('a reference, and an attribute the service refused', () => {
    const tried = [{ resource: 'bookings', attribute: 'reference', value: 'DC-ABC123' }]
    const refused = [{ resource: 'bookings', attribute: 'customer.name' }]
    expect(describeNothingFound(none({ tried, refused }), 'DC-ABC123', t)).toBe(
      'No booking has the reference DC-ABC123; tried reference and customer name',
    )
  })

  it('that nothing could be tried', () => {
    expect(describeNothingFound(none({}), '#?!', t)).toBe(
      'No attribute of bookings or products holds values like #?!.',
    )
  })

  it('in German, nouns keep their capitals', async () => {
    await chooseLanguage('de')
    const tried = [{ resource: 'bookings', attribute: 'customer.email', value: 'a@b.c' }]
    expect(describeNothingFound(none({ kind: 'email', tried }), 'a@b.c', t)).toBe(
      'Keine Buchung mit E-Mail a@b.c; versucht: Kunden-E-Mail',
    )
  })
})
