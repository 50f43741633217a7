import type { Faker } from '@faker-js/faker'
import { faker as englishFaker } from '@faker-js/faker/locale/en'
import {
  bookingFilterPaths,
  generateBooking,
  generateBookings,
  type Booking,
} from './data/bookings.ts'
import { generateProducts, type Product } from './data/products.ts'
import { generateSuppliers, type Supplier } from './data/suppliers.ts'

export interface DemoData {
  products: Product[]
  bookings: Booking[]
  suppliers: Supplier[]
}

export interface DemoDataOptions {
  products?: number
  bookings?: number
  suppliers?: number
  seed?: number
  referenceDate?: Date
}

const defaultSeed = 20261125

/**
 * A Faker in English with its own seed. Faker's main entry loads all of its seventy languages,
 * a quarter of a second each time the demo API starts; its English entry holds a ready instance
 * only, whose class and definitions make new ones.
 */
function englishFakerSeeded(seed: number): Faker {
  const EnglishFaker = englishFaker.constructor as new (options: {
    locale: Faker['rawDefinitions']
    seed: number
  }) => Faker
  return new EnglishFaker({ locale: englishFaker.rawDefinitions, seed })
}

/** Per resource, the dotted paths into its nested objects that it can be filtered by. */
export const nestedFilterPaths: Partial<Record<keyof DemoData, readonly string[]>> = {
  bookings: bookingFilterPaths,
}

/** Same seed, counts and reference date give the same records, so views and tests are repeatable. */
export function createDemoData(options: DemoDataOptions = {}): DemoData {
  const referenceDate = options.referenceDate ?? startOfCurrentHour()
  const faker = englishFakerSeeded(options.seed ?? defaultSeed)
  faker.setDefaultRefDate(referenceDate)
  const products = generateProducts(faker, options.products ?? 240, referenceDate)
  const bookings = generateBookings(faker, options.bookings ?? 5000, products, referenceDate)
  // Made last, so adding them left the products and bookings of a seed as they were.
  const suppliers = generateSuppliers(faker, options.suppliers ?? 60, products, referenceDate)
  return { products, bookings, suppliers }
}

function startOfCurrentHour(): Date {
  const now = new Date()
  now.setUTCMinutes(0, 0, 0)
  return now
}

/**
 * Makes bookings "made now" for live mode and tests, from the same products and generator as the
 * seed, deterministic for a given seed and data, with ids and references not used before.
 */
export function createBookingMaker(
  data: DemoData,
  seed = defaultSeed,
): (createdAt: Date) => Booking {
  const faker = englishFakerSeeded(seed + data.bookings.length + 1)
  const ids = new Set(data.bookings.map((booking) => booking.id))
  const references = new Set(data.bookings.map((booking) => booking.reference))
  let counter = data.bookings.length
  return (createdAt) => {
    let id: string
    do id = `bkg_${String(++counter).padStart(6, '0')}`
    while (ids.has(id))
    ids.add(id)
    const product = faker.helpers.arrayElement(data.products)
    const booking = generateBooking(faker, id, product, createdAt.getTime())
    while (references.has(booking.reference)) {
      booking.reference = `DC-${faker.string.alphanumeric({ length: 6, casing: 'upper' })}`
    }
    references.add(booking.reference)
    return booking
  }
}
