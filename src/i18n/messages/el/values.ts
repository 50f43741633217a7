import type { Translation } from '../../catalog'

export const values: Translation<'values'> = {
  // Said under a filter sent again as the known value it turned out to stand for.
  corrected: 'Το «{typed}» στέλνεται ως {value}, όπως το γράφει η υπηρεσία',
  'status.PENDING': 'Εκκρεμεί',
  'status.CONFIRMED': 'Επιβεβαιωμένη',
  'status.REJECTED': 'Απορρίφθηκε',
  'status.CANCELLED': 'Ακυρωμένη',
  'status.COMPLETED': 'Ολοκληρώθηκε',
}
