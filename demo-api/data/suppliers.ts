import type { Faker } from '@faker-js/faker'
import { places } from './places.ts'
import type { Product } from './products.ts'

// A resource the console has no configuration for: it shows what any resource of the service gets.
export const supplierStatuses = ['ACTIVE', 'ONBOARDING', 'PAUSED', 'OFFBOARDED'] as const

export interface Supplier {
  id: string
  name: string
  status: (typeof supplierStatuses)[number]
  verified: boolean
  city: string
  country: string
  commissionRate: number
  contact: { name: string; email: string }
  onboardedAt: string
}

/**
 * The suppliers the products name first (same ids and names), then more that sell nothing yet;
 * onboarded over the last five years.
 */
export function generateSuppliers(
  faker: Faker,
  count: number,
  products: readonly Product[],
  referenceDate: Date,
): Supplier[] {
  const named = new Map(products.map((product) => [product.supplier.id, product.supplier.name]))
  const suppliers: Supplier[] = []
  for (let index = 0; index < count; index++) {
    const id = `sup_${String(index + 1).padStart(3, '0')}`
    const place = faker.helpers.arrayElement(places)
    const contact = faker.person.fullName()
    suppliers.push({
      id,
      name: named.get(id) ?? faker.company.name(),
      status: faker.helpers.weightedArrayElement([
        { value: 'ACTIVE', weight: 7 },
        { value: 'ONBOARDING', weight: 1 },
        { value: 'PAUSED', weight: 1 },
        { value: 'OFFBOARDED', weight: 1 },
      ]),
      verified: faker.datatype.boolean({ probability: 0.7 }),
      city: place.city,
      country: place.country,
      commissionRate: faker.number.float({ min: 0.05, max: 0.3, fractionDigits: 2 }),
      contact: {
        name: contact,
        email: faker.internet.email({ firstName: contact.split(' ')[0] }).toLowerCase(),
      },
      onboardedAt: faker.date.past({ years: 5, refDate: referenceDate }).toISOString(),
    })
  }
  return suppliers
}
