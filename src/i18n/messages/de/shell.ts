import type { Translation } from '../../catalog'

export const shell: Translation<'shell'> = {
  skipToContent: 'Zum Inhalt springen',
  brand: 'Distribution Console',
  pageTitle: '{page} · Distribution Console',
  mainNavigation: 'Hauptnavigation',
  signOut: 'Abmelden',
  language: 'Sprache',
  developerTools: 'Entwickler',
  developerToolsTitle:
    'Entwicklerwerkzeuge zeigen oder ausblenden: Anfrage, Als cURL kopieren, Ressource öffnen, JSON kopieren',
  openResource: 'Ressource öffnen',
  openResourcePlaceholder: 'Name',
  removeRecent: '{name} entfernen',
  removeRecentTitle: '{name} aus dieser Liste entfernen',
  find: 'Suchen',
  findPlaceholder: 'E-Mail, Referenz, ID, Name',
  savedViews: 'Gespeicherte Ansichten',
}
