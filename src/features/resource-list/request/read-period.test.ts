// A period's pages are read again once stale, and bookings have arrived meanwhile: its ends are
// found again with them, so its oldest records are still on its last page and its count is new.
import { QueryClient } from '@tanstack/react-query'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseListQuery } from '@/lib/list-query'
import { findResource } from '@/resources'
import { listKeys } from './list-keys'
import { bookingsByDay, serveBookings, type FakeBooking } from '@/test/fake-bookings-service'
import { readPeriodListPage } from './read-period'

const baseUrl = 'http://service.invalid'

vi.mock(import('@/lib/api/credentials'), async (original) => ({
  ...(await original()),
  loadCredentials: () => ({ baseUrl, apiKey: 'k', secretKey: 's' }),
}))

const bookings = findResource('bookings')!

let list: FakeBooking[]
let service: ReturnType<typeof serveBookings>

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-27T18:00:00Z'))
  list = bookingsByDay({ '2026-11-25': 30, '2026-11-26': 47, '2026-11-27': 33 })
  service = serveBookings(() => list)
})

afterEach(() => {
  service.restore()
  vi.useRealTimers()
})

/** Bookings made today after every other, newest first. */
function arrive(count: number) {
  const made = Array.from({ length: count }, (_, index) => ({
    id: `new-${index}`,
    createdAt: `2026-11-27T17:${String(index).padStart(2, '0')}:00.000Z`,
  }))
  list.unshift(...made.reverse())
}

const queryClientLikeTheApp = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } })

/** Every page of the period, in order: its count and the ids on its pages. */
async function readWholePeriod(queryClient: QueryClient, period: string, size = 20) {
  const read = (page: number) =>
    readPeriodListPage({
      queryClient,
      resource: bookings,
      baseUrl,
      query: parseListQuery(`?${period}&pagination[size]=${size}&pagination[page]=${page}`).query,
      timeZone: 'utc',
    })
  const first = await read(0)
  const ids = first.rows.map((row) => String(row.id))
  for (let page = 1; page * size < first.total!; page++) {
    ids.push(...(await read(page)).rows.map((row) => String(row.id)))
  }
  return { count: first.total, ids }
}

const expected = (from: string, to: string) =>
  list
    .filter((booking) => booking.createdAt.slice(0, 10) >= from)
    .filter((booking) => booking.createdAt.slice(0, 10) <= to)
    .map((booking) => booking.id)

describe('a period whose pages are read again after bookings arrived', () => {
  it.each([
    ['yesterday and today: the count grows', '2026-11-26', '2026-11-27'],
    ['yesterday alone: the same count, every record still shown', '2026-11-26', '2026-11-26'],
  ])('%s', async (_title, from, to) => {
    const queryClient = queryClientLikeTheApp()
    const period = `from=${from}&to=${to}`
    const before = await readWholePeriod(queryClient, period)
    expect(before.ids).toEqual(expected(from, to))
    expect(before.count).toBe(before.ids.length)

    arrive(15)
    vi.setSystemTime(Date.now() + 31_000) // every page and end read so far is stale
    const after = await readWholePeriod(queryClient, period)
    expect(after.ids).toEqual(expected(from, to))
    expect(after.count).toBe(after.ids.length)
  })

  it('finds its ends again when its pages alone were read again', async () => {
    const queryClient = queryClientLikeTheApp()
    const period = 'from=2026-11-26&to=2026-11-26'
    await readWholePeriod(queryClient, period)
    arrive(15)
    // The list's pages are stale (a refresh of the list without the period), the ends are not.
    await queryClient.invalidateQueries({
      queryKey: listKeys.lists('bookings'),
      refetchType: 'none',
    })
    const after = await readWholePeriod(queryClient, period)
    expect(after.ids).toEqual(expected('2026-11-26', '2026-11-26'))
  })

  it('asks for nothing more while nothing is stale and nothing arrived', async () => {
    const queryClient = queryClientLikeTheApp()
    const period = 'from=2026-11-26&to=2026-11-26'
    await readWholePeriod(queryClient, period)
    const asked = service.requests
    const again = await readWholePeriod(queryClient, period)
    expect(again.ids).toEqual(expected('2026-11-26', '2026-11-26'))
    expect(service.requests).toBe(asked)
  })

  it('shows exactly the period’s records for any days, page size and arrivals', async () => {
    const days = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27']
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 45 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 3, max: 20 }),
        fc.integer({ min: 0, max: 30 }),
        fc.boolean(),
        async (counts, a, b, size, arrivals, stale) => {
          const [from, to] = [days[Math.min(a, b)]!, days[Math.max(a, b)]!]
          list = bookingsByDay(Object.fromEntries(days.map((day, index) => [day, counts[index]!])))
          const queryClient = queryClientLikeTheApp()
          const period = `from=${from}&to=${to}`
          expect((await readWholePeriod(queryClient, period, size)).ids).toEqual(expected(from, to))
          arrive(arrivals)
          // Its pages read again once stale, or at a refresh of the list.
          if (stale) vi.setSystemTime(Date.now() + 31_000)
          else await queryClient.invalidateQueries({ queryKey: listKeys.resource('bookings') })
          const after = await readWholePeriod(queryClient, period, size)
          expect(after.ids).toEqual(expected(from, to))
          expect(after.count).toBe(after.ids.length)
        },
      ),
      { numRuns: 25 },
    )
  })
})
