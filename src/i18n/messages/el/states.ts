import type { Translation } from '../../catalog'

export const states: Translation<'states'> = {
  refusedSortFilter: 'Η υπηρεσία δεν μπορεί να ταξινομήσει ή να φιλτράρει κατά {column}.',
  refusedSort: 'Η υπηρεσία δεν μπορεί να ταξινομήσει κατά {column}.',
  refusedFilter: 'Η υπηρεσία δεν μπορεί να φιλτράρει κατά {column}.',
  serviceAnswer: 'Η απάντηση της υπηρεσίας',
  removeSort: 'Κατάργηση ταξινόμησης κατά {attribute}',
  removeFilter: 'Κατάργηση φίλτρου {attribute}',
  offline: 'Το πρόγραμμα περιήγησης αναφέρει ότι είστε εκτός σύνδεσης.',
  retrying: 'Νέα προσπάθεια…',
  retryIn: 'Επανάληψη (σε {seconds} δευτ.)',
  retry: 'Επανάληψη',
  busyIn: 'Η υπηρεσία είναι απασχολημένη. Νέα προσπάθεια σε {seconds} δευτ.…',
  busy: 'Η υπηρεσία είναι απασχολημένη. Νέα προσπάθεια…',
  noPage: {
    one: 'Η σελίδα {page} δεν υπάρχει: αυτή η λίστα έχει {count} σελίδα.',
    other: 'Η σελίδα {page} δεν υπάρχει: αυτή η λίστα έχει {count} σελίδες.',
  },
  lastPage: 'Μετάβαση στην τελευταία σελίδα',
  pastEnd: 'Η σελίδα {page} είναι πέρα από το τέλος των αποτελεσμάτων.',
  firstPage: 'Μετάβαση στην πρώτη σελίδα',
  noMatch: 'Δεν βρέθηκαν {resources} για {filters}.',
  and: ' και ',
  showAll: 'Εμφάνιση όλων ({resources})',
  noneInPeriod: 'Δεν υπάρχουν {resources} σε αυτή την περίοδο.',
  noneYet: 'Δεν υπάρχουν ακόμη {resources}.',
  corrected:
    'Αυτός ο σύνδεσμος είχε μέρη που η κονσόλα δεν μπορούσε να χρησιμοποιήσει, οπότε διορθώθηκαν:',
  looking: 'Αναζήτηση τιμών του {attribute} όπως {value}…',
  noneClose:
    'Καμία τιμή του {attribute} που έχει εμφανιστεί δεν διαφέρει από {value} μόνο σε πεζά/κεφαλαία, κενά ή τόνους.',
  didYouMean: 'Μήπως εννοούσατε, για {attribute}:',
  notFound: '«{name}»: δεν βρέθηκε',
  noResource: 'Η υπηρεσία δεν έχει πόρο με όνομα «{name}» (HTTP 404).',
  noResourceAt: 'Η υπηρεσία στο {baseUrl} δεν έχει πόρο με όνομα «{name}» (HTTP 404).',
  meant: 'Μήπως εννοούσατε {name};',
}
