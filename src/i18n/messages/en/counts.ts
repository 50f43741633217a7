// Counts by value (src/features/resource-list/parts/counts): the Counts choice's panel and the
// region of counts. Loaded with them, not in the first load (see registerEnglish).
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const counts = {
  region: 'Counts',
  heading: 'By {column}',
  choose: 'Count by',
  none: 'No counts',
  noColumns: 'No column with few values seen yet.',
  limit: 'Columns with at most {max} values seen, such as a status or a type.',
  hide: 'Hide counts',
  value: '{value} {count}',
  valueAtLeast: '{value} {count}+',
  figure: '{count}',
  figureAtLeast: '{count}+',
  counting: '{value}: counting…',
  atLeast: 'At least {count}: the service gives no total',
  other: 'Other',
  otherHelp: 'Records whose {column} is none of the values above',
  readingValues: 'Reading the values of {column}…',
  noColumn: 'There is no column “{attribute}” among the rows shown: nothing to count.',
  notFilterable: 'The service does not filter by {column}: its values cannot be counted.',
  tooMany: '{column} has {count} values or more: Counts offers columns of at most {max} values.',
  varied:
    '{column} has no few values that repeat, as a status or a type has: Counts offers such columns only.',
  refused: 'The service refused to count by {column}: it is no longer offered under Counts.',
  failed: 'Some counts could not be read. {message}',
  retry: 'Retry',
} as const satisfies Area

registerEnglish('counts', counts)
