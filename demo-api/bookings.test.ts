import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bookingStatusFor, supplierTimeLimitMs, type Booking } from './data/bookings.ts'
import { startDemoApi, type RunningDemoApi } from './test-server.ts'

const auth = { 'X-Api-Key': 'demo-key', 'X-Secret-Key': 'demo-secret' }
// The shared seed's "now" (see test-server.ts).
const now = Date.parse('2026-11-25T12:00:00Z')
const dayMs = 24 * 60 * 60 * 1000
let api: RunningDemoApi

beforeAll(async () => {
  api = await startDemoApi()
})
afterAll(() => api.close())

async function get(path: string) {
  const response = await fetch(`${api.url}${path}`, { headers: auth })
  const body = (await response.json()) as {
    data: Booking[]
    pagination: { total: number }
    error?: { parameter?: string; message: string }
  }
  return { status: response.status, body }
}

const statusCounts = (bookings: readonly Booking[]) =>
  Object.fromEntries(
    ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'COMPLETED'].map((status) => [
      status,
      bookings.filter((booking) => booking.status === status).length,
    ]),
  )

describe('booking statuses', () => {
  it('are PENDING, CONFIRMED, REJECTED, CANCELLED or COMPLETED, mostly confirmed or completed', () => {
    const { bookings } = api.data
    const counts = statusCounts(bookings)
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(bookings.length)
    const share = (status: string) => (counts[status] ?? 0) / bookings.length
    expect(share('CONFIRMED') + share('COMPLETED')).toBeGreaterThan(0.8)
    for (const few of ['REJECTED', 'CANCELLED']) {
      expect(share(few)).toBeGreaterThan(0.02)
      expect(share(few)).toBeLessThan(0.12)
    }
    expect(counts.PENDING).toBeGreaterThan(10)
  })

  it('are PENDING only for bookings made within the supplier’s time limit', () => {
    const recent = (booking: Booking) => now - Date.parse(booking.createdAt) < supplierTimeLimitMs
    const pending = api.data.bookings.filter((booking) => booking.status === 'PENDING')
    expect(pending.every(recent)).toBe(true)
    // Some recent ones are already answered; the newest wait more often than not.
    const answered = api.data.bookings.filter(
      (booking) => recent(booking) && !pending.includes(booking),
    )
    expect(answered.length).toBeGreaterThan(0)
    const lastDay = api.data.bookings.filter(
      (booking) => now - Date.parse(booking.createdAt) < dayMs,
    )
    expect(lastDay.filter((booking) => booking.status === 'PENDING').length).toBeGreaterThan(
      lastDay.length / 2,
    )
  })

  it('are COMPLETED only once the travel date has come, CONFIRMED only before it', () => {
    const today = new Date(now).toISOString().slice(0, 10)
    for (const booking of api.data.bookings) {
      if (booking.status === 'COMPLETED') expect(booking.travelDate <= today).toBe(true)
      if (booking.status === 'CONFIRMED' || booking.status === 'PENDING')
        expect(booking.travelDate >= today).toBe(true)
    }
    expect(statusCounts(api.data.bookings).COMPLETED).toBeGreaterThan(0)
  })

  it('are filtered by equality over HTTP, with the same totals as the data', async () => {
    const counts = statusCounts(api.data.bookings)
    for (const [status, count] of Object.entries(counts)) {
      const { body } = await get(`/bookings?filters[status]=${status}&pagination[size]=20`)
      expect(body.pagination.total).toBe(count)
      expect(body.data.every((row) => row.status === status)).toBe(true)
    }
  })

  it('of a booking made now is PENDING; past the time limit it never is', () => {
    for (const chance of [0, 0.5, 0.999]) {
      expect(bookingStatusFor(chance, 0, false)).toBe('PENDING')
      expect(bookingStatusFor(chance, supplierTimeLimitMs, false)).not.toBe('PENDING')
      expect(bookingStatusFor(chance, dayMs, true)).not.toBe('PENDING')
    }
    expect(api.addBooking(new Date(now + 1000)).status).toBe('PENDING')
  })
})

describe('bookings filtered by their customer', () => {
  const someone = () => {
    const booking = api.data.bookings[1234]!
    return { booking, ...booking.customer }
  }

  it('filters[customer.email] keeps the bookings of that email', async () => {
    const { email } = someone()
    const expected = api.data.bookings.filter((booking) => booking.customer.email === email)
    const { status, body } = await get(
      `/bookings?filters[customer.email]=${encodeURIComponent(email)}&pagination[size]=20`,
    )
    expect(status).toBe(200)
    expect(body.pagination.total).toBe(expected.length)
    expect(body.data.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort())
  })

  it('filters[customer.name] keeps the bookings of that name, with other filters and sorts', async () => {
    const { name, booking } = someone()
    const expected = api.data.bookings.filter(
      (row) => row.customer.name === name && row.status === booking.status,
    )
    const { body } = await get(
      `/bookings?filters[customer.name]=${encodeURIComponent(name)}&filters[status]=${booking.status}` +
        '&sorting[createdAt]=DESC&pagination[size]=20',
    )
    expect(body.pagination.total).toBe(expected.length)
    expect(body.data.map((row) => row.id)).toContain(booking.id)
    const times = body.data.map((row) => row.createdAt)
    expect(times).toEqual([...times].sort().reverse())
  })

  it('is equality: another case or part of the value finds nothing', async () => {
    const { name, email } = someone()
    for (const query of [
      `filters[customer.name]=${encodeURIComponent(name.toUpperCase())}`,
      `filters[customer.name]=${encodeURIComponent(name.split(' ')[0]!)}`,
      `filters[customer.email]=${encodeURIComponent(email.split('@')[1]!)}`,
    ]) {
      const { status, body } = await get(`/bookings?${query}`)
      expect(status).toBe(200)
      expect(body.pagination.total).toBe(0)
    }
  })

  it.each([
    ['another resource', '/products?filters[customer.email]=a%40b.c', 'filters[customer.email]'],
    ['a supplier’s contact', '/suppliers?filters[contact.email]=a%40b.c', 'filters[contact.email]'],
    ['sorting by it', '/bookings?sorting[customer.email]=ASC', 'sorting[customer.email]'],
  ])('is refused for %s', async (_title, path, parameter) => {
    const { status, body } = await get(path)
    expect(status).toBe(400)
    expect(body.error?.parameter).toBe(parameter)
  })

  it('says a sort by it is refused as a sort, not as an unknown attribute', async () => {
    const { body } = await get('/bookings?sorting[customer.name]=DESC')
    expect(body.error?.message).toMatch(/^sorting\[customer\.name\]: .*not sorted/)
    expect(body.error?.message).not.toMatch(/unknown/)
  })
})
