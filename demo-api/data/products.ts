import type { Faker } from '@faker-js/faker'
import { places } from './places.ts'

// Written in lower case, as the service's own guide writes a product's type (`tour`).
export const productTypes = ['activity', 'tour', 'transfer', 'ticket', 'package'] as const
export type ProductType = (typeof productTypes)[number]

export interface Product {
  id: string
  name: string
  productType: ProductType
  city: string
  country: string
  price: number
  currency: string
  durationMinutes: number
  active: boolean
  rating: number | null
  supplier: { id: string; name: string }
  location: { latitude: number; longitude: number }
  createdAt: string
  updatedAt: string
}

const nounsByType: Record<ProductType, readonly string[]> = {
  activity: [
    'Cooking Class',
    'Kayak Adventure',
    'Wine Tasting',
    'Bike Ride',
    'Surf Lesson',
    'Pottery Workshop',
  ],
  tour: ['Walking Tour', 'Food Tour', 'Old Town Tour', 'Night Tour', 'Day Trip', 'Museum Tour'],
  transfer: ['Airport Transfer', 'Private Transfer', 'Shuttle Transfer', 'Station Transfer'],
  ticket: ['Museum Ticket', 'Skip-the-Line Ticket', 'City Pass', 'Observation Deck Ticket'],
  package: ['Weekend Package', 'Discovery Package', 'Family Package', 'Romantic Getaway'],
}

const durationsByType: Record<ProductType, readonly number[]> = {
  activity: [90, 120, 180, 240],
  tour: [120, 180, 240, 480, 600],
  transfer: [30, 45, 60, 90],
  ticket: [60, 120, 1440],
  package: [2880, 4320, 5760],
}

const basePriceByType: Record<ProductType, [number, number]> = {
  activity: [25, 160],
  tour: [15, 220],
  transfer: [20, 140],
  ticket: [8, 90],
  package: [240, 1800],
}

// Rough units per euro, so a Tokyo ticket is priced in yen and an Icelandic tour in krónur.
const currencyRate: Record<string, number> = {
  EUR: 1,
  USD: 1.08,
  GBP: 0.86,
  CZK: 25,
  ISK: 150,
  MXN: 19,
  PEN: 4,
  ZAR: 20,
  MAD: 11,
  TRY: 35,
  AED: 4,
  THB: 38,
  JPY: 160,
  AUD: 1.65,
  NZD: 1.8,
}

export function generateProducts(faker: Faker, count: number, referenceDate: Date): Product[] {
  const suppliers = Array.from({ length: 24 }, (_, index) => ({
    id: `sup_${String(index + 1).padStart(3, '0')}`,
    name: faker.company.name(),
  }))
  const products: Product[] = []
  for (let index = 0; index < count; index++) {
    const productType = faker.helpers.arrayElement(productTypes)
    const place = faker.helpers.arrayElement(places)
    const [low, high] = basePriceByType[productType]
    const rate = currencyRate[place.currency] ?? 1
    const price = Math.round(faker.number.float({ min: low, max: high }) * rate * 100) / 100
    const createdAt = faker.date.past({ years: 3, refDate: referenceDate })
    const updatedAt = faker.date.between({ from: createdAt, to: referenceDate })
    products.push({
      id: `prd_${String(index + 1).padStart(5, '0')}`,
      name: `${place.city} ${faker.helpers.arrayElement(nounsByType[productType])}`,
      productType,
      city: place.city,
      country: place.country,
      price,
      currency: place.currency,
      durationMinutes: faker.helpers.arrayElement(durationsByType[productType]),
      active: faker.datatype.boolean({ probability: 0.85 }),
      rating: faker.datatype.boolean({ probability: 0.9 })
        ? faker.number.float({ min: 3, max: 5, fractionDigits: 1 })
        : null,
      supplier: faker.helpers.arrayElement(suppliers),
      location: {
        latitude:
          Math.round((place.latitude + faker.number.float({ min: -0.05, max: 0.05 })) * 1e4) / 1e4,
        longitude:
          Math.round((place.longitude + faker.number.float({ min: -0.05, max: 0.05 })) * 1e4) / 1e4,
      },
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    })
  }
  return products
}
