import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createListQuery } from '../list-query'
import { fetchList } from './fetch-list'

// A service that sends its totals in headers (json-server, many REST APIs), or in both places.
const answers: Record<string, { headers: Record<string, string>; body: unknown }> = {
  '/counted': { headers: { 'X-Total-Count': '240' }, body: [{ id: 1 }] },
  '/ranged': { headers: { 'Content-Range': 'items 0-0/240' }, body: [{ id: 1 }] },
  '/both': {
    headers: { 'X-Total-Count': '250' },
    body: { data: [{ id: 1 }], meta: { totalCount: 240 } },
  },
}

let server: Server
let baseUrl: string
beforeAll(async () => {
  server = createServer((request, response) => {
    const answer = answers[(request.url ?? '').split('?')[0]!]
    if (!answer) return response.writeHead(404).end()
    response.writeHead(200, { 'Content-Type': 'application/json', ...answer.headers })
    response.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

const fetchFrom = (resource: string) =>
  fetchList({
    credentials: { baseUrl, apiKey: 'k', secretKey: 's' },
    resource,
    query: createListQuery(),
  })

describe('fetchList: totals in headers', () => {
  it.each(['counted', 'ranged'])('reads the total of %s', async (resource) => {
    const page = await fetchFrom(resource)
    expect(page.total).toBe(240)
    expect(page.request.totals).toBeUndefined()
  })

  it('keeps the body’s total when a header disagrees, and reports both', async () => {
    const page = await fetchFrom('both')
    expect(page.total).toBe(240)
    expect(page.request.totals).toEqual({
      body: 240,
      header: { name: 'X-Total-Count', total: 250 },
    })
  })
})
