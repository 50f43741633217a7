import type { Faker } from '@faker-js/faker'
import type { Product } from './products.ts'

// A booking starts PENDING and waits for the supplier, who confirms or rejects it; it is rejected
// when the supplier's time limit passes. Confirmed bookings whose travel has passed are COMPLETED.
export const bookingStatuses = [
  'PENDING',
  'CONFIRMED',
  'REJECTED',
  'CANCELLED',
  'COMPLETED',
] as const
export type BookingStatus = (typeof bookingStatuses)[number]
/** The nested fields bookings can be filtered by (`filters[customer.email]=…`). */
export const bookingFilterPaths = ['customer.email', 'customer.name'] as const

export interface Booking {
  id: string
  reference: string
  productId: string
  productName: string
  status: BookingStatus
  customer: { name: string; email: string }
  participants: number
  totalPrice: number
  currency: string
  travelDate: string
  createdAt: string
}

const dayMs = 24 * 60 * 60 * 1000
/** How long a supplier has to answer: no booking made longer ago is still pending. */
export const supplierTimeLimitMs = 3 * dayMs

/**
 * The status of a booking made `ageMs` before now, from one draw `chance` in [0, 1): the newer it
 * is, the likelier it still waits for the supplier (a booking made now always does); once
 * answered, most are confirmed (completed when the travel is past), a few rejected or cancelled.
 */
export function bookingStatusFor(
  chance: number,
  ageMs: number,
  travelPast: boolean,
): BookingStatus {
  const stillPending = travelPast ? 0 : Math.max(0, 1 - Math.max(0, ageMs) / supplierTimeLimitMs)
  if (chance < stillPending) return 'PENDING'
  const answered = (chance - stillPending) / (1 - stillPending)
  if (answered < 0.06) return 'REJECTED'
  if (answered < 0.14) return 'CANCELLED'
  return travelPast ? 'COMPLETED' : 'CONFIRMED'
}

export function generateBookings(
  faker: Faker,
  count: number,
  products: readonly Product[],
  referenceDate: Date,
): Booking[] {
  const newest = referenceDate.getTime()
  const oldest = newest - 120 * dayMs
  const bookings: Booking[] = []
  for (let index = 0; index < count; index++) {
    const product = faker.helpers.arrayElement(products)
    const createdAt = faker.number.int({ min: oldest, max: newest })
    bookings.push(
      generateBooking(
        faker,
        `bkg_${String(index + 1).padStart(6, '0')}`,
        product,
        createdAt,
        newest,
      ),
    )
  }
  return bookings
}

/**
 * One booking of `product` made at `createdAt` (ms), as it stands at `now` (ms, by default the
 * moment it was made); the seeded list draws from faker in this order.
 */
export function generateBooking(
  faker: Faker,
  id: string,
  product: Product,
  createdAt: number,
  now = createdAt,
): Booking {
  const travelDate = createdAt + faker.number.int({ min: 1, max: 180 }) * dayMs
  const participants = faker.helpers.weightedArrayElement([
    { weight: 3, value: 1 },
    { weight: 5, value: 2 },
    { weight: 2, value: 3 },
    { weight: 2, value: 4 },
    { weight: 1, value: faker.number.int({ min: 5, max: 12 }) },
  ])
  const firstName = faker.person.firstName()
  const lastName = faker.person.lastName()
  return {
    id,
    reference: `DC-${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`,
    productId: product.id,
    productName: product.name,
    // One draw, as many as a weighted pick takes, so the other fields of a seed stay as they were.
    status: bookingStatusFor(
      faker.number.float({ min: 0, max: 1 }),
      now - createdAt,
      travelDate <= now,
    ),
    customer: {
      name: `${firstName} ${lastName}`,
      email: faker.internet.email({ firstName, lastName }).toLowerCase(),
    },
    participants,
    totalPrice: Math.round(product.price * participants * 100) / 100,
    currency: product.currency,
    travelDate: new Date(travelDate).toISOString().slice(0, 10),
    createdAt: new Date(createdAt).toISOString(),
  }
}
