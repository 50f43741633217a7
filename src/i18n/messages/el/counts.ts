import type { Translation } from '../../catalog'

export const counts: Translation<'counts'> = {
  region: 'Πλήθη',
  heading: 'Ανά {column}',
  choose: 'Καταμέτρηση ανά',
  none: 'Χωρίς πλήθη',
  noColumns: 'Δεν έχει φανεί ακόμη στήλη με λίγες τιμές.',
  limit: 'Στήλες με έως {max} τιμές, όπως μια κατάσταση ή ένας τύπος.',
  hide: 'Απόκρυψη πληθών',
  value: '{value} {count}',
  valueAtLeast: '{value} {count}+',
  figure: '{count}',
  figureAtLeast: '{count}+',
  counting: '{value}: καταμέτρηση…',
  atLeast: 'Τουλάχιστον {count}: η υπηρεσία δεν δίνει σύνολο',
  other: 'Άλλο',
  otherHelp: 'Εγγραφές των οποίων το {column} δεν είναι καμία από τις παραπάνω τιμές',
  readingValues: 'Ανάγνωση των τιμών του {column}…',
  noColumn:
    'Δεν υπάρχει στήλη «{attribute}» στις γραμμές που εμφανίζονται: τίποτα προς καταμέτρηση.',
  notFilterable: 'Η υπηρεσία δεν φιλτράρει κατά {column}: οι τιμές του δεν μπορούν να μετρηθούν.',
  tooMany:
    'Το {column} έχει {count} τιμές ή περισσότερες: τα πλήθη προσφέρονται για στήλες με έως {max} τιμές.',
  varied:
    'Το {column} δεν έχει λίγες τιμές που επαναλαμβάνονται, όπως μια κατάσταση ή ένας τύπος: μόνο τέτοιες στήλες μετρώνται.',
  refused: 'Η υπηρεσία αρνήθηκε την καταμέτρηση ανά {column}: δεν προσφέρεται πλέον στα Πλήθη.',
  failed: 'Ορισμένα πλήθη δεν ήταν δυνατό να διαβαστούν. {message}',
  retry: 'Επανάληψη',
}
