import { t } from '@/i18n/i18n'
import { defineResource } from './resource-config'

export const bookings = defineResource({
  name: 'bookings',
  get title() {
    return t('resources.bookings')
  },
  get singular() {
    return t('resources.booking')
  },
  columns: [
    'createdAt',
    'reference',
    'status',
    'productName',
    'customer.name',
    'participants',
    'totalPrice',
    'currency',
    'travelDate',
  ],
  primaryFilters: ['status'],
  defaultSorts: [{ attribute: 'createdAt', direction: 'DESC' }],
  dayAttribute: 'createdAt',
  checkNewerRecords: true,
  relativeTimeColumns: ['createdAt'],
  knownValues: { status: ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'COMPLETED'] },
})
