import { afterEach, describe, expect, it } from 'vitest'
import { demoApiOptionsFromEnv, newBookingIntervalFromEnv } from './create-demo-api.ts'
import type { Booking } from './data/bookings.ts'
import { createDemoData } from './demo-data.ts'
import { startDemoApi, type RunningDemoApi } from './test-server.ts'

const auth = { 'X-Api-Key': 'demo-key', 'X-Secret-Key': 'demo-secret' }
const referenceDate = new Date('2026-11-25T12:00:00Z')
const data = createDemoData({ bookings: 60, products: 20, referenceDate })
const start = Date.parse('2026-11-25T12:34:56.789Z')
const minute = 60_000

const running: RunningDemoApi[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((api) => api.close()))
})

async function launch(options: Parameters<typeof startDemoApi>[0] = {}) {
  const api = await startDemoApi({ data, ...options })
  running.push(api)
  return api
}

async function list(api: RunningDemoApi, query: string) {
  const response = await fetch(`${api.url}/bookings?${query}`, { headers: auth })
  expect(response.status).toBe(200)
  return (await response.json()) as { data: Booking[]; pagination: { total: number } }
}

const newest = (api: RunningDemoApi) => list(api, 'sorting[createdAt]=DESC&pagination[size]=20')

describe('live mode', () => {
  it('adds a booking made at each tick, sorted in with the rest on the next request', async () => {
    let clock = start
    const api = await launch({ newBookingEveryMs: minute, now: () => clock })
    expect((await newest(api)).pagination.total).toBe(60)
    clock += 2 * minute + 5
    const { data: rows, pagination } = await newest(api)
    expect(pagination.total).toBe(62)
    expect(rows.slice(0, 2).map((row) => row.createdAt)).toEqual([
      new Date(start + 2 * minute).toISOString(),
      new Date(start + minute).toISOString(),
    ])
    const oldest = await list(api, 'sorting[createdAt]=ASC&pagination[size]=2&pagination[page]=30')
    expect(oldest.data.map((row) => row.id)).toEqual([rows[1]!.id, rows[0]!.id])
  })

  it('gives new bookings unused ids and references from the demo’s own products', async () => {
    let clock = start
    const api = await launch({ newBookingEveryMs: minute, now: () => clock })
    clock += 20 * minute
    const added = (await newest(api)).data
    const seedIds = new Set(data.bookings.map((booking) => booking.id))
    const seedReferences = new Set(data.bookings.map((booking) => booking.reference))
    expect(added.every((booking) => !seedIds.has(booking.id))).toBe(true)
    expect(added.every((booking) => !seedReferences.has(booking.reference))).toBe(true)
    expect(new Set(added.map((booking) => booking.id)).size).toBe(20)
    expect(new Set(added.map((booking) => booking.reference)).size).toBe(20)
    const products = new Map(data.products.map((product) => [product.id, product]))
    for (const booking of added) {
      expect(products.get(booking.productId)?.name).toBe(booking.productName)
      expect(booking.currency).toBe(products.get(booking.productId)?.currency)
    }
  })

  it('keeps filtered and sorted views current as bookings arrive, each new one pending', async () => {
    let clock = start
    const api = await launch({ newBookingEveryMs: minute, now: () => clock })
    const before = await list(api, 'filters[status]=PENDING&sorting[totalPrice]=DESC')
    clock += 10 * minute
    const added = (await newest(api)).data.slice(0, 10)
    expect(added.map((booking) => booking.status)).toEqual(Array(10).fill('PENDING'))
    const after = await list(api, 'filters[status]=PENDING&sorting[totalPrice]=DESC')
    expect(after.pagination.total).toBe(before.pagination.total + 10)
    const confirmed = 'filters[status]=CONFIRMED'
    expect((await list(api, confirmed)).pagination.total).toBe(
      data.bookings.filter((booking) => booking.status === 'CONFIRMED').length,
    )
  })

  it('fills at most the latest 1,000 ticks after a long idle spell', async () => {
    let clock = start
    const api = await launch({ newBookingEveryMs: 1000, now: () => clock })
    clock += 5000 * 1000
    const { data: rows, pagination } = await newest(api)
    expect(pagination.total).toBe(1060)
    expect(rows[0]!.createdAt).toBe(new Date(start + 5000 * 1000).toISOString())
  })

  it('is off unless asked, and never changes the data it was given', async () => {
    let clock = start
    const api = await launch({ now: () => clock })
    clock += 60 * minute
    expect((await newest(api)).pagination.total).toBe(60)
    const live = await launch({ newBookingEveryMs: minute, now: () => clock })
    clock += 5 * minute
    expect((await newest(live)).pagination.total).toBe(65)
    expect(data.bookings).toHaveLength(60)
    expect((await newest(api)).pagination.total).toBe(60)
  })
})

describe('adding a booking on demand', () => {
  it('from a test in the same process', async () => {
    const api = await launch()
    const booking = api.addBooking(new Date('2026-11-25T13:00:00Z'))
    const { data: rows, pagination } = await newest(api)
    expect(pagination.total).toBe(61)
    expect(rows[0]).toEqual(booking)
    expect(booking.status).toBe('PENDING')
    expect(api.data.bookings).toHaveLength(60)
  })
})

describe('configuration from the environment', () => {
  it.each(['soon', '-1', '1e3', '0.01', '100000', '60s'])(
    'refuses DEMO_NEW_BOOKING_EVERY_S=%s',
    (value) => {
      expect(() => newBookingIntervalFromEnv({ DEMO_NEW_BOOKING_EVERY_S: value })).toThrow(
        /DEMO_NEW_BOOKING_EVERY_S must be a number of seconds/,
      )
    },
  )

  it.each([
    [undefined, 0, undefined],
    ['', 0, undefined],
    ['0', 0, undefined],
    ['2.5', 0, 2500],
    [undefined, 60, 60_000],
    ['0', 60, undefined],
    ['90', 60, 90_000],
  ])('DEMO_NEW_BOOKING_EVERY_S=%j with a default of %s s is every %s ms', (value, fallback, ms) => {
    expect(newBookingIntervalFromEnv({ DEMO_NEW_BOOKING_EVERY_S: value }, fallback)).toBe(ms)
  })

  it('has live mode off unless a default or the environment turns it on', () => {
    const env = { DEMO_BOOKINGS: '10' }
    expect(demoApiOptionsFromEnv(env).newBookingEveryMs).toBeUndefined()
    expect(demoApiOptionsFromEnv(env, { newBookingEveryS: 60 }).newBookingEveryMs).toBe(60_000)
  })
})
