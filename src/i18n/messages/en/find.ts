// Find, in the navigation: what it says while looking, what it found, what it tried. Loaded with
// its results, not in the first load (see registerEnglish); its field's label is the shell's.
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const find = {
  results: 'Find results',
  looking: 'Looking for {value}…',
  waiting: 'The service asked for a pause; looking on in {wait}.',
  found: { one: '{count} record found', other: '{count} records found' },
  foundIn: '{resource}, {title}',
  noneBooking: 'No booking has the {kind} {value}; tried {tried}',
  noneProduct: 'No product has the {kind} {value}; tried {tried}',
  noneAny: 'No booking or product has the {kind} {value}; tried {tried}',
  nothingToTry: 'No attribute of bookings or products holds values like {value}.',
  kindEmail: 'email',
  kindId: 'id',
  kindReference: 'reference',
  kindCode: 'id or reference',
  kindName: 'name',
  triedIn: '{resource} {attribute}',
  triedAs: '{tried} as {value}',
  refused: '{resource}: the service does not filter by {attribute}; skipped.',
  failed: 'The search did not finish: {reason}',
  retry: 'Retry',
} as const satisfies Area

registerEnglish('find', find)
