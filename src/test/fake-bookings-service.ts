// A bookings list, newest first, served by a stand-in for fetch: what the period's request tests
// read through the app's own fetch layer, with the list changed between reads as a test likes.
export interface FakeBooking {
  id: string
  createdAt: string
}

/** Newest first: `count` bookings a day, one a minute from 08:00 UTC. */
export function bookingsByDay(days: Record<string, number>): FakeBooking[] {
  const list: FakeBooking[] = []
  for (const [day, count] of Object.entries(days))
    for (let index = 0; index < count; index++) {
      const time = Date.parse(`${day}T08:00:00Z`) + index * 60_000
      list.push({ id: `${day}-${index}`, createdAt: new Date(time).toISOString() })
    }
  return list.sort((left, right) => (left.createdAt < right.createdAt ? 1 : -1))
}

/**
 * Answers every list request with the page it asks of `list()` and the list's total, counting the
 * requests; `restore` gives fetch back.
 */
export function serveBookings(list: () => readonly FakeBooking[]) {
  const realFetch = globalThis.fetch
  const served = { requests: 0, restore: () => void (globalThis.fetch = realFetch) }
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    served.requests++
    const url = new URL(String(input))
    const page = Number(url.searchParams.get('pagination[page]'))
    const size = Number(url.searchParams.get('pagination[size]'))
    const data = list().slice(page * size, (page + 1) * size)
    return Response.json({ data, total: list().length })
  }) as typeof globalThis.fetch
  return served
}
