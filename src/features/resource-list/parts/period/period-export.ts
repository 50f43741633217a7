// What "Export CSV" exports while a period is shown: the run of the list that the period's bounds
// found, in the period's order, kept to its days; and its count in words, said before it starts.
import { inPeriod, type Period } from '@/lib/dates/find-period'
import { describePeriodCount, todayIn } from '@/lib/dates/period-words'
import { periodDayZone } from '@/lib/dates/period-zone'
import { dayKey } from '@/lib/dates/timestamps'
import type { ExportRange } from '@/lib/export/export-records'
import type { ListQuery } from '@/lib/list-query'
import { recordNouns } from '../record-nouns'
import { periodViewOf } from '../../request/period-view'
import type { ListColumns, ListData, ListView } from '../../controller/use-resource-list'

export interface PeriodExport {
  /** The service's query for the period's list: its filters, in its order. */
  query: ListQuery
  range: ExportRange
  /** "142 bookings on Wed 25 Nov". */
  title: string
  /** The period's days, for the file's name. */
  days: Period
}

type PeriodExportList = Pick<ListView, 'resource' | 'query' | 'requestQuery'> &
  Pick<ListData, 'periodBounds'> &
  Pick<ListColumns, 'timeZone'>

/** Undefined without a period, or until its bounds are known. */
export function periodExportOf(list: PeriodExportList): PeriodExport | undefined {
  const view = periodViewOf(list.resource, list.query)
  const bounds = list.periodBounds
  if (!view || !bounds) return undefined
  // Its days are those its rows were read by: its link's zone's, else the viewer's.
  const zone = periodDayZone(view.period.zone, list.timeZone)
  const count = bounds.end - bounds.start
  const nouns = recordNouns(list.resource)
  return {
    query: { ...list.requestQuery, sorts: view.sorts },
    range: {
      ...bounds,
      keep: (row) =>
        inPeriod(view.period, dayKey(row[view.attribute], zone.timeZone, zone.localZone)),
    },
    title: describePeriodCount(count, view.period, nouns, { today: todayIn(zone) }),
    days: view.period,
  }
}
