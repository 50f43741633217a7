import type { Translation } from '../../catalog'

export const table: Translation<'table'> = {
  filter: 'Φίλτρο {attribute}',
  tooLong: 'Έως {max} χαρακτήρες',
  valuesOf: 'Τιμές του {attribute}',
  any: 'όλα',
  yes: 'ναι',
  no: 'όχι',
  activeFilters: 'Ενεργά φίλτρα',
  clearFilter: 'Κατάργηση φίλτρου {attribute}',
  clearFilters: 'Εκκαθάριση φίλτρων',
  cantSortFilter: 'Η υπηρεσία δεν μπορεί να ταξινομήσει ή να φιλτράρει με αυτό',
  cantSort: 'Η υπηρεσία δεν μπορεί να ταξινομήσει με αυτό',
  cantFilter: 'Η υπηρεσία δεν μπορεί να φιλτράρει με αυτό',
  hinted: '{id}: {hint}',
  periodOrder:
    'Μια περίοδος εμφανίζεται με χρονική σειρά: καταργήστε την περίοδο για ταξινόμηση κατά αυτή τη στήλη',
  notQueryable:
    'Οι λίστες δεν ταξινομούνται ούτε φιλτράρονται βάσει αυτού του πεδίου – μόνο βάσει πεδίων πρώτου επιπέδου με απλά ονόματα',
  resize: 'Αλλαγή πλάτους {id}',
  resizeHint: 'Σύρετε ή χρησιμοποιήστε τα ← → για αλλαγή πλάτους· διπλό κλικ για το φυσικό πλάτος',
  sortAsc:
    '{id}: στη συνέχεια αύξουσα ταξινόμηση· Shift+κλικ την προσθέτει ως επιπλέον κλειδί ταξινόμησης',
  sortDesc:
    '{id}: στη συνέχεια φθίνουσα ταξινόμηση· Shift+κλικ την προσθέτει ως επιπλέον κλειδί ταξινόμησης',
  sortNone:
    '{id}: στη συνέχεια χωρίς ταξινόμηση· Shift+κλικ την προσθέτει ως επιπλέον κλειδί ταξινόμησης',
  pagination: 'Σελιδοποίηση',
  rowsPerPage: 'Γραμμές ανά σελίδα',
  showing: 'Εμφάνιση {first}–{last}',
  showingOf: 'Εμφάνιση {first}–{last} από {total}',
  page: 'Σελίδα {page}',
  pageOf: 'Σελίδα {page} από {pages}',
  previousPage: 'Προηγούμενη σελίδα',
  previous: '‹ Προηγούμενη',
  nextPage: 'Επόμενη σελίδα',
  next: 'Επόμενη ›',
  dayMark: 'Η πρώτη εγγραφή της ημέρας μετάβασης',
  newMark: 'Μόλις προστέθηκε',
  exactTimes: '{local} τοπική ώρα · {utc} UTC',
  zoneless: '(δεν δόθηκε ζώνη ώρας· διαβάστηκε ως UTC)',
  epochS: '({value}, δευτερόλεπτα epoch)',
  epochMs: '({value}, χιλιοστά δευτερολέπτου epoch)',
  utcDay: '{day} (UTC)',
}
