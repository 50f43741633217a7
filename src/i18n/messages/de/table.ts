import type { Translation } from '../../catalog'

export const table: Translation<'table'> = {
  filter: '{attribute} filtern',
  tooLong: 'Höchstens {max} Zeichen',
  valuesOf: 'Werte von {attribute}',
  any: 'beliebig',
  yes: 'ja',
  no: 'nein',
  activeFilters: 'Aktive Filter',
  clearFilter: 'Filter {attribute} entfernen',
  clearFilters: 'Alle Filter entfernen',
  cantSortFilter: 'Der Dienst kann hiernach weder sortieren noch filtern',
  cantSort: 'Der Dienst kann hiernach nicht sortieren',
  cantFilter: 'Der Dienst kann hiernach nicht filtern',
  hinted: '{id}: {hint}',
  periodOrder:
    'Ein Zeitraum wird zeitlich geordnet: Zeitraum aufheben, um nach dieser Spalte zu sortieren',
  notQueryable:
    'Nach diesem Feld lassen sich Listen weder sortieren noch filtern – nur nach Feldern der obersten Ebene mit einfachen Namen',
  resize: 'Breite von {id} ändern',
  resizeHint: 'Ziehen oder mit ← → die Breite ändern; Doppelklick für die natürliche Breite',
  sortAsc:
    '{id}: als Nächstes aufsteigend sortieren; Umschalt+Klick fügt die Spalte als weiteren Sortierschlüssel hinzu',
  sortDesc:
    '{id}: als Nächstes absteigend sortieren; Umschalt+Klick fügt die Spalte als weiteren Sortierschlüssel hinzu',
  sortNone:
    '{id}: als Nächstes Sortierung aufheben; Umschalt+Klick fügt die Spalte als weiteren Sortierschlüssel hinzu',
  pagination: 'Seitennavigation',
  rowsPerPage: 'Zeilen pro Seite',
  showing: 'Einträge {first}–{last}',
  showingOf: 'Einträge {first}–{last} von {total}',
  page: 'Seite {page}',
  pageOf: 'Seite {page} von {pages}',
  previousPage: 'Vorherige Seite',
  previous: '‹ Zurück',
  nextPage: 'Nächste Seite',
  next: 'Weiter ›',
  dayMark: 'Erster Eintrag des angesteuerten Tages',
  newMark: 'Neu eingetroffen',
  exactTimes: '{local} Ortszeit · {utc} UTC',
  zoneless: '(keine Zeitzone angegeben; als UTC gelesen)',
  epochS: '({value}, Epoch-Sekunden)',
  epochMs: '({value}, Epoch-Millisekunden)',
  utcDay: '{day} (UTC)',
}
