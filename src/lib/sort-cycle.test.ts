import { describe, expect, it } from 'vitest'
import type { SortKey } from './list-query'
import { directionAfterClick, nextSortState } from './sort-cycle'

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

describe('directionAfterClick: what a header says its click does', () => {
  const createdAtDesc = [desc('createdAt')]
  it.each([
    ['an unsorted column sorts ascending', [asc('name')], 'price', [], 'ASC'],
    ['an ascending one descending', [asc('price')], 'price', [], 'DESC'],
    ['a descending one not at all', [desc('price')], 'price', [], undefined],
    [
      'the default column, newest first, oldest first',
      createdAtDesc,
      'createdAt',
      createdAtDesc,
      'ASC',
    ],
    [
      'the default column, oldest first, back to newest',
      [asc('createdAt')],
      'createdAt',
      createdAtDesc,
      'DESC',
    ],
    [
      'a column after the default, not at all',
      [desc('status')],
      'status',
      createdAtDesc,
      undefined,
    ],
  ] as const)('%s', (_title, sorts, attribute, defaults, expected) => {
    expect(directionAfterClick(sorts, attribute, defaults)).toBe(expected)
  })
})

describe('directionAfterClick with Shift: what a header says its Shift+click does', () => {
  const createdAtDesc = [desc('createdAt')]
  it.each([
    ['a column not among the keys is added ascending', [desc('createdAt')], 'status', [], 'ASC'],
    ['an ascending key turns descending', [asc('name'), asc('price')], 'price', [], 'DESC'],
    ['a descending key goes', [asc('name'), desc('price')], 'price', [], undefined],
    [
      'the default key among others goes',
      [desc('createdAt'), asc('status')],
      'createdAt',
      createdAtDesc,
      undefined,
    ],
    [
      'the default key, newest first, turns oldest first rather than go',
      createdAtDesc,
      'createdAt',
      createdAtDesc,
      'ASC',
    ],
  ] as const)('%s', (_title, sorts, attribute, defaults, expected) => {
    expect(directionAfterClick(sorts, attribute, defaults, true)).toBe(expected)
  })

  it('differs from a plain click on the default key among others, which keeps it alone', () => {
    const sorts = [desc('createdAt'), asc('status')]
    expect(directionAfterClick(sorts, 'createdAt', createdAtDesc, true)).toBeUndefined()
    expect(directionAfterClick(sorts, 'createdAt', createdAtDesc)).toBe('ASC')
  })
})
