import { describe, expect, it } from 'vitest'
import { inferColumns, readColumnValue } from './columns'

describe('inferColumns', () => {
  it('takes the union of keys in first-seen order', () => {
    const columns = inferColumns([{ id: 1, name: 'a' }, { id: 2, price: 3 }, { extra: true }])
    expect(columns.map((column) => column.id)).toEqual(['id', 'name', 'price', 'extra'])
  })

  it('puts configured columns first', () => {
    const columns = inferColumns([{ id: 1, name: 'a', status: 'X' }], ['status', 'name'])
    expect(columns.map((column) => column.id)).toEqual(['status', 'name', 'id'])
  })

  it('drops configured columns no record has, but keeps them when there are no records', () => {
    expect(inferColumns([{ id: 1 }], ['missing', 'id']).map((column) => column.id)).toEqual(['id'])
    expect(inferColumns([], ['missing', 'id']).map((column) => column.id)).toEqual([
      'missing',
      'id',
    ])
  })

  it('flattens plain nested objects one level; those columns cannot be filtered or sorted', () => {
    const columns = inferColumns([{ id: 1, customer: { name: 'Ann', email: 'a@x' }, tags: ['a'] }])
    expect(columns).toEqual([
      { id: 'id', attribute: 'id' },
      { id: 'customer.name' },
      { id: 'customer.email' },
      { id: 'tags', attribute: 'tags' },
    ])
  })

  it('reads flattened and dotted values', () => {
    expect(readColumnValue({ customer: { name: 'Ann' } }, 'customer.name')).toBe('Ann')
    expect(readColumnValue({ 'a.b': 1 }, 'a.b')).toBe(1)
    expect(readColumnValue({ customer: null }, 'customer.name')).toBeUndefined()
    expect(readColumnValue({}, 'constructor.name')).toBeUndefined()
  })
})
