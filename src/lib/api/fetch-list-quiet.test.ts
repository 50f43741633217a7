// After a 429, nothing is asked of that service before its Retry-After has passed.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { createListQuery } from '../list-query'
import { isRateLimited } from './api-error'
import { fetchList } from './fetch-list'

let server: Server
let baseUrl: string
let requests = 0

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests++
    if (requests === 1) {
      response.writeHead(429, { 'Retry-After': '1' })
      return response.end()
    }
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.end('[]')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => vi.useRealTimers())

it('fails at once, without a request, until the wait is over; then asks again', async () => {
  // Only the clock is faked: the wait is read from Date.now(), the requests stay real.
  vi.useFakeTimers({ toFake: ['Date'] })
  const credentials = { baseUrl, apiKey: 'k', secretKey: 's' }
  const ask = () => fetchList({ credentials, resource: 'products', query: createListQuery() })
  const first = await ask().catch((error: unknown) => error)
  expect(isRateLimited(first)).toBe(true)

  const second = await ask().catch((error: unknown) => error)
  expect(isRateLimited(second) && second.retryAfterMs).toBeGreaterThan(0)
  expect(isRateLimited(second) && second.retryAfterMs).toBeLessThanOrEqual(1000)
  expect(requests).toBe(1)

  vi.advanceTimersByTime(999)
  const third = await ask().catch((error: unknown) => error)
  expect(isRateLimited(third) && third.retryAfterMs).toBe(1)
  expect(requests).toBe(1)

  vi.advanceTimersByTime(1)
  await expect(ask()).resolves.toMatchObject({ rows: [] })
  expect(requests).toBe(2)
})
