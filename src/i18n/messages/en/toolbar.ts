// The list's tools: refresh, saved views, columns, the request, the shortcuts, newer records, and
// what their messages and copy buttons say (components/ui: Dismiss, a copy the browser refused).
// Loaded with the toolbar's parts and the record details, not in the first load (see
// registerEnglish).
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const toolbar = {
  updated: 'Updated {time}',
  utcTitle: 'Show dates and day separators in UTC instead of your local time',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy; copy the address bar instead',
  dismiss: 'Dismiss',
  copyRefused: 'Could not copy; your browser did not allow it',
  request: 'Request',
  viewName: 'View name',
  keepPage: 'Include page {page}',
  saveView: 'Save current view',
  replaceAsk: 'A view named “{name}” exists. Replace it with this view?',
  replace: 'Replace',
  saveAs: 'Save as “{name}”',
  noViews:
    'No saved views yet. Name the current filters, sort, page size and columns to keep them.',
  deleteView: 'Delete view {name}',
  savedView: 'Saved view “{name}”.',
  replacedView: 'Replaced view “{name}”.',
  deletedView: 'Deleted view “{name}”.',
  deletedViews: { one: 'Deleted {count} view.', other: 'Deleted {count} views.' },
  undo: 'Undo',
  notSavedFull:
    'Not saved: this browser’s storage is full. Delete views you no longer need, then try again.',
  notSavedUnavailable:
    'Not saved: this browser does not let the console keep anything on this device.',
  viewNote: 'Saved view: {name}',
  viewNoteChanged: 'Saved view: {name}, changed',
  keepAsView: 'Keep what is shown as “{name}”',
  save: 'Save',
  revertTitle: 'Show “{name}” as saved',
  revert: 'Revert',
  pinTitle: 'Keep {name} at the left edge',
  pinColumn: 'Pin {name}',
  pin: 'Pin',
  moveUp: 'Move {name} up',
  moveDown: 'Move {name} down',
  compact: 'Compact rows',
  resetColumns: 'Reset columns',
  loading: 'loading…',
  status: '{status} · {ms} ms',
  copyCurl: 'Copy as cURL',
  curlCopied: 'Copied, with $API_KEY and $SECRET_KEY placeholders',
  totalsDiffer:
    'Totals disagree: the body says {body}, used here; the {header} header says {total}.',
  headers: 'Headers',
  shortcuts: 'Keyboard shortcuts',
  shortcutsNote: 'They work anywhere on a list page, except while typing in a field.',
  keyFilter: 'Focus the list’s main filter (Esc leaves it)',
  keyRow: 'Select the next / previous row',
  keyTable: 'Move within the table (Home / End: first / last row)',
  keyOpen: 'Open the selected record',
  keyPage: 'Previous / next page',
  keyEsc: 'Stop a date search; close the record details or this help',
  keyHelp: 'Show these shortcuts',
  close: 'Close',
  newer: { one: '{count} new {singular}', other: '{count} new {plural}' },
  // A printed list (lib/print-words.ts): what the Print button prints, and the sheet's heading.
  printThisPage: 'Prints this page ({records})',
  printGrouped: 'Prints the whole grouped view ({records})',
  printFilter: '{label}: {value}',
  printPeriod: '{days} (days in {zone})',
  printGroup: 'Grouped by {label}',
  printNoFilters: 'No filters',
  printedPage: 'Printed {time} · page {page}, {records}',
  printedAll: 'Printed {time} · {records}',
} as const satisfies Area

registerEnglish('toolbar', toolbar)
