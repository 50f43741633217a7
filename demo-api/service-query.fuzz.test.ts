import fc from 'fast-check'
import { anyCodePoint } from '../src/test/arbitraries.ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoApi, type RunningDemoApi } from './test-server.ts'

let api: RunningDemoApi
beforeAll(async () => {
  api = await startDemoApi()
})
afterAll(() => api.close())

const auth = { 'X-Api-Key': 'demo-key', 'X-Secret-Key': 'demo-secret' }

const keyArbitrary = fc.oneof(
  fc.constantFrom(
    'pagination[page]',
    'pagination[size]',
    'pagination%5Bsize%5D',
    'filters[status]',
    'filters[productType]',
    'filters[customer]',
    'filters[customer.email]',
    'filters[customer.name]',
    'sorting[customer.name]',
    'filters[__proto__]',
    'filters[a][b]',
    'sorting[createdAt]',
    'sorting[constructor]',
    'sorting[]',
    'pagination[page][]',
    'pagination',
    '[]',
    '',
  ),
  fc.string({ maxLength: 20 }),
)
const valueArbitrary = fc.oneof(
  fc.constantFrom(
    '0',
    '1',
    '20',
    '21',
    '-1',
    '1.5',
    'ASC',
    'DESC',
    'asc',
    'CONFIRMED',
    '',
    '%',
    '%zz',
    '1e3',
    'NaN',
  ),
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 30, unit: anyCodePoint }),
)
const queryArbitrary = fc
  .array(fc.tuple(keyArbitrary, valueArbitrary), { maxLength: 8 })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'))

describe('the demo API under generated queries', () => {
  it('answers every query with 200 rows or a 400 that says what is wrong, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        queryArbitrary,
        fc.constantFrom('products', 'bookings'),
        async (query, resource) => {
          const response = await fetch(`${api.url}/${resource}?${query}`, { headers: auth })
          const body = (await response.json()) as {
            data?: unknown[]
            error?: { message?: string; parameter?: string }
          }
          expect([200, 400]).toContain(response.status)
          if (response.status === 200) {
            expect(Array.isArray(body.data)).toBe(true)
            expect(body.data!.length).toBeLessThanOrEqual(20)
          } else {
            expect(body.error?.message?.length).toBeGreaterThan(0)
            expect(typeof body.error?.parameter).toBe('string')
          }
        },
      ),
      { numRuns: 2000 },
    )
  }, 60_000)
})
