import type { Translation } from '../../catalog'

export const shell: Translation<'shell'> = {
  skipToContent: 'Μετάβαση στο περιεχόμενο',
  brand: 'Distribution Console',
  mainNavigation: 'Κύρια πλοήγηση',
  signOut: 'Αποσύνδεση',
  language: 'Γλώσσα',
  openResource: 'Άνοιγμα πόρου',
  openResourcePlaceholder: 'όνομα',
  resourceNameInvalid:
    'Το όνομα ενός πόρου είναι μία λέξη από γράμματα, ψηφία, - και _ (έως 100 χαρακτήρες).',
  resourceNameMissing: 'Πληκτρολογήστε το όνομα ενός πόρου, π.χ. suppliers.',
  knownResources: 'Γνωστοί πόροι',
  removeRecent: 'Αφαίρεση του {name}',
  removeRecentTitle: 'Αφαίρεση του {name} από αυτή τη λίστα',
  views: 'Προβολές',
  savedViews: 'Αποθηκευμένες προβολές',
  notFoundTitle: 'Η σελίδα δεν βρέθηκε',
  notFoundText: 'Δεν υπάρχει τίποτα σε αυτή τη διεύθυνση.',
  goToProducts: 'Μετάβαση στα προϊόντα',
}
