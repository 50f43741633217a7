// What "Export CSV" exports while a period is shown: the run of the list that the period's bounds
// found, in the period's order, kept to its days; and its count in words, said before it starts.
import { inPeriod } from '@/lib/dates/find-period'
import { describePeriodCount, todayIn } from '@/lib/dates/period-words'
import { dayKey } from '@/lib/dates/timestamps'
import type { ExportRange } from '@/lib/export/export-records'
import type { ListQuery } from '@/lib/list-query'
import { recordNouns } from '../record-nouns'
import { periodViewOf } from './period-view'
import type { ListColumns, ListData, ListView } from '../use-resource-list'

export interface PeriodExport {
  /** The service's query for the period's list: its filters, in its order. */
  query: ListQuery
  range: ExportRange
  /** "142 bookings on Wed 25 Nov". */
  title: string
}

type PeriodExportList = Pick<ListView, 'resource' | 'query' | 'requestQuery'> &
  Pick<ListData, 'periodBounds'> &
  Pick<ListColumns, 'timeZone'>

/** Undefined without a period, or until its bounds are known. */
export function periodExportOf(list: PeriodExportList): PeriodExport | undefined {
  const view = periodViewOf(list.resource, list.query)
  const bounds = list.periodBounds
  if (!view || !bounds) return undefined
  const { timeZone } = list
  const count = bounds.end - bounds.start
  const nouns = recordNouns(list.resource)
  return {
    query: { ...list.requestQuery, sorts: view.sorts },
    range: {
      ...bounds,
      keep: (row) => inPeriod(view.period, dayKey(row[view.attribute], timeZone)),
    },
    title: describePeriodCount(count, view.period, nouns, { today: todayIn({ timeZone }) }),
  }
}
