// A grouped view (group=), a page's sums and a day's departures: loaded with those parts, not in
// the first load (see registerEnglish).
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const groups = {
  groups: 'The groups',
  pageSums: 'The page sums',
  departuresPart: 'The departures',
  caption: '{title} grouped by {column}',
  none: '(none)',
  total: 'Total',
  thisPage: 'This page',
  groupCount: { one: '{count} group', other: '{count} groups' },
  reading: 'Reading the {plural} to group…',
  read: 'Read {fetched} of {total}',
  readSoFar: 'Read {fetched}',
  waiting: 'The service asked to wait: going on in {seconds} s',
  cancel: 'Cancel',
  cancelled: 'Grouping stopped before every {singular} was read: no groups are shown.',
  failed: 'The groups could not be read, so none are shown: {message}',
  retry: 'Retry',
  tooLarge:
    'This view has {total} {plural}: groups are shown for at most {limit}. Narrow it to a day, a period or a filter.',
  tooLargeUnknown:
    'This view has more than {limit} {plural}: groups are shown for at most {limit}. Narrow it to a day, a period or a filter.',
  onlyToday: 'Only today',
  onlyLast7Days: 'Only the last 7 days',
  filterHint: 'Or type a filter under a column.',
  ungroup: 'No grouping',
  dropped: 'Group by "{attribute}" was dropped: this list has no such column.',
  departures: 'Departures',
  departuresToday: 'Departures today',
  departuresTomorrow: 'Departures tomorrow',
  today: 'Today',
  tomorrow: 'Tomorrow',
  departuresOn: 'Departures on',
  show: 'Show',
  expand: 'Show the {plural} of {value}',
  collapse: 'Hide the {plural} of {value}',
} as const satisfies Area

registerEnglish('groups', groups)
