import type { Translation } from '../../catalog'

export const resources: Translation<'resources'> = {
  products: 'Προϊόντα',
  bookings: 'Κρατήσεις',
  product: 'προϊόν',
  booking: 'κράτηση',
  productCount: { one: '{count} προϊόν', other: '{count} προϊόντα' },
  bookingCount: { one: '{count} κράτηση', other: '{count} κρατήσεις' },
}
