// A `group=` that names no column of the list is dropped from the URL once its columns are known,
// with a note. Loaded once a view of this page has asked to group (list-layout.tsx).
import { useEffect, useState } from 'react'
import '@/i18n/messages/en/groups'
import { useT } from '@/i18n/use-language'
import { serializeListQuery, type ListQuery } from '@/lib/list-query'
import {
  useListColumnsContext,
  useListDataContext,
  useListViewContext,
} from '../../controller/list-contexts'

/** Said where a link's corrections are (parts/states/link-corrections.tsx). */
function DroppedGroupNote({ attribute }: { attribute: string }) {
  const t = useT()
  return (
    <div className="notice notice-info" role="status">
      <p>{t('groups.dropped', { attribute: attribute.slice(0, 40) })}</p>
    </div>
  )
}

const ungrouped = (query: ListQuery) => {
  const next = { ...query }
  delete next.group
  return next
}

/** Drops a `group=` that is no column of the list once its columns are known, and says so. */
export function DroppedGroup() {
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
  return <DroppedGroupNote attribute={dropped.attribute} />
}
