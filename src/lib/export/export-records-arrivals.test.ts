// Bookings keep arriving while an export runs: newest-first pages shift under it.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startDemoApi, type RunningDemoApi } from '../../../demo-api/test-server'
import { createListQuery } from '../list-query'
import { fetchAllRecords } from './export-records'

let api: RunningDemoApi
beforeAll(async () => {
  api = await startDemoApi() // an instance of its own: this test adds bookings
})
afterAll(() => api.close())

it('writes every record once when new ones arrive between pages', async () => {
  let arrivals = 0
  const rows = await fetchAllRecords({
    credentials: { baseUrl: api.url, apiKey: 'demo-key', secretKey: 'demo-secret' },
    resource: 'bookings',
    query: createListQuery({ sorts: [{ attribute: 'createdAt', direction: 'DESC' }] }),
    signal: new AbortController().signal,
    concurrency: 1,
    onProgress: () => {
      // Each arrival pushes every later row one place down: the next page repeats a row.
      if (arrivals < 3) {
        api.addBooking()
        arrivals++
      }
    },
  })
  const ids = rows.map((row) => String(row.id))
  expect(new Set(ids).size).toBe(ids.length)
  expect(new Set(ids)).toEqual(new Set(api.data.bookings.map((booking) => booking.id)))
})
