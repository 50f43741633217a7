import { describe, expect, it } from 'vitest'
import {
  cellFormatOptions,
  columnFormatOptions,
  inferColumns,
  offersFilter,
  offersUse,
  readColumnValue,
  withAcceptedFilters,
  withRefusedAttributes,
} from './columns'

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

  it('offers any name a URL can carry, and shows the others without sort or filter', () => {
    const record = JSON.parse(
      '{"prénom":"Zoé","first name":"Ada","@type":"Person","weird[0]":1,"a]b":2,"__proto__":3}',
    ) as Record<string, unknown>
    expect(inferColumns([{ ...record, constructor: 4 }])).toEqual([
      { id: 'prénom', attribute: 'prénom' },
      { id: 'first name', attribute: 'first name' },
      { id: '@type', attribute: '@type' },
      { id: 'weird[0]' },
      { id: 'a]b' },
      { id: '__proto__' },
      { id: 'constructor' },
    ])
  })

  it('reads flattened and dotted values', () => {
    expect(readColumnValue({ customer: { name: 'Ann' } }, 'customer.name')).toBe('Ann')
    expect(readColumnValue({ 'a.b': 1 }, 'a.b')).toBe(1)
    expect(readColumnValue({ customer: null }, 'customer.name')).toBeUndefined()
    expect(readColumnValue({}, 'constructor.name')).toBeUndefined()
  })
})

describe('column hints', () => {
  const hintsOf = (records: Record<string, unknown>[]) =>
    Object.fromEntries(
      inferColumns(records).map(({ id, kind, currencyFrom }) => [id, { kind, currencyFrom }]),
    )

  it('marks time-named columns whose values are times, epoch numbers included', () => {
    const hints = hintsOf([
      {
        createdAt: '2026-11-24T10:00:00Z',
        updated_at: 1764000000,
        travelDate: '2026-12-01',
        runTime: 90,
        format: 'A4',
        seat: 12,
        timestamp: 1764000000000,
      },
    ])
    expect(hints.createdAt?.kind).toBe('timestamp')
    expect(hints.updated_at?.kind).toBe('timestamp')
    expect(hints.travelDate?.kind).toBe('timestamp')
    expect(hints.timestamp?.kind).toBe('timestamp')
    expect(hints.runTime?.kind).toBeUndefined()
    expect(hints.format?.kind).toBeUndefined()
    expect(hints.seat?.kind).toBeUndefined()
  })

  it('marks status columns holding words', () => {
    const hints = hintsOf([
      { status: 'CONFIRMED', paymentStatus: 'PAID', order_state: 'open', statusCode: 3 },
      { status: 'PENDING', paymentStatus: null, order_state: 'closed', statusCode: 4 },
    ])
    expect(hints.status?.kind).toBe('status')
    expect(hints.paymentStatus?.kind).toBe('status')
    expect(hints.order_state?.kind).toBe('status')
    expect(hints.statusCode?.kind).toBeUndefined()
  })

  it.each([
    ['price', { price: 10, currency: 'EUR' }, 'currency'],
    ['totalPrice', { totalPrice: 10, currency: 'eur' }, 'currency'],
    ['amount', { amount: '10.50', currencyCode: 'USD' }, 'currencyCode'],
    ['priceAmount', { priceAmount: 10, priceCurrency: 'EUR', currency: 'USD' }, 'priceCurrency'],
    ['total_price', { total_price: 10, total_price_currency: 'EUR' }, 'total_price_currency'],
    ['fee', { fee: 1, currency_code: 'GBP' }, 'currency_code'],
    ['price.amount', { price: { amount: 10, currency: 'EUR' } }, 'price.currency'],
    ['customer.balanceAmount', { customer: { balanceAmount: 3 }, currency: 'EUR' }, 'currency'],
  ])('takes the currency of %s from a sibling column', (id, record, currencyFrom) => {
    expect(hintsOf([record])[id]?.currencyFrom).toBe(currencyFrom)
  })

  it.each([
    ['no currency column', { price: 10 }],
    ['no valid code in it', { price: 10, currency: 'n/a' }],
    ['an amount that is not a number', { price: 'on request', currency: 'EUR' }],
    ['a column that is not an amount', { participants: 2, currency: 'EUR' }],
  ])('leaves a plain number with %s', (_title, record) => {
    const hints = hintsOf([record])
    expect(Object.values(hints).some((hint) => hint.currencyFrom)).toBe(false)
  })
})

describe('cell options', () => {
  it('adds a column’s hint and each record’s currency', () => {
    const records = [
      { totalPrice: 10, currency: 'EUR', status: 'PAID', createdAt: 1764000000 },
      { totalPrice: 20, currency: 'USD', status: 'PENDING', createdAt: 1764000001 },
    ]
    const columns = inferColumns(records)
    const byId = Object.fromEntries(columns.map((column) => [column.id, column]))
    const base = { timeZone: 'utc' as const }
    expect(columnFormatOptions(byId.createdAt!, base)).toEqual({ ...base, asTimestamp: true })
    expect(columnFormatOptions(byId.status!, base)).toEqual({
      ...base,
      asStatus: true,
      attribute: 'status',
    })
    const priceOptions = columnFormatOptions(byId.totalPrice!, base)
    expect(priceOptions).toBe(base)
    expect(cellFormatOptions(byId.totalPrice!, records[1]!, priceOptions)).toEqual({
      ...base,
      currency: 'USD',
    })
    expect(cellFormatOptions(byId.status!, records[1]!, base)).toBe(base)
  })
})

describe('refused attributes', () => {
  const columns = inferColumns([{ id: 1, prénom: 'Zoé', status: 'OPEN', customer: { name: 'A' } }])
  const refused = new Map([
    ['prénom', ['filter'] as const],
    ['status', ['sort', 'filter'] as const],
  ])

  it('mark their columns with what was refused', () => {
    expect(withRefusedAttributes(columns, refused)).toEqual([
      { id: 'id', attribute: 'id' },
      { id: 'prénom', attribute: 'prénom', refused: ['filter'] },
      { id: 'status', attribute: 'status', refused: ['sort', 'filter'], kind: 'status' },
      { id: 'customer.name' },
    ])
    expect(withRefusedAttributes(columns, new Map())).toBe(columns)
  })

  it('are not offered, unless the view uses them now', () => {
    const [id, prenom, status, nested] = withRefusedAttributes(columns, refused)
    expect(offersUse(id!, 'sort')).toBe(true)
    expect(offersUse(id!, 'filter')).toBe(true)
    expect(offersUse(prenom!, 'sort')).toBe(true)
    expect(offersUse(prenom!, 'filter')).toBe(false)
    expect(offersUse(prenom!, 'filter', true)).toBe(true)
    expect(offersUse(status!, 'sort')).toBe(false)
    expect(offersUse(nested!, 'filter', true)).toBe(false)
    expect(offersFilter(prenom!, {})).toBe(false)
    expect(offersFilter(prenom!, { prénom: 'Zoé' })).toBe(true)
    // A name an object inherits is no filter in use.
    const toString = { id: 'toString', attribute: 'toString', refused: ['filter'] as const }
    expect(offersFilter(toString, {})).toBe(false)
  })
})

describe('fields within records the service answered a filter by', () => {
  const columns = inferColumns([{ id: 1, customer: { name: 'A', email: 'a@example.com' } }])

  it('filter, and never sort unless the view does', () => {
    const [id, name, email] = withAcceptedFilters(columns, new Set(['customer.name']))
    expect(id).toEqual({ id: 'id', attribute: 'id' })
    expect(name).toEqual({ id: 'customer.name', attribute: 'customer.name', filterOnly: true })
    expect(offersFilter(name!, {})).toBe(true)
    expect(offersUse(name!, 'sort')).toBe(false)
    expect(offersUse(name!, 'sort', true)).toBe(true)
    expect(offersFilter(email!, {})).toBe(false)
    expect(withAcceptedFilters(columns, new Set())).toBe(columns)
  })
})
