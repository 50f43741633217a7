// "Export CSV": its button, options, progress, outcome and limits. Loaded with the toolbar's
// parts, not in the first load (see registerEnglish).
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const exporting = {
  exportCsv: 'Export CSV',
  options: 'Export options',
  byAttributes: 'Attribute names as headers',
  headedByAttributes: 'Columns are headed createdAt, customer.name…',
  headedByLabels: 'Columns are headed as on screen: Created at, Customer name…',
  exporting: 'Exporting {name}',
  exportingNow: 'Exporting {name}…',
  progress: '{fetched} of {total}',
  progressSoFar: '{fetched} so far',
  paused: '{progress}, paused: the service asks to wait {seconds} s',
  cancel: 'Cancel',
  exported: { one: 'Exported {count} {singular}.', other: 'Exported {count} {plural}.' },
  cancelled: 'Export cancelled.',
  signedOut: 'You are signed out.',
  pageFailed: 'A page of the export failed.',
  stopped: 'Export stopped: {reason}',
  retry: 'Retry',
  partial: { one: 'Download partial ({count} row)', other: 'Download partial ({count} rows)' },
  overLimit: '{total} match; an export holds at most {limit} — narrow the filters.',
  overLimitUnknown:
    'At least {limit} records match; an export holds at most {limit} — narrow the filters.',
  limit: 'An export holds at most {limit}.',
  sharedLabel: '{label} ({attribute})',
  partialFile: '{name} (partial)',
} as const satisfies Area

registerEnglish('export', exporting)
