import type { Translation } from '../../catalog'

export const states: Translation<'states'> = {
  refusedSortFilter: 'Der Dienst kann nicht nach {column} sortieren oder filtern.',
  refusedSort: 'Der Dienst kann nicht nach {column} sortieren.',
  refusedFilter: 'Der Dienst kann nicht nach {column} filtern.',
  serviceAnswer: 'Antwort des Dienstes',
  removeSort: 'Sortierung nach {attribute} entfernen',
  removeFilter: 'Filter {attribute} entfernen',
  offline: 'Ihr Browser meldet, dass er offline ist.',
  retrying: 'Neuer Versuch läuft…',
  retryIn: 'Erneut versuchen (in {seconds} s)',
  retry: 'Erneut versuchen',
  busyIn: 'Der Dienst ist ausgelastet. Neuer Versuch in {seconds} s…',
  busy: 'Der Dienst ist ausgelastet. Neuer Versuch…',
  noPage: {
    one: 'Seite {page} gibt es nicht: Diese Liste hat {count} Seite.',
    other: 'Seite {page} gibt es nicht: Diese Liste hat {count} Seiten.',
  },
  lastPage: 'Zur letzten Seite',
  pastEnd: 'Seite {page} liegt hinter dem Ende der Ergebnisse.',
  firstPage: 'Zur ersten Seite',
  noMatch: 'Keine {resources} für {filters}.',
  and: ' und ',
  showAll: 'Alle {resources} anzeigen',
  noneInPeriod: 'Keine {resources} in diesem Zeitraum.',
  noneYet: 'Noch keine {resources} vorhanden.',
  corrected:
    'Dieser Link enthielt Teile, die die Konsole nicht verwenden konnte; sie wurden korrigiert:',
  looking: 'Suche nach Werten von {attribute} wie {value}…',
  noneClose:
    'Kein gesehener Wert von {attribute} unterscheidet sich von {value} nur in Groß- und Kleinschreibung, Leerzeichen oder Akzenten.',
  didYouMean: 'Meinten Sie für {attribute}:',
  notFound: '„{name}“ nicht gefunden',
  noResource: 'Der Dienst hat keine Ressource namens „{name}“ (HTTP 404).',
  noResourceAt: 'Der Dienst unter {baseUrl} hat keine Ressource namens „{name}“ (HTTP 404).',
  meant: 'Meinten Sie {name}?',
}
