import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createListQuery, parseListQuery, serializeListQuery } from './list-query'
import {
  addDays,
  fitPeriodOrder,
  isPeriodDay,
  normalizePeriod,
  reachesToday,
  shiftPeriod,
} from './list-period'
import { listRequestUrl } from './api/fetch-list'
import { requestQueryFor } from '@/resources'
import { bookings } from '@/resources/bookings'
import '@/i18n/messages/en/states'
import { t } from '@/i18n/i18n'
import type { Correction } from './list-query'

const worded = ({ key, values }: Correction) => t(key, values as never)

describe('a period in the URL', () => {
  it.each([
    ['one day', 'from=2026-11-25&to=2026-11-25', { from: '2026-11-25', to: '2026-11-25' }],
    ['a week', 'from=2026-11-19&to=2026-11-25', { from: '2026-11-19', to: '2026-11-25' }],
    ['open at the end', 'from=2026-11-19', { from: '2026-11-19' }],
    ['open at the start', 'to=2026-11-25', { to: '2026-11-25' }],
  ])('%s parses, with no correction, and writes back the same', (_title, search, period) => {
    const parsed = parseListQuery(search)
    expect(parsed.query.period).toEqual(period)
    expect(parsed.corrections).toEqual([])
    expect(serializeListQuery(parsed.query)).toBe(search)
  })

  it('comes first in the URL, before filters, sorts and the pager', () => {
    const { query } = parseListQuery(
      'filters[status]=PENDING&pagination[page]=2&to=2026-11-25&from=2026-11-25',
    )
    expect(serializeListQuery(query)).toBe(
      'from=2026-11-25&to=2026-11-25&filters[status]=PENDING&pagination[page]=2',
    )
  })

  it.each([
    ['a day that does not exist', 'from=2026-02-30', {}, 'ignored from=2026-02-30'],
    ['a word', 'to=yesterday', {}, 'ignored to=yesterday'],
    ['an empty value', 'from=&to=2026-11-25', { to: '2026-11-25' }, 'ignored from='],
    ['another date form', 'from=25/11/2026', {}, 'ignored from=25/11/2026'],
    [
      'a repeated end',
      'from=2026-11-01&from=2026-11-02&to=2026-11-25',
      { to: '2026-11-25' },
      'ignored from (given more than once)',
    ],
    [
      'ends in the wrong order',
      'from=2026-11-25&to=2026-11-19',
      { from: '2026-11-19', to: '2026-11-25' },
      'from 2026-11-25 was after to 2026-11-19; swapped',
    ],
  ])('%s is corrected, with a note', (_title, search, period, note) => {
    const parsed = parseListQuery(search)
    expect(parsed.query.period ?? {}).toEqual(period)
    expect(parsed.corrections.map(worded).join(' | ')).toContain(note)
    // The corrected URL is clean.
    expect(parseListQuery(serializeListQuery(parsed.query)).corrections).toEqual([])
  })

  it('never reaches the service: not in the request query, not in its URL', () => {
    const { query } = parseListQuery(
      'from=2026-11-19&to=2026-11-25&filters[status]=PENDING&pagination[page]=1',
    )
    const requestQuery = requestQueryFor(bookings, query)
    expect(requestQuery).not.toHaveProperty('period')
    const url = listRequestUrl('/api', 'bookings', query)
    expect(url).toBe('/api/bookings?filters[status]=PENDING&pagination[page]=1&pagination[size]=10')
    expect(serializeListQuery(requestQuery, { explicitPagination: true })).not.toMatch(/from|to=/)
  })

  it('round-trips any period, with any other part of a query', () => {
    const day = fc
      .date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10))
    fc.assert(
      fc.property(
        fc.option(day, { nil: undefined }),
        fc.option(day, { nil: undefined }),
        fc.nat(50),
        (from, to, page) => {
          const period = normalizePeriod({ from, to })
          const query = createListQuery({ page, ...(period ? { period } : {}) })
          const parsed = parseListQuery(serializeListQuery(query))
          expect(parsed.corrections).toEqual([])
          expect(parsed.query.period).toEqual(period)
          if (period?.from && period.to) expect(period.from <= period.to).toBe(true)
        },
      ),
      { numRuns: 500 },
    )
  })
})

describe('days of a period', () => {
  it.each([
    ['2026-11-25', 1, '2026-11-26'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2028-03-01', -1, '2028-02-29'],
    // Calendar days, whatever a zone's clocks do: 29 March is 23 hours long in Berlin.
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', -1, '2026-10-24'],
  ])('%s moved by %i is %s', (day, count, expected) => {
    expect(addDays(day, count)).toBe(expected)
  })

  it('moves both ends of a period, keeping an open end open', () => {
    expect(shiftPeriod({ from: '2026-11-19', to: '2026-11-25' }, -1)).toEqual({
      from: '2026-11-18',
      to: '2026-11-24',
    })
    expect(shiftPeriod({ from: '2026-11-19' }, 1)).toEqual({ from: '2026-11-20' })
  })

  it('knows a day from what only looks like one', () => {
    expect(isPeriodDay('2028-02-29')).toBe(true)
    expect(isPeriodDay('2026-02-29')).toBe(false)
    expect(isPeriodDay('2026-13-01')).toBe(false)
    expect(isPeriodDay('0000-01-01')).toBe(false)
    expect(isPeriodDay(' 2026-11-25')).toBe(false)
  })
})

describe('a period in the order of its time', () => {
  const fitted = (search: string) => fitPeriodOrder(parseListQuery(search), 'createdAt')

  it('drops every sort but the time, keeping its direction, with a note for each', () => {
    const { query, corrections } = fitted(
      'from=2026-11-25&to=2026-11-26&sorting[totalPrice]=DESC&sorting[createdAt]=ASC&sorting[status]=ASC',
    )
    expect(serializeListQuery(query)).toBe('from=2026-11-25&to=2026-11-26&sorting[createdAt]=ASC')
    expect(corrections.map(worded)).toEqual([
      'ignored sorting[totalPrice] (a period is listed in createdAt order)',
      'ignored sorting[status] (a period is listed in createdAt order)',
    ])
  })

  it('drops every sort when none is by the time: the period is read newest first', () => {
    const { query, corrections } = fitted('from=2026-11-25&sorting[status]=ASC')
    expect(query.sorts).toEqual([])
    expect(corrections).toHaveLength(1)
  })

  it.each([
    ['no period', 'sorting[totalPrice]=DESC'],
    ['the time alone', 'to=2026-11-25&sorting[createdAt]=ASC'],
    ['no sort', 'from=2026-11-25'],
  ])('leaves a link with %s as it is', (_title, search) => {
    expect(fitted(search)).toEqual(parseListQuery(search))
  })

  it('leaves a resource without a time of its own to read the period by its first sort', () => {
    const parsed = parseListQuery('from=2026-11-25&sorting[onboardedAt]=DESC')
    expect(fitPeriodOrder(parsed, undefined)).toBe(parsed)
  })
})

describe('reachesToday: a period with no later day to step to', () => {
  const today = '2026-11-27'
  it.each([
    ['ends yesterday', { from: '2026-11-20', to: '2026-11-26' }, false],
    ['ends today', { from: '2026-11-20', to: today }, true],
    ['ends in days to come', { from: '2026-11-20', to: '2026-12-01' }, true],
    ['no end, from a past day', { from: '2026-11-20' }, false],
    ['no end, from today', { from: today }, true],
    ['no start, until yesterday', { to: '2026-11-26' }, false],
    ['no start, until today', { to: today }, true],
  ])('%s', (_title, period, expected) => {
    expect(reachesToday(period, today)).toBe(expected)
  })
})
