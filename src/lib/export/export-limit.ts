// How many records one export holds (10,000 requests of 20), and what to say when more match.
// Apart from export-records.ts so that the Export button can say it before any of that loads.
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/export'

export const maxExportRecords = 200_000

/** Why an export of `total` records cannot be whole, in the language in force; undefined when it can. */
export function exportLimitMessage(
  total: number | undefined,
  limit = maxExportRecords,
): string | undefined {
  if (total !== undefined && total <= limit) return undefined
  // Without a total, a full last page shows only that the cap was reached, not that it was passed.
  return total === undefined
    ? t('export.overLimitUnknown', { limit })
    : t('export.overLimit', { total, limit })
}
