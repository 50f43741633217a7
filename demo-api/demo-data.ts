import { Faker, en } from '@faker-js/faker'
import { generateBookings, type Booking } from './data/bookings.ts'
import { generateProducts, type Product } from './data/products.ts'

export interface DemoData {
  products: Product[]
  bookings: Booking[]
}

export interface DemoDataOptions {
  products?: number
  bookings?: number
  seed?: number
  referenceDate?: Date
}

/** Same seed, counts and reference date give the same records, so views and tests are repeatable. */
export function createDemoData(options: DemoDataOptions = {}): DemoData {
  const referenceDate = options.referenceDate ?? startOfCurrentHour()
  const faker = new Faker({ locale: [en], seed: options.seed ?? 20261125 })
  faker.setDefaultRefDate(referenceDate)
  const products = generateProducts(faker, options.products ?? 240, referenceDate)
  const bookings = generateBookings(faker, options.bookings ?? 5000, products, referenceDate)
  return { products, bookings }
}

function startOfCurrentHour(): Date {
  const now = new Date()
  now.setUTCMinutes(0, 0, 0)
  return now
}
