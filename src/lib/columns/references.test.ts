import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { referencePath, referencedResource } from './references'

describe('referencedResource', () => {
  it.each([
    ['productId', 'products'],
    ['supplierId', 'suppliers'],
    ['supplier_id', 'suppliers'],
    ['productsId', 'products'],
    ['supplier.id', 'suppliers'],
    ['categoryId', 'categories'],
    ['boxId', 'boxes'],
    ['bookingItemId', 'bookingItems'],
    ['productID', 'products'],
  ])('%s names %s', (attribute, resource) => {
    expect(referencedResource(attribute)).toBe(resource)
  })

  it.each(['id', 'Id', 'reference', 'paid', 'customer.name', 'a.b.id', 'valid', '@typeId', 'UUID'])(
    '%s names no other resource',
    (attribute) => {
      expect(referencedResource(attribute)).toBeUndefined()
    },
  )
})

describe('referencePath', () => {
  it('links an id to its record, the id one encoded path segment', () => {
    expect(referencePath('productId', 'prd_00185')).toBe('/products/prd_00185')
    expect(referencePath('supplier.id', 'sup/1 ?')).toBe('/suppliers/sup%2F1%20%3F')
    expect(referencePath('productId', 42)).toBe('/products/42')
  })

  it('links nothing that is not an id', () => {
    for (const value of [null, undefined, '', '  ', true, {}, ['a'], Number.NaN, '.', '..'])
      expect(referencePath('productId', value)).toBeUndefined()
  })

  it('never leaves its own path, whatever the id', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 200 }), (id) => {
        const path = referencePath('productId', id)
        if (path === undefined) return
        expect(path.split('/')).toHaveLength(3)
        expect(decodeURIComponent(path.slice('/products/'.length))).toBe(id)
      }),
    )
  })
})
