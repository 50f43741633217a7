// Where a grouped view goes, in the first load only as much as it takes to know whether one is
// asked for: its code loads after the rows, only when the URL groups (a `group=` that names no
// column of the list is dropped from the URL, with a note: dropped-group.tsx).
import { useState, type ReactNode, type RefObject } from 'react'
import { LoadedPart } from '@/components/ui/loaded-part'
import { renderView } from '@/components/ui/view'
import { pageSumsRoom } from '@/components/data-table/table-view'
import { pageSumLines } from '@/lib/groups/column-sums'
import { useT } from '@/i18n/use-language'
import type { GroupedRowsHandle, GroupedTableParts } from './grouped-view'
import type { PageSumsProps } from './page-sums'

const loadGroupedView = () => import('./grouped-view')
const loadPageSums = () => import('./page-sums')
const loadDepartures = () => import('../departures/departures-bar')
const loadDroppedGroup = () => import('./dropped-group')

export function GroupsSlot(props: {
  renderTable: (parts: GroupedTableParts) => ReactNode
  handle: RefObject<GroupedRowsHandle | null>
}) {
  const t = useT()
  return (
    <LoadedPart load={loadGroupedView} what={t('list.groupBy')}>
      {({ GroupedView }) => <GroupedView {...props} />}
    </LoadedPart>
  )
}

/** A page's sums, under the rows once they are painted; their room is held meanwhile. */
export function PageSumsSlot(props: PageSumsProps) {
  const t = useT()
  const { rows, arrangement } = props
  const room =
    rows.length > 0 &&
    renderView(pageSumsRoom(arrangement.placements.length, pageSumLines(arrangement.columns, rows)))
  return (
    <LoadedPart load={loadPageSums} what={t('list.thisPage')} afterFirstPaint placeholder={room}>
      {({ PageSums }) => <PageSums {...props} />}
    </LoadedPart>
  )
}

/** A day's departures, under the pager, where the list has a date-only column. */
export function DeparturesSlot() {
  const t = useT()
  return (
    <LoadedPart load={loadDepartures} what={t('list.groupBy')} afterFirstPaint>
      {({ DeparturesBar }) => <DeparturesBar />}
    </LoadedPart>
  )
}

/**
 * What drops a `group=` that names no column, with its note: loaded once a view of this page has
 * asked to group, and kept, so that its note outlives the `group=` it dropped.
 */
export function DroppedGroupSlot({ asked }: { asked: boolean }) {
  const t = useT()
  const [needed, setNeeded] = useState(false)
  if (asked && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <LoadedPart load={loadDroppedGroup} what={t('list.aMessage')}>
      {({ DroppedGroup }) => <DroppedGroup />}
    </LoadedPart>
  )
}
