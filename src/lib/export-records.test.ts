import Papa from 'papaparse'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoApi, type RunningDemoApi } from '../../demo-api/test-server'
import { createListQuery } from './list-query'
import { isRateLimited } from './api/api-error'
import {
  contiguousRows,
  ExportFailure,
  fetchAllRecords,
  toCsv,
  type ExportProgress,
} from './export-records'

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
      expect((failure as ExportFailure).message).toContain('HTTP 429')
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

describe('toCsv', () => {
  it('writes flattened columns and neutralises formulas, and a CSV parser reads it back', () => {
    const rows = [
      {
        id: 'a',
        name: '=HYPERLINK("http://evil")',
        customer: { name: '+Ann, "the" one', email: '@x' },
        total: -5,
        ok: true,
      },
      { id: 'b', name: 'Line\nbreak', customer: { name: 'Bo' }, total: 1.5, ok: null },
    ]
    const csv = toCsv(rows, [
      { id: 'id' },
      { id: 'name' },
      { id: 'customer.name' },
      { id: 'customer.email' },
      { id: 'total' },
      { id: 'ok' },
    ])
    const parsed = Papa.parse<string[]>(csv).data
    expect(parsed[0]).toEqual(['id', 'name', 'customer.name', 'customer.email', 'total', 'ok'])
    expect(parsed[1]).toEqual([
      'a',
      `'=HYPERLINK("http://evil")`,
      `'+Ann, "the" one`,
      `'@x`,
      '-5',
      'true',
    ])
    expect(parsed[2]).toEqual(['b', 'Line\nbreak', 'Bo', '', '1.5', ''])
  })

  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx', '=1+1\nmore', ' =not a formula'])(
    'neutralises %j only when it starts like a formula',
    (text) => {
      const csv = toCsv([{ cell: text }], [{ id: 'cell' }])
      const [, [cell] = []] = Papa.parse<string[]>(csv, { newline: '\r\n' }).data
      expect(cell).toBe(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text)
    },
  )

  it('writes numbers and booleans as they are, and nested values as JSON text', () => {
    const csv = toCsv(
      [{ n: -5, b: false, o: { formula: '=1+1' }, a: ['@x'] }],
      [{ id: 'n' }, { id: 'b' }, { id: 'o' }, { id: 'a' }],
    )
    expect(Papa.parse<string[]>(csv).data[1]).toEqual([
      '-5',
      'false',
      '{"formula":"=1+1"}',
      '["@x"]',
    ])
  })
})
