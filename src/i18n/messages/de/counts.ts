import type { Translation } from '../../catalog'

export const counts: Translation<'counts'> = {
  region: 'Anzahlen',
  heading: 'Nach {column}',
  choose: 'Zählen nach',
  none: 'Keine Anzahlen',
  noColumns: 'Noch keine Spalte mit wenigen Werten gesehen.',
  limit: 'Spalten mit höchstens {max} gesehenen Werten, etwa ein Status oder ein Typ.',
  hide: 'Anzahlen ausblenden',
  value: '{value} {count}',
  valueAtLeast: '{value} {count}+',
  figure: '{count}',
  figureAtLeast: '{count}+',
  counting: '{value}: wird gezählt…',
  atLeast: 'Mindestens {count}: der Dienst nennt keine Gesamtzahl',
  other: 'Andere',
  otherHelp: 'Einträge, deren {column} keiner der Werte oben ist',
  readingValues: 'Die Werte von {column} werden gelesen…',
  noColumn: 'Unter den angezeigten Zeilen gibt es keine Spalte „{attribute}“: nichts zu zählen.',
  notFilterable: 'Der Dienst filtert nicht nach {column}: ihre Werte lassen sich nicht zählen.',
  tooMany:
    '{column} hat {count} Werte oder mehr: Anzahlen gibt es für Spalten mit höchstens {max} Werten.',
  varied:
    '{column} hat keine wenigen, sich wiederholenden Werte wie ein Status oder ein Typ: nur solche Spalten werden gezählt.',
  refused:
    'Der Dienst hat das Zählen nach {column} abgelehnt: die Spalte wird unter Anzahlen nicht mehr angeboten.',
  failed: 'Einige Anzahlen konnten nicht gelesen werden. {message}',
  retry: 'Erneut versuchen',
}
