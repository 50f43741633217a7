import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  createListQuery,
  parseListQuery,
  serializeListQuery,
  type ListQuery,
  type SortKey,
} from './list-query'
import { nextListQuery, withFilter, withSorts, type ListAction } from './list-transitions'

const asc = (attribute: string): SortKey => ({ attribute, direction: 'ASC' })
const desc = (attribute: string): SortKey => ({ attribute, direction: 'DESC' })

describe('changes send the page back to 0', () => {
  const query = createListQuery({ page: 4 })
  it.each([
    ['filter', withFilter(query, 'status', 'PENDING')],
    ['filter removed', withFilter(createListQuery({ page: 3, filters: { a: 'b' } }), 'a', '')],
    ['sort', withSorts(query, [asc('price')])],
  ])('%s', (_title, next) => {
    expect(next.page).toBe(0)
  })
})

describe('nextListQuery', () => {
  const defaults = [desc('createdAt')]
  const start = createListQuery({
    page: 3,
    size: 10,
    filters: { status: 'PENDING', currency: 'EUR' },
  })

  it.each<[string, ListAction, ReturnType<typeof createListQuery>]>([
    [
      'a header click',
      { type: 'sort', attribute: 'price', multi: false },
      { ...start, page: 0, sorts: [asc('price')] },
    ],
    [
      'a filter',
      { type: 'filter', attribute: 'city', value: 'Lisbon' },
      { ...start, page: 0, filters: { ...start.filters, city: 'Lisbon' } },
    ],
    [
      "a chip's ×",
      { type: 'filter', attribute: 'status', value: '' },
      { ...start, page: 0, filters: { currency: 'EUR' } },
    ],
    ['"Clear filters"', { type: 'clear-filters' }, { ...start, page: 0, filters: {} }],
    [
      'a refused default sort removed',
      { type: 'remove-sort', attribute: 'createdAt' },
      { ...start, page: 0, sorts: [] },
    ],
    [
      'newest first by a time column, from the hint that offers "Go to date"',
      { type: 'newest-first', attribute: 'updatedAt' },
      { ...start, page: 0, sorts: [desc('updatedAt')] },
    ],
    [
      'newest first by the default sort itself, left out of the URL',
      { type: 'newest-first', attribute: 'createdAt' },
      { ...start, page: 0, sorts: [] },
    ],
    ['a page', { type: 'page', page: 7 }, { ...start, page: 7 }],
    [
      '20 rows per page keeps the first row shown',
      { type: 'page-size', size: 20 },
      { ...start, page: 1, size: 20 },
    ],
    [
      '5 rows per page keeps the first row shown',
      { type: 'page-size', size: 5 },
      { ...start, page: 6, size: 5 },
    ],
    [
      'a period, from its first page',
      { type: 'period', period: { from: '2026-11-25', to: '2026-11-25' } },
      { ...start, page: 0, period: { from: '2026-11-25', to: '2026-11-25' } },
    ],
    [
      'a period entered the wrong way round',
      { type: 'period', period: { from: '2026-11-25', to: '2026-11-19' } },
      { ...start, page: 0, period: { from: '2026-11-19', to: '2026-11-25' } },
    ],
    [
      'a period in the time order (the default order stays out of the URL)',
      { type: 'period', period: { from: '2026-11-19' }, sorts: [desc('createdAt')] },
      { ...start, page: 0, sorts: [], period: { from: '2026-11-19' } },
    ],
    ['a period with no end is none', { type: 'period', period: {} }, { ...start, page: 0 }],
  ])('%s', (_title, action, expected) => {
    expect(nextListQuery(start, action, defaults)).toEqual(expected)
  })

  describe('a period goes with the time order it is read along', () => {
    const yesterday = { from: '2026-11-25', to: '2026-11-25' }
    const inPeriod = { ...start, period: yesterday }
    it.each<[string, ListAction, boolean]>([
      [
        'newest first to oldest first keeps it',
        { type: 'sort', attribute: 'createdAt', multi: false },
        true,
      ],
      [
        'a second key after the time keeps it',
        { type: 'sort', attribute: 'price', multi: true },
        true,
      ],
      ['another column first drops it', { type: 'sort', attribute: 'price', multi: false }, false],
      [
        'the time sort removed, back to the same default, keeps it',
        { type: 'remove-sort', attribute: 'createdAt' },
        true,
      ],
      ['a filter keeps it', { type: 'filter', attribute: 'status', value: 'PENDING' }, true],
    ])('%s', (_title, action, kept) => {
      expect(nextListQuery(inPeriod, action, defaults).period).toEqual(kept ? yesterday : undefined)
    })
  })

  const action = fc.oneof(
    fc.record({
      type: fc.constant('sort' as const),
      attribute: fc.constantFrom('price', 'createdAt', 'city'),
      multi: fc.boolean(),
    }),
    fc.record({
      type: fc.constant('filter' as const),
      attribute: fc.constantFrom('status', 'city'),
      value: fc.constantFrom('', 'PENDING', ' x '),
    }),
    fc.record({ type: fc.constant('clear-filters' as const) }),
    fc.record({
      type: fc.constant('remove-sort' as const),
      attribute: fc.constantFrom('price', 'createdAt'),
    }),
    fc.record({
      type: fc.constant('newest-first' as const),
      attribute: fc.constantFrom('price', 'createdAt'),
    }),
    fc.record({ type: fc.constant('page' as const), page: fc.integer({ min: -3, max: 500 }) }),
    fc.record({ type: fc.constant('page-size' as const), size: fc.constantFrom(5, 10, 20) }),
    fc.record({
      type: fc.constant('period' as const),
      period: fc.record(
        { from: fc.constantFrom('2026-11-19', '2026-11-25'), to: fc.constantFrom('2026-11-25') },
        { requiredKeys: [] },
      ),
    }),
    fc.record({ type: fc.constant('clear-period' as const) }),
    fc.record({ type: fc.constant('shift-period' as const), days: fc.constantFrom(-1, 1) }),
  )

  it('any run of actions leaves a query that the URL carries as it is', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 12 }), (actions) => {
        const end = actions.reduce(
          (query, next) => nextListQuery(query, next, defaults),
          createListQuery(),
        )
        expect(end.page).toBeGreaterThanOrEqual(0)
        expect(Object.values(end.filters)).not.toContain('')
        const parsed = parseListQuery(serializeListQuery(end))
        expect(parsed.corrections).toEqual([])
        expect(parsed.query).toEqual(end)
      }),
    )
  })
})

describe('a period in the list', () => {
  const day = { from: '2026-11-25', to: '2026-11-25' }
  const inPeriod = createListQuery({ page: 4, filters: { status: 'PENDING' }, period: day })

  it.each<[string, ListAction, ReturnType<typeof createListQuery>]>([
    [
      'Previous day moves the whole period, from its first page',
      { type: 'shift-period', days: -1 },
      { ...inPeriod, page: 0, period: { from: '2026-11-24', to: '2026-11-24' } },
    ],
    [
      'Next day across a month',
      { type: 'shift-period', days: 1 },
      { ...inPeriod, page: 0, period: { from: '2026-11-26', to: '2026-11-26' } },
    ],
    [
      'Clear period keeps the filters',
      { type: 'clear-period' },
      createListQuery({ filters: { status: 'PENDING' } }),
    ],
    [
      'a filter keeps the period',
      { type: 'filter', attribute: 'status', value: 'CONFIRMED' },
      { ...inPeriod, page: 0, filters: { status: 'CONFIRMED' } },
    ],
    ['a page within the period', { type: 'page', page: 2 }, { ...inPeriod, page: 2 }],
  ])('%s', (_title, action, expected) => {
    expect(nextListQuery(inPeriod, action, [desc('createdAt')])).toEqual(expected)
  })

  it('Clear period leaves a URL without from or to', () => {
    const cleared = nextListQuery(inPeriod, { type: 'clear-period' })
    expect(cleared).not.toHaveProperty('period')
    expect(serializeListQuery(cleared)).toBe('filters[status]=PENDING')
  })

  it('moving without a period does nothing', () => {
    const plainQuery = createListQuery({ page: 2 })
    expect(nextListQuery(plainQuery, { type: 'shift-period', days: 1 })).toBe(plainQuery)
  })
})

describe('counts by value', () => {
  const viewed = createListQuery({
    page: 2,
    filters: { status: 'PENDING' },
    sorts: [desc('createdAt')],
    period: { from: '2026-11-20', to: '2026-11-26' },
  })

  it.each<[string, ListQuery, ListAction, ListQuery]>([
    [
      'choosing a column keeps the page, filters, sorts and period',
      viewed,
      { type: 'counts', attribute: 'status' },
      { ...viewed, counts: 'status' },
    ],
    [
      'another column replaces it',
      { ...viewed, counts: 'status' },
      { type: 'counts', attribute: 'currency' },
      { ...viewed, counts: 'currency' },
    ],
    [
      'no counts',
      { ...viewed, counts: 'status' },
      { type: 'counts', attribute: undefined },
      viewed,
    ],
    [
      'a value followed keeps the counts, from the first page',
      { ...viewed, counts: 'status' },
      { type: 'filter', attribute: 'status', value: 'CONFIRMED' },
      { ...viewed, counts: 'status', page: 0, filters: { status: 'CONFIRMED' } },
    ],
  ])('%s', (_title, before, action, after) => {
    expect(nextListQuery(before, action)).toEqual(after)
  })

  it('is written to the URL, and gone from it when cleared', () => {
    const counted = nextListQuery(createListQuery(), { type: 'counts', attribute: 'status' })
    expect(serializeListQuery(counted)).toBe('counts=status')
    const cleared = nextListQuery(counted, { type: 'counts', attribute: undefined })
    expect(cleared).not.toHaveProperty('counts')
    expect(serializeListQuery(cleared)).toBe('')
  })
})

describe('grouping', () => {
  const viewed = createListQuery({
    page: 2,
    filters: { status: 'PENDING' },
    sorts: [desc('createdAt')],
    period: { from: '2026-11-20', to: '2026-11-26' },
  })

  it.each<[string, ListQuery, ListAction, ListQuery]>([
    [
      'a column to group by shows the whole view from its start',
      viewed,
      { type: 'group', attribute: 'productName' },
      { ...viewed, page: 0, group: 'productName' },
    ],
    [
      'no grouping',
      { ...viewed, group: 'status' },
      { type: 'group', attribute: undefined },
      { ...viewed, page: 0 },
    ],
    [
      "a day's departures: that day's filter, grouped, without the period",
      viewed,
      { type: 'departures', attribute: 'travelDate', day: '2026-11-27', groupBy: 'productName' },
      {
        ...createListQuery({ filters: { status: 'PENDING', travelDate: '2026-11-27' } }),
        sorts: [desc('createdAt')],
        group: 'productName',
      },
    ],
  ])('%s', (_title, before, action, after) => {
    expect(nextListQuery(before, action)).toEqual(after)
  })

  it('writes the manifest link as staff share it', () => {
    const manifest = nextListQuery(createListQuery(), {
      type: 'departures',
      attribute: 'travelDate',
      day: '2026-11-27',
      groupBy: 'productName',
    })
    expect(serializeListQuery(manifest)).toBe('filters[travelDate]=2026-11-27&group=productName')
  })
})
