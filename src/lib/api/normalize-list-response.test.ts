import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { normalizeListResponse } from './normalize-list-response'

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
