// Two requests in flight, both answered 429: the longer wait holds, whichever answer comes last.
import { createServer, type ServerResponse, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createListQuery } from '../list-query'
import { isRateLimited } from './api-error'
import { fetchList } from './fetch-list'

let server: Server
let baseUrl: string
let requests = 0
const waiting: ServerResponse[] = []
let arrived: () => void = () => undefined

beforeAll(async () => {
  server = createServer((_request, response) => {
    requests++
    waiting.push(response)
    arrived()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const tooMany = (response: ServerResponse | undefined, seconds: number) => {
  response?.writeHead(429, { 'Retry-After': String(seconds) })
  response?.end()
}

it('keeps the later instant when a shorter 429 is answered after a longer one', async () => {
  const credentials = { baseUrl, apiKey: 'k', secretKey: 's' }
  const ask = (page: number) =>
    fetchList({ credentials, resource: 'products', query: createListQuery({ page }) }).catch(
      (error: unknown) => error,
    )
  const bothArrived = new Promise<void>((resolve) => {
    arrived = () => {
      if (waiting.length === 2) resolve()
    }
  })
  const longer = ask(0)
  const shorter = ask(1)
  await bothArrived
  tooMany(waiting[0], 600)
  expect(isRateLimited(await longer)).toBe(true)
  tooMany(waiting[1], 1)
  expect(isRateLimited(await shorter)).toBe(true)

  const third = await ask(2)
  expect(isRateLimited(third) && third.retryAfterMs).toBeGreaterThan(500_000)
  expect(requests).toBe(2)
})
