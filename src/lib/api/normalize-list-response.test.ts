import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { normalizeListResponse, readHeaderTotal } from './normalize-list-response'

const rows = [{ id: 1 }, { id: 2 }]

describe('normalizeListResponse: rows', () => {
  it.each([
    ['a bare array', rows],
    ['data', { data: rows }],
    ['items', { items: rows }],
    ['results', { results: rows }],
    ['records', { records: rows }],
    ['content', { content: rows }],
    ["the resource's own name", { products: rows }],
    ['the first array-valued property', { meta: { page: 1 }, whatever: rows, other: [{ id: 9 }] }],
    ['a named key before an earlier unnamed array', { other: [{ id: 9 }], data: rows }],
  ])('finds rows in %s', (_title, body) => {
    expect(normalizeListResponse(body, 'products').rows).toEqual(rows)
  })

  it('wraps rows that are not objects', () => {
    expect(normalizeListResponse(['a', 2], 'products').rows).toEqual([{ value: 'a' }, { value: 2 }])
  })

  it.each([
    ['HTML text', '<html><body>Login</body></html>'],
    ['null', null],
    ['a number', 42],
    ['an object without arrays', { error: 'nope', count: 3 }],
    ['true', true],
  ])('refuses %s with an unreadable ApiError', (_title, body) => {
    expect(() => normalizeListResponse(body, 'products')).toThrow(ApiError)
    try {
      normalizeListResponse(body, 'products')
    } catch (error) {
      expect((error as ApiError).kind).toBe('unreadable')
    }
  })
})

describe('normalizeListResponse: total', () => {
  it.each([
    ['total', { data: rows, total: 57 }],
    ['totalCount', { data: rows, totalCount: 57 }],
    ['total_count', { data: rows, total_count: 57 }],
    ['totalElements', { content: rows, totalElements: 57 }],
    ['count', { results: rows, count: 57 }],
    ['meta.total', { data: rows, meta: { total: 57 } }],
    ['pagination.total', { data: rows, pagination: { page: 0, size: 10, total: 57 } }],
    ['page.totalElements', { content: rows, page: { totalElements: 57 } }],
    ['meta.totalCount', { data: rows, meta: { totalCount: 57 } }],
    ['meta.total_count', { data: rows, meta: { total_count: 57 } }],
    ['pagination.totalCount', { items: rows, pagination: { totalCount: 57 } }],
    ['pagination.count', { items: rows, pagination: { count: 57 } }],
    ['page.total', { content: rows, page: { number: 0, total: 57 } }],
    ["Strapi's meta.pagination.total", { data: rows, meta: { pagination: { total: 57 } } }],
    ['meta.pagination.totalCount', { data: rows, meta: { pagination: { totalCount: 57 } } }],
    ['a numeric string', { data: rows, total: '57' }],
  ])('reads %s', (_title, body) => {
    expect(normalizeListResponse(body, 'products').total).toBe(57)
  })

  it.each([
    ['no total', { data: rows }],
    ['a negative total', { data: rows, total: -1 }],
    ['a fractional total', { data: rows, total: 1.5 }],
    ['a non-numeric total', { data: rows, total: 'many' }],
    ['a bare array', rows],
  ])('has no total with %s', (_title, body) => {
    expect(normalizeListResponse(body, 'products').total).toBeUndefined()
  })
})

const headers = (values: Record<string, string>) => new Headers(values)

describe('normalizeListResponse: total in a header', () => {
  it.each([
    ['X-Total-Count', { 'X-Total-Count': '240' }, 'X-Total-Count'],
    ['X-Total-Count with spaces', { 'X-Total-Count': ' 240 ' }, 'X-Total-Count'],
    ['Content-Range items 0-9/240', { 'Content-Range': 'items 0-9/240' }, 'Content-Range'],
    ['Content-Range */240', { 'Content-Range': '*/240' }, 'Content-Range'],
    ['Content-Range items */240', { 'Content-Range': 'items */240' }, 'Content-Range'],
    ['Content-Range without a unit', { 'Content-Range': '0-9/240' }, 'Content-Range'],
    [
      'X-Total-Count before Content-Range',
      { 'X-Total-Count': '240', 'Content-Range': 'items 0-9/7' },
      'X-Total-Count',
    ],
  ])('reads %s', (_title, values, name) => {
    expect(normalizeListResponse(rows, 'products', headers(values)).total).toBe(240)
    expect(readHeaderTotal(headers(values))).toEqual({ name, total: 240 })
  })

  it.each([
    ['an unknown length', { 'Content-Range': 'items 0-9/*' }],
    ['a malformed range', { 'Content-Range': 'items 0-9' }],
    ['a negative count', { 'X-Total-Count': '-3' }],
    ['a non-numeric count', { 'X-Total-Count': 'lots' }],
    ['an oversized count', { 'X-Total-Count': '99999999999999999999' }],
    ['no header', {}],
  ])('has no total with %s', (_title, values) => {
    expect(normalizeListResponse(rows, 'products', headers(values)).total).toBeUndefined()
  })

  it('takes the body’s total when both say one, and keeps both', () => {
    const list = normalizeListResponse(
      { data: rows, meta: { pagination: { total: 57 } } },
      'products',
      headers({ 'X-Total-Count': '60' }),
    )
    expect(list.total).toBe(57)
    expect(list.totals).toEqual({ body: 57, header: { name: 'X-Total-Count', total: 60 } })
  })

  it('takes the header’s total when the body has none', () => {
    const list = normalizeListResponse(
      { data: rows },
      'products',
      headers({ 'Content-Range': 'items 0-1/2' }),
    )
    expect(list.total).toBe(2)
    expect(list.totals).toBeUndefined()
  })
})
