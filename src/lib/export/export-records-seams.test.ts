// Pages read at once, a 429 on one of them and bookings arriving meanwhile: newest first, an
// arrival moves every later record one place down, so a page read again after the page behind it
// pushes its last record onto a page already read. Every record is still written exactly once.
import fc from 'fast-check'
import { afterEach, describe, expect, it } from 'vitest'
import { createListQuery } from '../list-query'
import { fetchAllRecords, type ExportRange } from './export-records'

interface ServiceOptions {
  count: number
  /** Whether answers carry the list's total. */
  withTotal?: boolean
  /** Runs before page `page` is answered, its `ask` counting that page's requests from 1. */
  beforeAnswer?: (page: number, ask: number) => Promise<Response | void> | Response | void
  /** Runs after page `page`'s rows are taken, before they are sent. */
  afterRead?: (page: number, ask: number) => void
}

/** A newest-first list service over `count` records; `add` makes bookings arrive at its top. */
function fakeService({ count, withTotal = true, beforeAnswer, afterRead }: ServiceOptions) {
  let newest = count
  const ids = Array.from({ length: count }, (_, index) => count - index)
  const asks = new Map<number, number>()
  const add = (n = 1) => {
    for (let index = 0; index < n; index++) ids.unshift(++newest)
  }
  let requests = 0
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    requests++
    const url = new URL(String(input))
    const page = Number(url.searchParams.get('pagination[page]'))
    const size = Number(url.searchParams.get('pagination[size]'))
    const ask = (asks.get(page) ?? 0) + 1
    asks.set(page, ask)
    const early = await beforeAnswer?.(page, ask)
    if (early) return early
    const data = ids.slice(page * size, (page + 1) * size).map((id) => ({ id: `b${id}` }))
    const total = ids.length
    afterRead?.(page, ask)
    const body = withTotal ? { data, total } : data
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return {
    fetch,
    add,
    initialIds: ids.map((id) => `b${id}`),
    idsNow: () => ids.map((id) => `b${id}`),
    get requests() {
      return requests
    },
  }
}

const realFetch = globalThis.fetch
afterEach(() => {
  globalThis.fetch = realFetch
})

const newestFirst = createListQuery({ sorts: [{ attribute: 'createdAt', direction: 'DESC' }] })

function exportAll(service: ReturnType<typeof fakeService>, concurrency = 2, range?: ExportRange) {
  globalThis.fetch = service.fetch as typeof globalThis.fetch
  return fetchAllRecords({
    // A base URL of each run's own: a 429 quiets only the service that sent it.
    credentials: {
      baseUrl: `http://service-${Math.random()}.invalid`,
      apiKey: 'k',
      secretKey: 's',
    },
    resource: 'bookings',
    query: newestFirst,
    signal: new AbortController().signal,
    concurrency,
    range,
    onProgress: () => undefined,
  })
}

const tooBusy = () =>
  new Response('{"error":"slow down"}', { status: 429, headers: { 'Retry-After': '0' } })

function expectEachOnce(rows: readonly Record<string, unknown>[], expected: readonly string[]) {
  const ids = rows.map((row) => String(row.id))
  expect(ids.length - new Set(ids).size).toBe(0)
  expect(expected.filter((id) => !ids.includes(id))).toEqual([])
}

/**
 * Page `refused` is refused with a 429 once its next page has been read; a booking arrives right
 * after that read, before the refused page is asked again.
 */
function raceAt(refused: number, arrivals: number, options: Partial<ServiceOptions> = {}) {
  let nextRead: () => void = () => undefined
  const nextPageRead = new Promise<void>((resolve) => (nextRead = resolve))
  return fakeService({
    count: 600,
    ...options,
    beforeAnswer: async (page, ask) => {
      if (page !== refused || ask > 1) return
      // One request at a time never reads the next page meanwhile: then the 429 comes alone.
      await Promise.race([nextPageRead, new Promise((resolve) => setTimeout(resolve, 50))])
      return tooBusy()
    },
    afterRead: (page, ask) => {
      if (page !== refused + 1 || ask > 1) return
      service().add(arrivals)
      nextRead()
    },
  })
}
let current: ReturnType<typeof fakeService>
const service = () => current

describe('an export while bookings arrive, two requests at once', () => {
  it('writes every record once across a 429 on one page and a booking as the next is asked', async () => {
    current = raceAt(4, 1)
    const rows = await exportAll(current)
    expectEachOnce(rows, current.initialIds)
    // The arrival came after the first page was read: all but it, in order.
    expect(rows.map((row) => row.id)).toEqual(current.idsNow().slice(1))
  })

  it('holds every record once for any page refused, any arrivals and requests in flight', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 28 }),
        fc.integer({ min: 1, max: 25 }),
        fc.integer({ min: 2, max: 4 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 4 }),
        async (refused, arrivals, concurrency, withTotal, laterArrivals) => {
          current = raceAt(refused, arrivals, { withTotal })
          const service = current
          const ask = service.fetch
          // Further bookings as other pages are asked for.
          const pending = [...laterArrivals]
          globalThis.fetch = (async (input: RequestInfo | URL) => {
            const page = Number(new URL(String(input)).searchParams.get('pagination[page]'))
            if (pending.includes(page)) {
              pending.splice(pending.indexOf(page), 1)
              service.add()
            }
            return ask(input)
          }) as typeof globalThis.fetch
          const rows = await fetchAllRecords({
            credentials: {
              baseUrl: `http://service-${Math.random()}.invalid`,
              apiKey: 'k',
              secretKey: 's',
            },
            resource: 'bookings',
            query: newestFirst,
            signal: new AbortController().signal,
            concurrency,
            onProgress: () => undefined,
          })
          expectEachOnce(rows, service.initialIds)
          // The records there at the start are in the list's order (an arrival may be written
          // too, once).
          const initial = new Set(service.initialIds)
          const ids = rows.map((row) => String(row.id)).filter((id) => initial.has(id))
          expect(ids).toEqual(service.initialIds)
        },
      ),
      { numRuns: 40 },
    )
  })

  it('writes a period’s every record once, also those the arrivals pushed past its old end', async () => {
    // Records b200..b101 (the 100 from index 400) are "the period"; bookings keep arriving.
    current = raceAt(22, 3)
    const inPeriod = new Set(current.initialIds.slice(400, 500))
    const range: ExportRange = { start: 400, end: 500, keep: (row) => inPeriod.has(String(row.id)) }
    const rows = await exportAll(current, 2, range)
    expect(rows.map((row) => row.id)).toEqual([...inPeriod])
  })
})

describe('a service that repeats its pages without a total', () => {
  it('ends the export after a page that brings nothing new', async () => {
    const rows = Array.from({ length: 100 }, (_, index) => ({ id: index }))
    let requests = 0
    globalThis.fetch = (async () => {
      requests++
      return new Response(JSON.stringify(rows), { status: 200 })
    }) as typeof globalThis.fetch
    const exported = await fetchAllRecords({
      credentials: { baseUrl: 'http://repeats.invalid', apiKey: 'k', secretKey: 's' },
      resource: 'bookings',
      query: createListQuery(),
      signal: new AbortController().signal,
      maxRecords: 4_000,
      onProgress: () => undefined,
    })
    expect(exported).toEqual(rows.slice(0, 20))
    expect(requests).toBeLessThanOrEqual(3)
  })
})
