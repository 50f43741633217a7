import type { Translation } from '../../catalog'

export const columns: Translation<'columns'> = {
  id: 'ID',
  name: 'Name',
  productType: 'Produktart',
  city: 'Stadt',
  country: 'Land',
  price: 'Preis',
  currency: 'Währung',
  active: 'Aktiv',
  createdAt: 'Erstellt am',
  reference: 'Referenz',
  status: 'Status',
  productName: 'Produktname',
  'customer.name': 'Kundenname',
  participants: 'Teilnehmer',
  totalPrice: 'Gesamtpreis',
  travelDate: 'Reisedatum',
}
