import type { Translation } from '../../catalog'

export const exporting: Translation<'export'> = {
  exportCsv: 'CSV exportieren',
  options: 'Exportoptionen',
  byAttributes: 'Attributnamen als Spaltenköpfe',
  headedByAttributes: 'Spaltenköpfe: createdAt, customer.name…',
  headedByLabels: 'Spaltenköpfe wie auf dem Bildschirm: Erstellt am, Kundenname…',
  exporting: 'Export: {name}',
  exportingNow: 'Export läuft: {name}…',
  progress: '{fetched} von {total}',
  progressSoFar: 'bisher {fetched}',
  paused: '{progress}, pausiert: Der Dienst bittet, {seconds} s zu warten',
  cancel: 'Abbrechen',
  exported: { one: 'Exportiert: {count} {singular}.', other: 'Exportiert: {count} {plural}.' },
  cancelled: 'Export abgebrochen.',
  signedOut: 'Sie sind abgemeldet.',
  pageFailed: 'Eine Seite des Exports ist fehlgeschlagen.',
  stopped: 'Export angehalten: {reason}',
  retry: 'Erneut versuchen',
  partial: {
    one: 'Teilergebnis herunterladen ({count} Zeile)',
    other: 'Teilergebnis herunterladen ({count} Zeilen)',
  },
  overLimit:
    '{total} Treffer; ein Export umfasst höchstens {limit} – grenzen Sie die Filter weiter ein.',
  overLimitUnknown:
    'Mindestens {limit} Datensätze passen; ein Export umfasst höchstens {limit} – grenzen Sie die Filter weiter ein.',
  limit: 'Ein Export umfasst höchstens {limit}.',
  sharedLabel: '{label} ({attribute})',
  partialFile: '{name} (unvollständig)',
}
