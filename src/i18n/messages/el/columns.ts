import type { Translation } from '../../catalog'

export const columns: Translation<'columns'> = {
  id: 'ID',
  name: 'Όνομα',
  productType: 'Τύπος προϊόντος',
  city: 'Πόλη',
  country: 'Χώρα',
  price: 'Τιμή',
  currency: 'Νόμισμα',
  active: 'Ενεργό',
  createdAt: 'Δημιουργήθηκε',
  reference: 'Κωδικός',
  status: 'Κατάσταση',
  productName: 'Προϊόν',
  'customer.name': 'Όνομα πελάτη',
  participants: 'Συμμετέχοντες',
  totalPrice: 'Συνολική τιμή',
  travelDate: 'Ημερομηνία ταξιδιού',
}
