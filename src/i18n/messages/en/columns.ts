// The labels of the columns the resource configurations name (src/resources/*.ts) and of the
// other attributes their records carry (a booking's product, a product's supplier), by attribute.
// Any other attribute is labelled from its name (lib/columns/column-labels.ts), as the service
// spells it. In English each reads as its inferred label, so nothing changes there.
import type { Area } from '../../catalog'

export const columns = {
  id: 'ID',
  name: 'Name',
  productType: 'Product type',
  city: 'City',
  country: 'Country',
  price: 'Price',
  currency: 'Currency',
  active: 'Active',
  createdAt: 'Created at',
  reference: 'Reference',
  status: 'Status',
  productName: 'Product name',
  'customer.name': 'Customer name',
  participants: 'Participants',
  totalPrice: 'Total price',
  travelDate: 'Travel date',
  productId: 'Product ID',
  customer: 'Customer',
  'customer.email': 'Customer email',
  email: 'Email',
  durationMinutes: 'Duration minutes',
  rating: 'Rating',
  supplier: 'Supplier',
  'supplier.id': 'Supplier ID',
  'supplier.name': 'Supplier name',
  location: 'Location',
  latitude: 'Latitude',
  longitude: 'Longitude',
  'location.latitude': 'Location latitude',
  'location.longitude': 'Location longitude',
  updatedAt: 'Updated at',
} as const satisfies Area
