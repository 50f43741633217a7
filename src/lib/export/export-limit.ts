// How many records one export holds (10,000 requests of 20), and what to say when more match.
// Apart from export-records.ts so that the Export button can say it before any of that loads.
import type { Translate } from '@/i18n/catalog'
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/export'

export const maxExportRecords = 200_000

/** Why an export of `total` records cannot be whole, in the language of `translate`; undefined when it can. */
export function exportLimitMessage(
  total: number | undefined,
  limit = maxExportRecords,
  translate: Translate = t,
): string | undefined {
  if (total !== undefined && total <= limit) return undefined
  // Without a total, a full last page shows only that the cap was reached, not that it was passed.
  return total === undefined
    ? translate('export.overLimitUnknown', { limit })
    : translate('export.overLimit', { total, limit })
}
