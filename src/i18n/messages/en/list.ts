// The list page (src/features/resource-list): its frame, count, hints, the places held for parts
// that load later, what a link's unusable parts became, and the messages of failed parts.
import type { Area } from '../../catalog'
export const list = {
  refresh: 'Refresh',
  utcTimes: 'UTC times',
  columns: 'Columns',
  counts: 'Counts',
  exportCsv: 'Export CSV',
  copyLink: 'Copy link',
  print: 'Print',
  request: 'Request',
  phoneTools: 'Filters and tools',
  // Go to date's and the period's own words (go-to-date.tsx, period-bar.tsx) as much as its
  // placeholder's: stated once, so the part that loads reads as its placeholder did.
  goToDate: 'Go to date',
  previousDay: 'Previous day',
  nextDay: 'Next day',
  caption: '{title}, page {page}',
  rows: { one: '{caption}, {count} row', other: '{caption}, {count} rows' },
  count: { one: '{count} {singular}', other: '{count} {plural}' },
  dateHint: 'To go to a date, sort newest first by {columns}',
  newestFirst: 'Sort by {label}, newest first',
  shortcutHint: 'Press {key} for keyboard shortcuts.',
  loading: 'Loading {resources}…',
  toolbar: 'The toolbar',
  newerCheck: 'The check for newer records',
  requestPanel: 'The request panel',
  details: 'Record details',
  dayChart: 'The chart of days',
  period: 'Period',
  countsPart: 'The counts',
  shortcutHelp: 'Keyboard shortcut help',
  thisPage: 'This page',
  aMessage: 'A message about this list',
  emptyMessage: 'The empty-list message',
  loadFailed:
    '{what} could not be loaded. The network may be down, or a new version of the console was published.',
  reload: 'Reload',
  pageFailed: 'Something went wrong while showing this page. Your view is kept in the address.',
  tryAgain: 'Try again',
  // The Group by choice's, in the toolbar and the place held for it.
  groupBy: 'Group by',
  noGrouping: 'No grouping',
} as const satisfies Area
