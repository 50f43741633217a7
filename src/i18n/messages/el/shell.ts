import type { Translation } from '../../catalog'

export const shell: Translation<'shell'> = {
  skipToContent: 'Μετάβαση στο περιεχόμενο',
  brand: 'Distribution Console',
  pageTitle: '{page} · Distribution Console',
  mainNavigation: 'Κύρια πλοήγηση',
  signOut: 'Αποσύνδεση',
  language: 'Γλώσσα',
  developerTools: 'Προγραμματιστές',
  developerToolsTitle:
    'Εμφάνιση ή απόκρυψη των εργαλείων προγραμματιστή: Αίτημα, Αντιγραφή ως cURL, Άνοιγμα πόρου, Αντιγραφή JSON',
  openResource: 'Άνοιγμα πόρου',
  openResourcePlaceholder: 'όνομα',
  removeRecent: 'Αφαίρεση του {name}',
  removeRecentTitle: 'Αφαίρεση του {name} από αυτή τη λίστα',
  find: 'Εύρεση',
  findPlaceholder: 'email, κωδικός, όνομα',
  savedViews: 'Αποθηκευμένες προβολές',
}
