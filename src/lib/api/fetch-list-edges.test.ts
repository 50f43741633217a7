// What a service sends is not taken on trust: a page
// holds at most the rows asked for, and a 200 answer that carries errors is no list.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { createListQuery } from '../list-query'
import { ApiError } from './api-error'
import { fetchList } from './fetch-list'
import { hasNextPage } from './list-rows'
import { normalizeListResponse } from './normalize-list-response'

const realFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = realFetch
})

/** Every request answered 200 with `body`. */
function answerWith(body: unknown, headers: Record<string, string> = {}) {
  globalThis.fetch = async () =>
    new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json', ...headers },
    })
}

const credentials = { baseUrl: 'http://service.invalid', apiKey: 'k', secretKey: 's' }

describe('a 200 answer that carries errors', () => {
  it.each([
    ['errors alone', { errors: [{ message: 'Unknown field "price"' }] }],
    ['errors beside a null data', { data: null, errors: [{ message: 'Not allowed' }] }],
    ['errors as texts', { errors: ['quota exceeded'], meta: { total: 3 } }],
  ])('is an unreadable answer, never rows: %s', async (_title, body) => {
    expect(() => normalizeListResponse(body, 'products')).toThrow(ApiError)
    answerWith(body)
    const failure = await fetchList({
      credentials,
      resource: 'products',
      query: createListQuery(),
    }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).kind).toBe('unreadable')
  })

  it('still finds rows under a list key beside errors', () => {
    const body = { data: [{ id: 1 }], errors: [{ message: 'partial' }] }
    expect(normalizeListResponse(body, 'products').rows).toEqual([{ id: 1 }])
  })
})

describe('a service that sends more rows than asked', () => {
  it('is cut to the size asked for, in its order, and its end reckoned by that size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 0, max: 120 }),
        fc.option(fc.integer({ min: 0, max: 500 }), { nil: undefined }),
        async (size, sent, total) => {
          const rows = Array.from({ length: sent }, (_, index) => ({ id: index }))
          answerWith(total === undefined ? rows : { data: rows, total })
          const query = createListQuery({ size })
          const page = await fetchList({ credentials, resource: 'products', query })
          expect(page.rows).toEqual(rows.slice(0, size))
          expect(hasNextPage(query, page.rows.length, page.total)).toBe(
            total === undefined ? sent >= size : size < total,
          )
        },
      ),
      { numRuns: 150 },
    )
  })

  it('shows 20 rows of an answer of 50,000', async () => {
    const rows = Array.from({ length: 50_000 }, (_, index) => ({ id: index }))
    answerWith({ data: rows })
    const page = await fetchList({
      credentials,
      resource: 'products',
      query: createListQuery({ size: 20, page: 3 }),
    })
    expect(page.rows).toHaveLength(20)
    expect(page.rows[0]).toEqual({ id: 0 })
  })
})
