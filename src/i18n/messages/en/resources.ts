// The configured resources (src/resources/*.ts) in words: titles, and their records counted.
import type { Area } from '../../catalog'

export const resources = {
  products: 'Products',
  bookings: 'Bookings',
  product: 'product',
  booking: 'booking',
  productCount: { one: '{count} product', other: '{count} products' },
  bookingCount: { one: '{count} booking', other: '{count} bookings' },
} as const satisfies Area
