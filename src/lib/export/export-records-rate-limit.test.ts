// The export under 429 Too Many Requests: every worker pauses, the same page is asked again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoApi, type RunningDemoApi } from '../../../demo-api/test-server'
import { isRateLimited } from '../api/api-error'
import {
  describeExportFailure,
  ExportFailure,
  fetchAllRecords,
  type ExportProgress,
} from './export-records'
import { createListQuery } from '../list-query'

let api: RunningDemoApi
beforeAll(async () => {
  api = await startDemoApi()
})
afterAll(() => api.close())

const credentials = () => ({ baseUrl: api.url, apiKey: 'demo-key', secretKey: 'demo-secret' })

const pageOf = (input: unknown) =>
  Number(/pagination\[page\]=(\d+)/.exec(decodeURIComponent(String(input)))?.[1])

/** Answers 429 (with this Retry-After) while `busy(page)` says so; the demo API otherwise. */
function stubRateLimits(busy: (page: number) => boolean, retryAfter: string) {
  const realFetch = globalThis.fetch
  const requests: { page: number; at: number; status: number }[] = []
  globalThis.fetch = async (input, init) => {
    const page = pageOf(input)
    const at = Date.now()
    if (busy(page)) {
      requests.push({ page, at, status: 429 })
      return new Response('{"error":"slow down"}', {
        status: 429,
        headers: { 'Retry-After': retryAfter },
      })
    }
    requests.push({ page, at, status: 200 })
    return realFetch(input, init)
  }
  return { requests, restore: () => (globalThis.fetch = realFetch) }
}

describe('fetchAllRecords under 429 Too Many Requests', () => {
  const request = (signal: AbortSignal, onProgress = (_: ExportProgress) => undefined) => ({
    credentials: credentials(),
    resource: 'products',
    query: createListQuery(),
    signal,
    onProgress,
  })

  it('pauses every request until Retry-After allows, then goes on; each record exactly once', async () => {
    let refusals = 1
    const stub = stubRateLimits((page) => page === 2 && refusals-- > 0, '1')
    let pause: { requestsBefore: number; until: number } | undefined
    try {
      const rows = await fetchAllRecords(
        request(new AbortController().signal, ({ waitingUntil }) => {
          pause ??= waitingUntil
            ? { requestsBefore: stub.requests.length, until: waitingUntil }
            : undefined
        }),
      )
      expect(rows.map((row) => row.id)).toEqual(api.data.products.map((product) => product.id))
      const refused = stub.requests.find((entry) => entry.status === 429)!
      expect(pause?.until).toBeGreaterThanOrEqual(refused.at + 1000)
      // Nothing at all was asked between the pause being announced and its end.
      const asked = stub.requests.slice(pause!.requestsBefore)
      expect(asked.length).toBeGreaterThan(0)
      for (const entry of asked) expect(entry.at).toBeGreaterThanOrEqual(pause!.until)
      expect(stub.requests.filter((entry) => entry.page === 2)).toHaveLength(2)
    } finally {
      stub.restore()
    }
  })

  it('gives up on a page after 8 consecutive 429s', async () => {
    const stub = stubRateLimits((page) => page === 1, '0')
    try {
      const failure = await fetchAllRecords(request(new AbortController().signal)).catch(
        (error: unknown) => error,
      )
      expect(failure).toBeInstanceOf(ExportFailure)
      expect(isRateLimited((failure as ExportFailure).cause)).toBe(true)
      expect(describeExportFailure(failure as ExportFailure)).toContain('HTTP 429')
      expect(stub.requests.filter((entry) => entry.page === 1)).toHaveLength(8)
      expect((failure as ExportFailure).pages.has(1)).toBe(false)
    } finally {
      stub.restore()
    }
  })

  it('ends at once when cancelled during a pause', async () => {
    const stub = stubRateLimits((page) => page === 1, '3600')
    const controller = new AbortController()
    try {
      const outcome = fetchAllRecords(
        request(controller.signal, ({ waitingUntil }) => {
          if (waitingUntil) controller.abort()
        }),
      )
      await expect(outcome).rejects.toMatchObject({ name: 'AbortError' })
      expect(stub.requests.filter((entry) => entry.page === 1)).toHaveLength(1)
    } finally {
      stub.restore()
    }
  })

  it('asks nothing when cancelled before it starts', async () => {
    const stub = stubRateLimits(() => false, '0')
    try {
      await expect(fetchAllRecords(request(AbortSignal.abort()))).rejects.toMatchObject({
        name: 'AbortError',
      })
      expect(stub.requests).toEqual([])
    } finally {
      stub.restore()
    }
  })
})
