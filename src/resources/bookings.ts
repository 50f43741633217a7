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
    'travelDate',
    'productName',
    'totalPrice',
    'customer.name',
    'participants',
    'currency',
  ],
  keyFields: ['reference', 'status', 'travelDate', 'productName', 'totalPrice'],
  primaryFilters: ['status'],
  defaultSorts: [{ attribute: 'createdAt', direction: 'DESC' }],
  dayAttribute: 'createdAt',
  checkNewerRecords: true,
  relativeTimeColumns: ['createdAt'],
  knownValues: { status: ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'COMPLETED'] },
})
