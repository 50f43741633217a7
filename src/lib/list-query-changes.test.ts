import { describe, expect, it } from 'vitest'
import { createListQuery, nextSortState, withFilter, withSorts, type SortKey } from './list-query'

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
