// How many records one export holds (10,000 requests of 20), and what to say when more match.
// Apart from export-records.ts so that the Export button can say it before any of that loads.
import { formatCount } from '../columns/format-value'

export const maxExportRecords = 200_000

/** Why an export of `total` records cannot be whole; undefined when it can. */
export function exportLimitMessage(
  total: number | undefined,
  limit = maxExportRecords,
): string | undefined {
  if (total !== undefined && total <= limit) return undefined
  // Without a total, a full last page shows only that the cap was reached, not that it was passed.
  const matching =
    total === undefined
      ? `At least ${formatCount(limit)} records match`
      : `${formatCount(total)} match`
  return `${matching}; an export holds at most ${formatCount(limit)} — narrow the filters.`
}
