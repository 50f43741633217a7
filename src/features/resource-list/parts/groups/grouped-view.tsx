// A grouped view (group=<attribute>): every record of the view, read once its first page is in,
// grouped in the one table, each group's header row with its count and sums, the view's totals in
// the table's footer. It replaces the paged table while the URL groups; j/k move across the
// groups' rows through `handle`.
import '@/i18n/messages/en/groups'
import {
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react'
import { useLocale, useT } from '@/i18n/use-language'
import { recordId } from '@/lib/api/list-rows'
import { columnLabel } from '@/lib/columns/column-labels'
import { cellFormatOptions, columnFormatOptions, readColumnValue } from '@/lib/columns/columns'
import { formatValue } from '@/lib/columns/format-value'
import { describeExportFailure } from '@/lib/export/export-records'
import { sumColumns, summedColumns } from '@/lib/groups/column-sums'
import { usePrinting } from './use-printing'
import { groupRecords } from '@/lib/groups/group-records'
import {
  useListColumnsContext,
  useListDataContext,
  useListSelectionContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { currentPage } from '../../controller/list-status'
import { recordCount } from '../../view-model/list-page-view'
import { periodExportOf } from '../period/period-export'
import { recordNouns } from '../record-nouns'
import { GroupedBody, type ShownGroup } from './grouped-body'
import { GroupsProgress, GroupsTooLarge, GroupsUnread } from './grouped-states'
import { SumsRow } from './sums-row'
import { useGroupedRecords } from './use-grouped-records'
import { useNarrowingOffers } from './use-narrowing-offers'

export interface GroupedTableParts {
  caption: string
  body: ReactNode
  footer: ReactNode
}

/** What the list's shortcuts ask of the grouped rows. */
export interface GroupedRowsHandle {
  move: (offset: number) => void
  open: () => void
}

export interface GroupedViewProps {
  renderTable: (parts: GroupedTableParts) => ReactNode
  handle: RefObject<GroupedRowsHandle | null>
}

export function GroupedView({ renderTable, handle }: GroupedViewProps) {
  const t = useT()
  const locale = useLocale()
  const { resource, query, requestQuery, baseUrl, search } = useListViewContext()
  const data = useListDataContext()
  const { arrangement, columns: allColumns, timeZone } = useListColumnsContext()
  const selection = useListSelectionContext()
  const offers = useNarrowingOffers()
  const group = query.group ?? ''
  const groupColumn = allColumns.find((column) => column.attribute === group)
  const current = currentPage(data.status)
  const periodBounds = data.periodBounds
  const periodExport = periodExportOf({ resource, query, requestQuery, periodBounds, timeZone })
  const read = useGroupedRecords({
    resource: resource.name,
    baseUrl,
    requestQuery,
    period: query.period,
    periodExport,
    timeZone,
    total: current?.total,
    // Once the first page is in: its total may say at once that the view is too large.
    ready: current !== undefined && groupColumn !== undefined,
  })
  const { columns, placements } = arrangement
  const cellOptions = useMemo(
    () => columns.map((column) => columnFormatOptions(column, { timeZone, locale })),
    [columns, timeZone, locale],
  )
  const records = read.answer?.kind === 'records' ? read.answer.records : undefined
  const shown = useMemo(() => {
    if (!records || !groupColumn) return undefined
    const summed = summedColumns(columns, records)
    const collator = new Intl.Collator(locale, { numeric: true })
    const valueOptions = columnFormatOptions(groupColumn, { timeZone, locale })
    const groups = groupRecords(records, (record) => readColumnValue(record, group), collator)
    const label = (value: unknown, first: (typeof records)[number]) =>
      value === undefined
        ? t('groups.none')
        : formatValue(value, cellFormatOptions(groupColumn, first, valueOptions)).text
    return {
      groups: groups.map((found): ShownGroup => ({
        key: found.key,
        label: label(found.value, found.records[0]!),
        count: recordCount(resource, found.records.length),
        records: found.records,
        sums: sumColumns(found.records, summed),
      })),
      totals: sumColumns(records, summed),
      count: records.length,
    }
  }, [records, groupColumn, columns, locale, timeZone, group, resource, t])

  const [collapsed, setCollapsed] = useState({ search, keys: new Set<string>() })
  const printing = usePrinting()
  const collapsedKeys =
    collapsed.search === search && !printing ? collapsed.keys : new Set<string>()
  const toggle = (key: string) => {
    const keys = new Set(collapsedKeys)
    if (!keys.delete(key)) keys.add(key)
    setCollapsed({ search, keys })
  }
  const visibleIds = (shown?.groups ?? [])
    .filter((found) => !collapsedKeys.has(found.key))
    .flatMap((found) => found.records.map(recordId).filter((id) => id !== undefined))
  const [picked, setPicked] = useState<string>()
  const activeId = picked !== undefined && visibleIds.includes(picked) ? picked : visibleIds[0]
  const rowElements = useRef(new Map<string, HTMLTableRowElement>())
  const register = (id: string, element: HTMLTableRowElement | null) => {
    if (element) rowElements.current.set(id, element)
    else rowElements.current.delete(id)
  }
  useImperativeHandle(handle, () => ({
    move: (offset) => {
      if (visibleIds.length === 0) return
      const focused = document.activeElement?.getAttribute('data-record-id')
      const from = visibleIds.indexOf(focused ?? picked ?? '')
      const start = from === -1 ? (offset > 0 ? -1 : visibleIds.length) : from
      const index = Math.min(visibleIds.length - 1, Math.max(0, start + offset))
      const id = visibleIds[index]!
      setPicked(id)
      rowElements.current.get(id)?.focus()
    },
    open: () => {
      if (activeId !== undefined) selection.openRow(activeId)
    },
  }))

  const nouns = recordNouns(resource)
  const answer = read.answer
  if (answer?.kind === 'too-large')
    return <GroupsTooLarge total={answer.total} nouns={nouns} offers={offers} />
  if (read.cancelled)
    return <GroupsUnread message={t('groups.cancelled', nouns)} onRetry={read.retry} />
  if (read.error && !shown)
    return (
      <GroupsUnread
        message={t('groups.failed', { message: describeExportFailure(read.error, t) })}
        onRetry={read.retry}
      />
    )
  if (!shown || !groupColumn)
    return read.reading ? (
      <GroupsProgress progress={read.progress} nouns={nouns} onCancel={read.cancel} />
    ) : null
  const body = (
    <GroupedBody
      groups={shown.groups}
      collapsed={collapsedKeys}
      onToggle={toggle}
      columns={columns}
      placements={placements}
      cellOptions={cellOptions}
      activeId={activeId}
      register={register}
      describeToggle={(found, expanded) =>
        t(expanded ? 'groups.collapse' : 'groups.expand', {
          plural: nouns.plural,
          value: found.label,
        })
      }
    />
  )
  const footer = (
    <tfoot role="rowgroup" className="group-totals-foot">
      <SumsRow
        className="group-totals"
        columns={columns}
        placements={placements}
        sums={shown.totals}
        options={cellOptions}
        label={
          <>
            <span className="group-value">{t('groups.total')}</span>{' '}
            <span className="group-count">{recordCount(resource, shown.count)}</span>
          </>
        }
      />
    </tfoot>
  )
  const caption = t('groups.caption', { title: resource.title, column: columnLabel(group) })
  return renderTable({ caption, body, footer })
}
