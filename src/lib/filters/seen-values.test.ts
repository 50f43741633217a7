import { describe, expect, it, vi } from 'vitest'
import { createSeenValues, fewValuesLimit } from './seen-values'
import { suggestValues } from './suggest-values'
import { describeStraySpaces, straySpaces } from './stray-spaces'

const products = [
  {
    id: 'p1',
    productType: 'TOUR',
    active: true,
    name: 'Old Town Tour',
    price: 20,
    launchDate: '2026-10-17',
  },
  {
    id: 'p2',
    productType: 'TRANSFER',
    active: false,
    name: 'Airport Transfer',
    price: 35,
    launchDate: '2026-01-02',
  },
  {
    id: 'p3',
    productType: 'TOUR',
    active: true,
    name: 'Food Tour',
    price: 20,
    launchDate: '2025-12-31',
  },
  {
    id: 'p4',
    productType: 'TRANSFER',
    active: true,
    name: 'Night Tour',
    price: 40,
    launchDate: null,
  },
]

describe('seen values', () => {
  it('keeps each attribute’s distinct values as the service writes them, first seen first', () => {
    const seen = createSeenValues()
    seen.record('products', products)
    expect(seen.column('products', 'productType')?.values).toEqual(['TOUR', 'TRANSFER'])
    expect(seen.column('products', 'price')?.values).toEqual(['20', '35', '40'])
    expect(seen.column('products', 'active')?.values).toEqual(['true', 'false'])
    expect(seen.column('bookings', 'productType')).toBeUndefined()
    expect(seen.column('products', 'colour')).toBeUndefined()
  })

  it.each([
    ['productType', 'text'],
    ['active', 'boolean'],
    ['launchDate', 'date'],
    ['price', 'text'],
    ['name', 'text'],
  ])('reads %s as %s', (attribute, kind) => {
    const seen = createSeenValues()
    seen.record('products', products)
    expect(seen.column('products', attribute)?.kind).toBe(kind)
  })

  it('takes a column with one value of another kind for text', () => {
    const seen = createSeenValues()
    seen.record('products', [...products, { id: 'p5', active: 'maybe', launchDate: '2026-13-01' }])
    expect(seen.column('products', 'active')?.kind).toBe('text')
    expect(seen.column('products', 'launchDate')?.kind).toBe('text')
  })

  it('calls a column "few" once its values repeat, never one of distinct names', () => {
    const seen = createSeenValues()
    seen.record('products', products)
    expect(seen.column('products', 'productType')?.few).toBe(true)
    expect(seen.column('products', 'name')?.few).toBe(false)
    const many = Array.from({ length: 4 * fewValuesLimit }, (_, index) => ({
      id: `x${index}`,
      code: `C${index % (fewValuesLimit + 1)}`,
    }))
    seen.record('things', many)
    expect(seen.column('things', 'code')?.few).toBe(false)
  })

  it('counts a record shown again once', () => {
    const seen = createSeenValues()
    seen.record('products', products.slice(0, 1))
    seen.record('products', products.slice(0, 1))
    seen.record('products', products.slice(0, 1))
    expect(seen.column('products', 'productType')?.few).toBe(false)
  })

  it('leaves out objects, nulls, empty and over-long values', () => {
    const seen = createSeenValues()
    seen.record('r', [
      { id: 1, nested: { a: 1 }, list: [1], none: null, empty: '', long: 'x'.repeat(300) },
    ])
    for (const attribute of ['nested', 'list', 'none', 'empty', 'long'])
      expect(seen.column('r', attribute)).toBeUndefined()
    expect(seen.column('r', 'id')?.values).toEqual(['1'])
  })

  it('hands out the same column until its values change, and tells subscribers of new rows', () => {
    const seen = createSeenValues()
    const listener = vi.fn()
    seen.subscribe(listener)
    seen.record('products', products.slice(0, 2))
    expect(listener).toHaveBeenCalledTimes(1)
    const before = seen.column('products', 'name')
    seen.record('products', products.slice(0, 2))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(seen.column('products', 'name')).toBe(before)
    seen.record('products', products.slice(2))
    expect(listener).toHaveBeenCalledTimes(2)
    expect(seen.column('products', 'name')).not.toBe(before)
    expect(seen.column('products', 'name')?.values).toHaveLength(4)
  })
})

describe('suggestValues', () => {
  const seen = createSeenValues()
  seen.record('products', products)
  const column = (attribute: string) => seen.column('products', attribute)

  it.each([
    ['a few values, all of them on an empty draft', 'productType', '', ['TOUR', 'TRANSFER']],
    ['a few values, those matching first', 'productType', 'trans', ['TRANSFER', 'TOUR']],
    ['a few values, all when none match', 'productType', 'xyz', ['TOUR', 'TRANSFER']],
    ['many values, none on an empty draft', 'name', '', []],
    [
      'many values, those starting with the draft first',
      'name',
      'o',
      ['Old Town Tour', 'Airport Transfer', 'Food Tour', 'Night Tour'],
    ],
    [
      'many values, those containing the draft',
      'name',
      'TOUR',
      ['Old Town Tour', 'Food Tour', 'Night Tour'],
    ],
    ['many values, starting first', 'name', 'food', ['Food Tour']],
    ['many values, with accents and spacing', 'name', 'night  tóur', ['Night Tour']],
    ['many values, a slip in the draft', 'name', 'Nigth', ['Night Tour']],
    ['many values, a letter left out', 'name', 'Airprt', ['Airport Transfer']],
    ['many values, too short to guess at', 'name', 'Nx', []],
    ['a boolean column: a choice instead', 'active', 't', []],
    ['a date column: a date input instead', 'launchDate', '2026', []],
    ['nothing seen', 'colour', 'red', []],
  ])('%s: %s %j offers %j', (_, attribute, draft, offered) => {
    expect(suggestValues(draft, column(attribute))).toEqual(offered)
  })
})

describe('stray spaces', () => {
  it.each([
    ['TOUR', undefined],
    ['TOUR ', 'ends with a space'],
    [' TOUR', 'starts with a space'],
    [' TOUR\t', 'starts and ends with a space'],
    ['New  York', undefined],
  ])('%j %s', (value, description) => {
    const spaces = straySpaces(value)
    expect(spaces && describeStraySpaces(spaces)).toBe(description)
  })
})
