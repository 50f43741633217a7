import { describe, expect, it } from 'vitest'
import { columns } from '@/i18n/messages/en/columns'
import { columnLabel, resourceLabel } from './column-labels'

describe('columnLabel', () => {
  it.each([
    ['createdAt', 'Created at'],
    ['customer.name', 'Customer name'],
    ['totalPrice', 'Total price'],
    ['productType', 'Product type'],
    ['id', 'ID'],
    ['productId', 'Product ID'],
    ['customerID', 'Customer ID'],
    ['created_at', 'Created at'],
    ['TOTAL_PRICE', 'Total price'],
    ['booking-reference', 'Booking reference'],
    ['imageURL', 'Image URL'],
    ['HTMLTitle', 'HTML title'],
    ['addressLine2', 'Address line 2'],
    ['customer.email_address', 'Customer email address'],
    ['status', 'Status'],
    ['a', 'A'],
    ['', ''],
    ['_', '_'],
  ])('%j reads %j', (id, label) => {
    expect(columnLabel(id)).toBe(label)
  })
})

describe('the English column labels', () => {
  // Labels in the catalog exist for the other languages: in English, a label reads as its
  // name does (resourceLabel reads any name so).
  it.each(Object.entries(columns))('%j reads as its name: %j', (id, label) => {
    expect(resourceLabel(id)).toBe(label)
  })
})

describe('resourceLabel', () => {
  it.each([
    ['suppliers', 'Suppliers'],
    ['booking_items', 'Booking items'],
    ['bookingItems', 'Booking items'],
    ['api-keys', 'API keys'],
  ])('%j reads %j', (name, label) => {
    expect(resourceLabel(name)).toBe(label)
  })
})
