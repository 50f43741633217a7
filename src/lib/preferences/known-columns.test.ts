// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { inferColumns, withFilteredColumns } from '../columns/columns'
import {
  forgetKnownColumns,
  knownColumnsKey,
  parseKnownColumns,
  readKnownColumns,
  rememberKnownColumns,
} from './known-columns'

const products = inferColumns([
  { id: 'p1', name: 'Tour', createdAt: '2026-11-24T10:00:00Z', price: 10, currency: 'EUR' },
])

const credentialsKey = 'distribution-console.credentials'
const keys = JSON.stringify({ baseUrl: '/api', apiKey: 'k', secretKey: 's' })
/** Signed in, not remembered. */
beforeEach(() => sessionStorage.setItem(credentialsKey, keys))
afterEach(() => {
  forgetKnownColumns()
  localStorage.clear()
  sessionStorage.clear()
})

describe('known columns', () => {
  it('are kept per resource and per Base URL, and read back after a reload', () => {
    expect(knownColumnsKey('/api', 'products')).not.toBe(knownColumnsKey('/api2', 'products'))
    expect(knownColumnsKey('/api', 'products')).not.toBe(knownColumnsKey('/api', 'bookings'))
    rememberKnownColumns('/api', 'products', products)
    expect(readKnownColumns('/api', 'products')).toEqual(products)
    expect(readKnownColumns('https://other.example', 'products')).toBeUndefined()
    expect(readKnownColumns('/api', 'bookings')).toBeUndefined()
    // What a reload reads: storage alone, where the keys are.
    const stored = sessionStorage.getItem(
      `distribution-console.${knownColumnsKey('/api', 'products')}`,
    )
    expect(parseKnownColumns(JSON.parse(stored ?? 'null'))).toEqual(products)
  })

  it('keep their kinds, so a time column keeps its date filter', () => {
    rememberKnownColumns('/api', 'products', products)
    expect(readKnownColumns('/api', 'products')).toContainEqual({
      id: 'createdAt',
      attribute: 'createdAt',
      kind: 'timestamp',
    })
    expect(readKnownColumns('/api', 'products')).toContainEqual({
      id: 'price',
      attribute: 'price',
      currencyFrom: 'currency',
    })
  })

  it('are forgotten on sign-out, from memory and storage', () => {
    rememberKnownColumns('/api', 'products', products)
    forgetKnownColumns()
    expect(readKnownColumns('/api', 'products')).toBeUndefined()
    expect(Object.keys(sessionStorage)).toEqual([credentialsKey])
  })

  it('are kept where the keys are: in localStorage only for a remembered session', () => {
    const key = `distribution-console.${knownColumnsKey('/api', 'products')}`
    rememberKnownColumns('/api', 'products', products)
    expect(localStorage.getItem(key)).toBeNull()
    forgetKnownColumns()
    sessionStorage.clear()
    localStorage.setItem(credentialsKey, keys)
    rememberKnownColumns('/api', 'products', products)
    expect(localStorage.getItem(key)).not.toBeNull()
    expect(sessionStorage.getItem(key)).toBeNull()
  })

  it.each([
    ['not an array', { id: 'x' }, undefined],
    ['nothing usable', [1, null, 'id', { attribute: 'x' }], undefined],
    [
      'odd fields dropped',
      [{ id: 'a', attribute: 3, kind: 'script', currencyFrom: '' }],
      [{ id: 'a' }],
    ],
    ['repeated ids', [{ id: 'a' }, { id: 'a', attribute: 'a' }], [{ id: 'a' }]],
    [
      'a prototype key or a bracket: a column, never an attribute to send',
      [
        { id: '__proto__', attribute: '__proto__' },
        { id: 'a[b]', attribute: 'a[b]' },
      ],
      [{ id: '__proto__' }, { id: 'a[b]' }],
    ],
    [
      'any other name, as an attribute',
      [{ id: 'prénom', attribute: 'prénom' }],
      [{ id: 'prénom', attribute: 'prénom' }],
    ],
  ])('read back from storage only as well-formed columns: %s', (_title, stored, expected) => {
    expect(parseKnownColumns(stored)).toEqual(expected)
  })

  it('never hold more than 200 columns', () => {
    const many = Array.from({ length: 500 }, (_, index) => ({ id: `c${index}` }))
    expect(parseKnownColumns(many)).toHaveLength(200)
  })
})

describe('withFilteredColumns', () => {
  it('adds a column for each filtered attribute no column is, so its filter input stays', () => {
    const columns = inferColumns([], ['id', 'name'])
    expect(withFilteredColumns(columns, { name: 'Tour' })).toBe(columns)
    expect(
      withFilteredColumns(columns, { supplierId: 'sup_1' }).map((column) => column.id),
    ).toEqual(['id', 'name', 'supplierId'])
    expect(withFilteredColumns(columns, { supplierId: 'x' }).at(-1)).toEqual({
      id: 'supplierId',
      attribute: 'supplierId',
    })
  })
})
