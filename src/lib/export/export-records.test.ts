import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoApi, type RunningDemoApi } from '../../../demo-api/test-server'
import { createListQuery } from '../list-query'
import { contiguousRows, ExportFailure, fetchAllRecords } from './export-records'

let api: RunningDemoApi
beforeAll(async () => {
  api = await startDemoApi()
})
afterAll(() => api.close())

const credentials = () => ({ baseUrl: api.url, apiKey: 'demo-key', secretKey: 'demo-secret' })

describe('fetchAllRecords', () => {
  it('fetches every matching record, in order, never more than 2 requests at once', async () => {
    let inFlight = 0
    let maxInFlight = 0
    const realFetch = globalThis.fetch
    globalThis.fetch = async (...args) => {
      maxInFlight = Math.max(maxInFlight, ++inFlight)
      try {
        return await realFetch(...args)
      } finally {
        inFlight--
      }
    }
    try {
      const progress: number[] = []
      const query = createListQuery({
        filters: { status: 'PENDING' },
        sorts: [{ attribute: 'createdAt', direction: 'ASC' }],
      })
      const rows = await fetchAllRecords({
        credentials: credentials(),
        resource: 'bookings',
        query,
        signal: new AbortController().signal,
        onProgress: ({ fetched }) => progress.push(fetched),
      })
      const expected = api.data.bookings.filter((booking) => booking.status === 'PENDING')
      expect(rows).toHaveLength(expected.length)
      const times = rows.map((row) => row.createdAt as string)
      expect(times).toEqual([...times].sort())
      expect(maxInFlight).toBeLessThanOrEqual(2)
      expect(maxInFlight).toBe(2)
      expect(progress.at(-1)).toBe(expected.length)
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it('stops at a short page when the service gives no total', async () => {
    const realFetch = globalThis.fetch
    let requests = 0
    globalThis.fetch = async (...args) => {
      requests++
      const response = await realFetch(...args)
      const body = (await response.json()) as { data: unknown[] }
      return new Response(JSON.stringify(body.data), { status: 200 })
    }
    try {
      const rows = await fetchAllRecords({
        credentials: credentials(),
        resource: 'products',
        query: createListQuery(),
        signal: new AbortController().signal,
        onProgress: () => undefined,
      })
      expect(rows).toHaveLength(api.data.products.length)
      expect(requests).toBeLessThanOrEqual(Math.ceil(api.data.products.length / 20) + 2)
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it('reports a failed page with what arrived, and a retry fetches only the rest', async () => {
    const realFetch = globalThis.fetch
    let failPage: string | undefined = 'pagination[page]=3'
    let requests = 0
    globalThis.fetch = async (input, init) => {
      requests++
      if (failPage && decodeURIComponent(String(input)).includes(failPage)) {
        return new Response('{"error":"boom"}', { status: 500 })
      }
      return realFetch(input, init)
    }
    try {
      const request = {
        credentials: credentials(),
        resource: 'products',
        query: createListQuery(),
        signal: new AbortController().signal,
        onProgress: () => undefined,
      }
      const failure = await fetchAllRecords(request).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(ExportFailure)
      const pages = (failure as ExportFailure).pages
      // Pages 0 and 1 arrived; page 2 was in flight beside page 3 and may have been cut off.
      expect(pages.has(3)).toBe(false)
      expect([40, 60]).toContain(contiguousRows(pages).length)
      failPage = undefined
      requests = 0
      const rows = await fetchAllRecords({ ...request, pages })
      expect(rows).toHaveLength(api.data.products.length)
      expect(requests).toBeLessThan(Math.ceil(api.data.products.length / 20))
    } finally {
      globalThis.fetch = realFetch
    }
  })

  it('stops when cancelled', async () => {
    const controller = new AbortController()
    const promise = fetchAllRecords({
      credentials: credentials(),
      resource: 'bookings',
      query: createListQuery(),
      signal: controller.signal,
      onProgress: ({ fetched }) => {
        if (fetched >= 100) controller.abort()
      },
    })
    await expect(promise).rejects.toMatchObject({ name: 'AbortError' })
  })
})
