import type { Translation } from '../../catalog'

export const exporting: Translation<'export'> = {
  exportCsv: 'Εξαγωγή CSV',
  options: 'Επιλογές εξαγωγής',
  byAttributes: 'Ονόματα χαρακτηριστικών ως επικεφαλίδες',
  headedByAttributes: 'Επικεφαλίδες στηλών: createdAt, customer.name…',
  headedByLabels: 'Επικεφαλίδες στηλών όπως στην οθόνη: Δημιουργήθηκε, Όνομα πελάτη…',
  exporting: 'Εξαγωγή: {name}',
  exportingNow: 'Εξαγωγή σε εξέλιξη: {name}…',
  progress: '{fetched} από {total}',
  progressSoFar: '{fetched} μέχρι στιγμής',
  paused: '{progress}, σε παύση: η υπηρεσία ζητά αναμονή {seconds} δευτ.',
  cancel: 'Ακύρωση',
  exported: { one: 'Εξήχθη: {count} {singular}.', other: 'Εξήχθησαν: {count} {plural}.' },
  cancelled: 'Η εξαγωγή ακυρώθηκε.',
  signedOut: 'Έχετε αποσυνδεθεί.',
  pageFailed: 'Μια σελίδα της εξαγωγής απέτυχε.',
  stopped: 'Η εξαγωγή διακόπηκε: {reason}',
  retry: 'Επανάληψη',
  partial: {
    one: 'Λήψη μερικού αρχείου ({count} γραμμή)',
    other: 'Λήψη μερικού αρχείου ({count} γραμμές)',
  },
  overLimit: '{total} αποτελέσματα· μια εξαγωγή χωρά έως {limit} — περιορίστε τα φίλτρα.',
  overLimitUnknown:
    'Ταιριάζουν τουλάχιστον {limit} εγγραφές· μια εξαγωγή χωρά έως {limit} — περιορίστε τα φίλτρα.',
  limit: 'Μια εξαγωγή χωρά έως {limit}.',
  sharedLabel: '{label} ({attribute})',
  partialFile: '{name} (μερικό)',
}
