import type { Translation } from '../../catalog'

export const find: Translation<'find'> = {
  results: 'Suchergebnisse',
  looking: 'Suche nach {value} …',
  waiting: 'Der Dienst bat um eine Pause; die Suche geht in {wait} weiter.',
  found: { one: '{count} Datensatz gefunden', other: '{count} Datensätze gefunden' },
  foundIn: '{resource}, {title}',
  noneBooking: 'Keine Buchung mit {kind} {value}; versucht: {tried}',
  noneProduct: 'Kein Produkt mit {kind} {value}; versucht: {tried}',
  noneAny: 'Keine Buchung und kein Produkt mit {kind} {value}; versucht: {tried}',
  nothingToTry: 'Kein Attribut von Buchungen oder Produkten hat Werte wie {value}.',
  kindEmail: 'E-Mail',
  kindId: 'ID',
  kindReference: 'Referenz',
  kindCode: 'ID oder Referenz',
  kindName: 'Name',
  triedIn: '{attribute} ({resource})',
  triedAs: '{tried} als {value}',
  refused: '{resource}: Der Dienst filtert nicht nach {attribute}; übersprungen.',
  failed: 'Die Suche wurde nicht beendet: {reason}',
  retry: 'Erneut versuchen',
}
