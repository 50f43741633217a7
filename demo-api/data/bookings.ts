import type { Faker } from '@faker-js/faker'
import type { Product } from './products.ts'

export const bookingStatuses = ['CONFIRMED', 'PENDING', 'CANCELLED', 'COMPLETED'] as const

export interface Booking {
  id: string
  reference: string
  productId: string
  productName: string
  status: (typeof bookingStatuses)[number]
  customer: { name: string; email: string }
  participants: number
  totalPrice: number
  currency: string
  travelDate: string
  createdAt: string
}

const dayMs = 24 * 60 * 60 * 1000

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
      generateBooking(faker, `bkg_${String(index + 1).padStart(6, '0')}`, product, createdAt),
    )
  }
  return bookings
}

/** One booking of `product` made at `createdAt` (ms); the seeded list draws from faker in this order. */
export function generateBooking(
  faker: Faker,
  id: string,
  product: Product,
  createdAt: number,
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
    status: faker.helpers.weightedArrayElement([
      { weight: 6, value: 'CONFIRMED' },
      { weight: 1, value: 'PENDING' },
      { weight: 1, value: 'CANCELLED' },
      { weight: 2, value: 'COMPLETED' },
    ] as const),
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
