// The sums of the page shown, under an ungrouped table: each number column's, money per currency,
// marked "This page" (the view's other pages are not in them). None where nothing is a number.
import '@/i18n/messages/en/groups'
import { useMemo, type CSSProperties } from 'react'
import { useLocale, useT } from '@/i18n/use-language'
import type { ColumnArrangement } from '@/components/data-table/column-arrangement'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { columnFormatOptions } from '@/lib/columns/columns'
import type { TimeZoneChoice } from '@/lib/columns/format-value'
import { pageSumLines, sumColumns, summedColumns } from '@/lib/groups/column-sums'
import { renderView } from '@/components/ui/view'
import { pageSumsRoom } from '@/components/data-table/table-view'
import { SumsRow } from './sums-row'

export interface PageSumsProps {
  rows: readonly ListRecord[]
  arrangement: ColumnArrangement
  timeZone: TimeZoneChoice
}

export function PageSums({ rows, arrangement, timeZone }: PageSumsProps) {
  const t = useT()
  const locale = useLocale()
  const { columns, placements } = arrangement
  const sums = useMemo(() => sumColumns(rows, summedColumns(columns, rows)), [rows, columns])
  const options = useMemo(
    () => columns.map((column) => columnFormatOptions(column, { timeZone, locale })),
    [columns, timeZone, locale],
  )
  if (rows.length === 0) return null
  // Its room stays where nothing is a number: the pager below does not move when that is known.
  if (sums.size === 0) return renderView(pageSumsRoom(placements.length, 0))
  const lines = pageSumLines(columns, rows)
  return (
    <tfoot role="rowgroup" className="page-sums" style={{ '--sum-lines': lines } as CSSProperties}>
      <SumsRow
        className="group-totals"
        columns={columns}
        placements={placements}
        sums={sums}
        options={options}
        label={<span className="group-value">{t('groups.thisPage')}</span>}
      />
    </tfoot>
  )
}
