import type { Translation } from '../../catalog'

export const resources: Translation<'resources'> = {
  products: 'Produkte',
  bookings: 'Buchungen',
  product: 'Produkt',
  booking: 'Buchung',
  productCount: { one: '{count} Produkt', other: '{count} Produkte' },
  bookingCount: { one: '{count} Buchung', other: '{count} Buchungen' },
}
