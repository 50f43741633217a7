import type { Translation } from '../../catalog'

export const details: Translation<'details'> = {
  recordDetails: 'Λεπτομέρειες εγγραφής',
  record: '{singular} {id}',
  close: 'Κλείσιμο',
  loading: 'Φόρτωση: {singular}…',
  lookupFailed: 'Δεν ήταν δυνατή η αναζήτηση: {singular} {id}: {reason}',
  retry: 'Επανάληψη',
  notFound:
    'Η υπηρεσία δεν έχει {singular} {id} ή δεν επιτρέπει την αναζήτησή του με αναγνωριστικό.',
  backToList: 'Επιστροφή στη λίστα',
  copyLink: 'Αντιγραφή συνδέσμου: {singular}',
  linkCopied: 'Ο σύνδεσμος αντιγράφηκε',
  copyJson: 'Αντιγραφή JSON',
  jsonCopied: 'Το JSON αντιγράφηκε',
  attribute: '({name})',
}
