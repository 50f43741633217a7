// Records arrive while an export runs, at the worst moments: each record still lands in the file
// once, whichever worker's answer raises the total.
import { afterEach, beforeEach, expect, it } from 'vitest'
import { createListQuery } from '../list-query'
import { fetchAllRecords } from './export-records'

/** A newest-first list service over `count` records, with hooks into its requests. */
function fakeService(count: number) {
  let newest = count
  const ids = Array.from({ length: count }, (_, index) => count - index) // newest first
  const add = (n: number) => {
    for (let index = 0; index < n; index++) ids.unshift(++newest)
  }
  const hooks = { beforeAnswer: async (_page: number): Promise<void> => {} }
  const fetch = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(String(input))
    const page = Number(url.searchParams.get('pagination[page]'))
    const size = Number(url.searchParams.get('pagination[size]'))
    await hooks.beforeAnswer(page)
    const data = ids.slice(page * size, (page + 1) * size).map((id) => ({ id: `b${id}` }))
    return new Response(JSON.stringify({ data, pagination: { page, size, total: ids.length } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    })
  }
  return { fetch, add, hooks, initialIds: ids.map((id) => `b${id}`) }
}

const realFetch = globalThis.fetch
let service: ReturnType<typeof fakeService>
beforeEach(() => {
  service = fakeService(600)
  globalThis.fetch = service.fetch as typeof globalThis.fetch
})
afterEach(() => {
  globalThis.fetch = realFetch
})

it('fetches the page a total raised by the last answer adds, though the other worker saw none', async () => {
  // Pages 0-29 hold 600 rows: once they are in, the other worker has looked for a page past
  // the end as it stood (30), and only then is page 30 answered.
  let othersDone = false
  let release30: () => void = () => undefined
  let arrived = false
  service.hooks.beforeAnswer = async (page) => {
    if (page !== 30) return
    service.add(1) // one more booking as page 30 is asked for
    if (!othersDone) await new Promise<void>((resolve) => (release30 = resolve))
  }
  const rows = await fetchAllRecords({
    credentials: { baseUrl: 'http://service.invalid', apiKey: 'k', secretKey: 's' },
    resource: 'bookings',
    query: createListQuery({ sorts: [{ attribute: 'createdAt', direction: 'DESC' }] }),
    signal: new AbortController().signal,
    concurrency: 2,
    onProgress: ({ fetched }) => {
      if (!arrived) {
        service.add(20) // mid-export: 620 in all, page 30 is now the last
        arrived = true
      }
      if (fetched >= 600) {
        othersDone = true
        release30()
      }
    },
  })
  const ids = rows.map((row) => String(row.id))
  expect(new Set(ids).size).toBe(ids.length)
  const missing = service.initialIds.filter((id) => !ids.includes(id))
  expect(missing).toEqual([])
})
