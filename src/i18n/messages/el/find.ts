import type { Translation } from '../../catalog'

export const find: Translation<'find'> = {
  results: 'Αποτελέσματα αναζήτησης',
  looking: 'Αναζήτηση για {value}…',
  waiting: 'Η υπηρεσία ζήτησε παύση· η αναζήτηση συνεχίζεται σε {wait}.',
  found: { one: 'Βρέθηκε {count} εγγραφή', other: 'Βρέθηκαν {count} εγγραφές' },
  foundIn: '{resource}, {title}',
  noneBooking: 'Καμία κράτηση με {kind} {value}· δοκιμάστηκε: {tried}',
  noneProduct: 'Κανένα προϊόν με {kind} {value}· δοκιμάστηκε: {tried}',
  noneAny: 'Καμία κράτηση ή προϊόν με {kind} {value}· δοκιμάστηκε: {tried}',
  nothingToTry: 'Κανένα πεδίο κρατήσεων ή προϊόντων δεν έχει τιμές όπως {value}.',
  kindEmail: 'email',
  kindId: 'αναγνωριστικό',
  kindReference: 'κωδικό αναφοράς',
  kindCode: 'αναγνωριστικό ή κωδικό αναφοράς',
  kindName: 'όνομα',
  triedIn: '{attribute} ({resource})',
  triedAs: '{tried} ως {value}',
  refused: '{resource}: η υπηρεσία δεν φιλτράρει κατά {attribute}· παραλείφθηκε.',
  failed: 'Η αναζήτηση δεν ολοκληρώθηκε: {reason}',
  retry: 'Επανάληψη',
}
