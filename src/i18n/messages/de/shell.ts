import type { Translation } from '../../catalog'

export const shell: Translation<'shell'> = {
  skipToContent: 'Zum Inhalt springen',
  brand: 'Distribution Console',
  mainNavigation: 'Hauptnavigation',
  signOut: 'Abmelden',
  language: 'Sprache',
  openResource: 'Ressource öffnen',
  openResourcePlaceholder: 'Name',
  resourceNameInvalid:
    'Ein Ressourcenname ist ein einziges Wort aus Buchstaben, Ziffern, - und _ (höchstens 100 Zeichen).',
  resourceNameMissing: 'Geben Sie den Namen einer Ressource ein, z. B. suppliers.',
  knownResources: 'Bekannte Ressourcen',
  removeRecent: '{name} entfernen',
  removeRecentTitle: '{name} aus dieser Liste entfernen',
  views: 'Ansichten',
  savedViews: 'Gespeicherte Ansichten',
  notFoundTitle: 'Seite nicht gefunden',
  notFoundText: 'Unter dieser Adresse gibt es nichts.',
  goToProducts: 'Zu den Produkten',
}
