// The zone of a period in its link (`tz`): read, corrected, written back,
// kept by the list's changes and never sent to the service.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import '@/i18n/messages/en/states'
import { t } from '@/i18n/i18n'
import { requestQueryFor } from '@/resources'
import { bookings } from '@/resources/bookings'
import { listRequestUrl } from './api/fetch-list'
import { normalizePeriod } from './list-period'
import { createListQuery, parseListQuery, serializeListQuery, type Correction } from './list-query'
import { nextListQuery } from './list-transitions'

const worded = ({ key, values }: Correction) => t(key, values as never)

describe('the zone of a period in the URL', () => {
  it.each([
    ['a day in Athens', 'from=2026-11-25&to=2026-11-25&tz=Europe/Athens', 'Europe/Athens'],
    ['a week in UTC', 'from=2026-11-19&to=2026-11-25&tz=UTC', 'UTC'],
    ['open at the end', 'from=2026-11-19&tz=America/Los_Angeles', 'America/Los_Angeles'],
    ['open at the start', 'to=2026-11-25&tz=Pacific/Chatham', 'Pacific/Chatham'],
    ['an alias', 'from=2026-11-25&tz=Asia/Kolkata', 'Asia/Kolkata'],
  ])('%s parses, with no correction, and writes back the same', (_title, search, zone) => {
    const parsed = parseListQuery(search)
    expect(parsed.query.period?.zone).toBe(zone)
    expect(parsed.corrections).toEqual([])
    expect(serializeListQuery(parsed.query)).toBe(search)
  })

  it('follows the period’s days, before filters, sorts and the pager', () => {
    const { query } = parseListQuery(
      'filters[status]=PENDING&tz=Europe/Athens&pagination[page]=2&to=2026-11-25&from=2026-11-25',
    )
    expect(serializeListQuery(query)).toBe(
      'from=2026-11-25&to=2026-11-25&tz=Europe/Athens&filters[status]=PENDING&pagination[page]=2',
    )
  })

  it('is absent from an older link: its days are the viewer’s', () => {
    const { query, corrections } = parseListQuery('from=2026-11-25&to=2026-11-25')
    expect(query.period).toEqual({ from: '2026-11-25', to: '2026-11-25' })
    expect(corrections).toEqual([])
  })

  it('is written in Intl’s spelling where only its case differs, without a note', () => {
    const parsed = parseListQuery('from=2026-11-25&tz=europe/athens')
    expect(parsed.corrections).toEqual([])
    expect(serializeListQuery(parsed.query)).toBe('from=2026-11-25&tz=Europe/Athens')
  })

  it.each([
    [
      'a zone Intl does not know',
      'from=2026-11-25&to=2026-11-25&tz=Mars/Olympus_Mons',
      'from=2026-11-25&to=2026-11-25',
      'ignored tz=Mars/Olympus_Mons (not a time zone this browser knows: the days are yours)',
    ],
    [
      'an empty zone',
      'from=2026-11-25&tz=',
      'from=2026-11-25',
      'ignored tz= (not a time zone this browser knows: the days are yours)',
    ],
    [
      'a zone given twice',
      'from=2026-11-25&tz=UTC&tz=Europe/Athens',
      'from=2026-11-25',
      'ignored tz (given more than once)',
    ],
    [
      'a zone without a period',
      'tz=Europe/Athens&filters[status]=PENDING',
      'filters[status]=PENDING',
      'ignored tz=Europe/Athens (a time zone without a period)',
    ],
    [
      'a zone whose days are no days',
      'from=yesterday&tz=Europe/Athens',
      '',
      'ignored tz=Europe/Athens (a time zone without a period)',
    ],
    [
      'a long value, shown cut',
      `from=2026-11-25&tz=${'x'.repeat(300)}`,
      'from=2026-11-25',
      `ignored tz=${'x'.repeat(40)} (not a time zone`,
    ],
  ])('%s is dropped, with a note', (_title, search, corrected, note) => {
    const parsed = parseListQuery(search)
    expect(parsed.corrections.map(worded).join(' | ')).toContain(note)
    expect(serializeListQuery(parsed.query)).toBe(corrected)
    // The corrected URL is clean.
    expect(parseListQuery(corrected).corrections).toEqual([])
  })

  it('never reaches the service', () => {
    const { query } = parseListQuery('from=2026-11-19&to=2026-11-25&tz=Europe/Athens')
    expect(requestQueryFor(bookings, query)).not.toHaveProperty('period')
    expect(listRequestUrl('/api', 'bookings', query)).toBe(
      '/api/bookings?pagination[page]=0&pagination[size]=10',
    )
    expect(serializeListQuery(query, { explicitPagination: true })).not.toMatch(/tz=/)
  })

  it('round-trips with any period, in any zone of a sample', () => {
    const day = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10))
    const zone = fc.constantFrom('UTC', 'Europe/Athens', 'Pacific/Chatham', 'America/St_Johns')
    fc.assert(
      fc.property(fc.option(day, { nil: undefined }), day, zone, (from, to, tz) => {
        const period = normalizePeriod({ from, to, zone: tz })
        const parsed = parseListQuery(serializeListQuery(createListQuery({ period })))
        expect(parsed.corrections).toEqual([])
        expect(parsed.query.period).toEqual(period)
        expect(parsed.query.period?.zone).toBe(tz)
      }),
      { numRuns: 200 },
    )
  })
})

describe('the zone as the list changes', () => {
  const athens = { from: '2026-11-25', to: '2026-11-25', zone: 'Europe/Athens' }
  const inPeriod = createListQuery({ page: 2, filters: { status: 'PENDING' }, period: athens })
  const url = (query: ReturnType<typeof createListQuery>) => serializeListQuery(query)

  it.each([
    [
      'a period set holds its zone',
      nextListQuery(createListQuery(), {
        type: 'period',
        period: { from: '2026-11-24', to: '2026-11-24', zone: 'Pacific/Chatham' },
      }),
      'from=2026-11-24&to=2026-11-24&tz=Pacific/Chatham',
    ],
    [
      'a period set without one has none',
      nextListQuery(createListQuery(), { type: 'period', period: { from: '2026-11-24' } }),
      'from=2026-11-24',
    ],
    [
      'Previous day keeps the zone',
      nextListQuery(inPeriod, { type: 'shift-period', days: -1 }),
      'from=2026-11-24&to=2026-11-24&tz=Europe/Athens&filters[status]=PENDING',
    ],
    [
      'the days read in one’s own zone: same days, from the first page',
      nextListQuery(inPeriod, { type: 'period', period: { ...athens, zone: 'UTC' } }),
      'from=2026-11-25&to=2026-11-25&tz=UTC&filters[status]=PENDING',
    ],
    [
      'a page within the period keeps it',
      nextListQuery(inPeriod, { type: 'page', page: 3 }),
      'from=2026-11-25&to=2026-11-25&tz=Europe/Athens&filters[status]=PENDING&pagination[page]=3',
    ],
    [
      'Clear period removes it',
      nextListQuery(inPeriod, { type: 'clear-period' }),
      'filters[status]=PENDING',
    ],
    [
      'a zone Intl does not know is none',
      nextListQuery(createListQuery(), {
        type: 'period',
        period: { from: '2026-11-24', zone: 'Mars/Olympus_Mons' },
      }),
      'from=2026-11-24',
    ],
  ])('%s', (_title, next, expected) => {
    expect(url(next)).toBe(expected)
  })
})
