// Known values in words (a resource's configuration lists them per attribute, as `knownValues`):
// `<attribute>.<value as the service writes it>`. Cells, chips, options and counts show these; a
// filter typed in any of the console's languages finds the value (lib/filters/typed-value.ts).
// In the first load: the rows' cells read them.
import type { Area } from '../../catalog'

export const values = {
  // Said under a filter sent again as the known value it turned out to stand for.
  corrected: '“{typed}” is sent as {value}, as the service writes it',
  'status.PENDING': 'Pending',
  'status.CONFIRMED': 'Confirmed',
  'status.REJECTED': 'Rejected',
  'status.CANCELLED': 'Cancelled',
  'status.COMPLETED': 'Completed',
} as const satisfies Area
