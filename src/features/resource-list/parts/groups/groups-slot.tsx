// Where a grouped view goes, in the first load only as much as it takes to know whether one is
// asked for: its code loads after the rows, only when the URL groups. A `group=` that names no
// column of the list is dropped from the URL, with a note.
import { useEffect, useState, type ReactNode, type RefObject } from 'react'
import { LoadedPart } from '@/components/ui/loaded-part'
import { renderView } from '@/components/ui/view'
import { pageSumsRoom } from '@/components/data-table/table-view'
import { pageSumLines } from '@/lib/groups/column-sums'
import { useT } from '@/i18n/use-language'
import { serializeListQuery, type ListQuery } from '@/lib/list-query'
import {
  useListColumnsContext,
  useListDataContext,
  useListViewContext,
} from '../../controller/list-contexts'
import type { GroupedRowsHandle, GroupedTableParts } from './grouped-view'
import type { PageSumsProps } from './page-sums'

const loadGroupedView = () => import('./grouped-view')
const loadDroppedNote = () => import('./dropped-group-note')
const loadPageSums = () => import('./page-sums')
const loadDepartures = () => import('../departures/departures-bar')

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

const ungrouped = (query: ListQuery) => {
  const next = { ...query }
  delete next.group
  return next
}

/** Drops a `group=` that is no column of the list once its columns are known, and says so. */
export function DroppedGroup() {
  const t = useT()
  const { query, search, setListQuery } = useListViewContext()
  const { status } = useListDataContext()
  const { columns } = useListColumnsContext()
  const [dropped, setDropped] = useState<{ attribute: string; search: string }>()
  const group = query.group
  const unknown =
    group !== undefined &&
    status.kind === 'current' &&
    columns.length > 0 &&
    !columns.some((column) => column.attribute === group)
  const droppedSearch = unknown ? serializeListQuery(ungrouped(query)) : undefined
  if (unknown && dropped?.search !== droppedSearch)
    setDropped({ attribute: group, search: droppedSearch! })
  useEffect(() => {
    // As a bad sort is: Back then leads to the page before, not to the link dropped again.
    if (unknown) setListQuery(ungrouped, { replace: true })
  }, [unknown, setListQuery])
  if (dropped?.search !== search) return null
  return (
    <LoadedPart load={loadDroppedNote} what={t('list.aMessage')}>
      {({ DroppedGroupNote }) => <DroppedGroupNote attribute={dropped.attribute} />}
    </LoadedPart>
  )
}
