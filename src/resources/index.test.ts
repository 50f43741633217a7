import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findResource, isResourceName } from '.'

describe('findResource', () => {
  it('gives products and bookings their configuration', () => {
    expect(findResource('bookings')?.defaultSorts).toEqual([
      { attribute: 'createdAt', direction: 'DESC' },
    ])
    expect(findResource('products')?.primaryFilters).toEqual(['productType'])
  })

  it('gives any other plain name the generic list: no default sort, columns from the records', () => {
    const suppliers = findResource('suppliers')
    expect(suppliers).toMatchObject({
      name: 'suppliers',
      title: 'Suppliers',
      singular: 'supplier',
      columns: [],
      defaultSorts: [],
    })
    expect(suppliers?.dayAttribute).toBeUndefined()
    expect(suppliers?.checkNewerRecords).toBeUndefined()
    // The same name, the same configuration: a page keyed by it is not remounted.
    expect(findResource('suppliers')).toBe(suppliers)
  })

  it.each(['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype'])(
    'treats %s as a name like any other, never as a property of an object',
    (name) => {
      const config = findResource(name)
      expect(config?.name).toBe(name)
      expect(config?.columns).toEqual([])
      expect(Object.getPrototypeOf(config)).toBe(Object.prototype)
    },
  )

  it.each([
    ['empty', ''],
    ['a traversal', '..'],
    ['an encoded traversal', '..%2F'],
    ['a slash', 'a/b'],
    ['an encoded slash', 'a%2Fb'],
    ['a question mark', 'a?b'],
    ['a hash', 'a#b'],
    ['a space', 'a b'],
    ['a dot', 'a.b'],
    ['emoji', '🚀'],
    ['300 characters', 'x'.repeat(300)],
    ['a page of the console', 'sign-in'],
    ['undefined', undefined],
  ])('refuses %s', (_title, name) => {
    expect(findResource(name)).toBeUndefined()
  })

  it('accepts exactly the plain names: letters, digits, - and _', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 120 }), (name) => {
        const plain = /^[A-Za-z0-9_-]{1,100}$/.test(name) && name !== 'sign-in'
        expect(isResourceName(name)).toBe(plain)
        expect(findResource(name) !== undefined).toBe(plain)
        if (plain) expect(encodeURIComponent(name)).toBe(name)
      }),
    )
  })
})
