import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createListQuery, parseListQuery, serializeListQuery, type SortKey } from './list-query'
import {
  nextListQuery,
  nextSortState,
  withFilter,
  withSorts,
  type ListAction,
} from './list-transitions'

const asc = (attribute: string): SortKey => ({ attribute, direction: 'ASC' })
const desc = (attribute: string): SortKey => ({ attribute, direction: 'DESC' })

describe('nextSortState', () => {
  const createdAtDesc = [desc('createdAt')]
  it.each([
    ['unsorted -> ascending', [], 'price', false, [], [asc('price')]],
    ['ascending -> descending', [asc('price')], 'price', false, [], [desc('price')]],
    ['descending -> unsorted', [desc('price')], 'price', false, [], []],
    [
      'plain click replaces other keys',
      [asc('name'), desc('price')],
      'city',
      false,
      [],
      [asc('city')],
    ],
    ['shift+click appends', [asc('name')], 'price', true, [], [asc('name'), asc('price')]],
    [
      'shift+click advances in place',
      [asc('name'), asc('price')],
      'name',
      true,
      [],
      [desc('name'), asc('price')],
    ],
    [
      'shift+click removes after descending',
      [desc('name'), asc('price')],
      'name',
      true,
      [],
      [asc('price')],
    ],
    [
      'from the default, first click is ascending',
      [],
      'createdAt',
      false,
      createdAtDesc,
      [asc('createdAt')],
    ],
    [
      'ascending back to the default (left out of the URL)',
      [asc('createdAt')],
      'createdAt',
      false,
      createdAtDesc,
      [],
    ],
    ['another column replaces the default', [], 'status', false, createdAtDesc, [asc('status')]],
    [
      'shift+click adds to the default',
      [],
      'status',
      true,
      createdAtDesc,
      [desc('createdAt'), asc('status')],
    ],
    [
      'removing the last explicit sort falls back to the default',
      [desc('status')],
      'status',
      false,
      createdAtDesc,
      [],
    ],
  ] as const)('%s', (_title, urlSorts, attribute, multi, defaults, expected) => {
    expect(nextSortState(urlSorts, { attribute, multi }, defaults)).toEqual(expected)
  })
})

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
  ])('%s', (_title, action, expected) => {
    expect(nextListQuery(start, action, defaults)).toEqual(expected)
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
