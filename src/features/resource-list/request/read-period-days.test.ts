// A period's days counted over the pages that opened it, and kept true when bookings arrive
// between the period's opening and its count.
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { parseListQuery } from '@/lib/list-query'
import { findResource } from '@/resources'
import { readPeriodListPage } from './read-period'
import { readPeriodDays } from './read-period-days'
import { bookingsByDay, serveBookings, type FakeBooking } from '@/test/fake-bookings-service'

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
  vi.setSystemTime(new Date('2026-11-28T18:00:00Z'))
  list = bookingsByDay({
    '2026-11-23': 9,
    '2026-11-24': 41,
    '2026-11-25': 0,
    '2026-11-26': 47,
    '2026-11-27': 33,
    '2026-11-28': 12,
  })
  service = serveBookings(() => list)
})

afterEach(() => {
  service.restore()
  vi.useRealTimers()
})

const period = 'from=2026-11-24&to=2026-11-27&tz=UTC'

async function openThenCount(between?: () => void) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: false } },
  })
  const request = {
    queryClient,
    resource: bookings,
    baseUrl,
    query: parseListQuery(`?${period}`).query,
    timeZone: 'utc' as const,
  }
  const opened = await readPeriodListPage(request)
  const opening = service.requests
  between?.()
  const counted = await readPeriodDays({ ...request, bounds: opened.bounds })
  return { ...counted, sent: service.requests - opening, total: opened.total }
}

describe("a period's days", () => {
  it('counts every day, 0 for none, over the pages that opened it, within the bound', async () => {
    const { days, sent, total } = await openThenCount()
    expect(days).toEqual([
      { day: '2026-11-24', count: 41 },
      { day: '2026-11-25', count: 0 },
      { day: '2026-11-26', count: 47 },
      { day: '2026-11-27', count: 33 },
    ])
    expect(total).toBe(121)
    expect(sent).toBeLessThanOrEqual(
      Math.min(Math.ceil(121 / 20), 3 * (Math.ceil(Math.log2(8)) + 2)),
    )
  })

  it('stays true when bookings arrive between the opening and the count', async () => {
    const arrivals = () =>
      list.unshift(
        ...Array.from({ length: 7 }, (_, index) => ({
          id: `new-${index}`,
          createdAt: `2026-11-28T17:${String(50 - index).padStart(2, '0')}:00.000Z`,
        })),
      )
    const { days } = await openThenCount(arrivals)
    expect(days.map(({ count }) => count)).toEqual([41, 0, 47, 33])
  })
})
