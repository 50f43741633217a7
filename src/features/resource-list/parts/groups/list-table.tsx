// The list's one table: a page of rows with its sums underneath, or, while the URL groups, every
// record of the view in groups (its code loaded only then), in the same table.
import type { RefObject } from 'react'
import {
  DataTable,
  type DataTableHandle,
  type DataTableProps,
} from '@/components/data-table/data-table'
import { SeenValuesContext, type SeenValuesSource } from '@/hooks/use-seen-values'
import {
  useListColumnsContext,
  useListDataContext,
  useListMarksContext,
  useListNavigationContext,
  useListSelectionContext,
  useListViewContext,
} from '../../controller/list-contexts'
import type { GroupedRowsHandle } from './grouped-view'
import { GroupsSlot, PageSumsSlot } from './groups-slot'

export interface ListTableProps {
  table: RefObject<DataTableHandle | null>
  grouped: RefObject<GroupedRowsHandle | null>
  caption: string
  seenValues: SeenValuesSource | undefined
}

export function ListTable({ table, grouped, caption, seenValues }: ListTableProps) {
  const { resource, query } = useListViewContext()
  const { page, rows, status } = useListDataContext()
  const columns = useListColumnsContext()
  const navigation = useListNavigationContext()
  const selection = useListSelectionContext()
  const { marks } = useListMarksContext()
  const tableProps = (props: Partial<DataTableProps>) => (
    // The filter inputs in the table suggest the values seen, without the table carrying them.
    <SeenValuesContext value={seenValues}>
      <DataTable
        ref={table}
        caption={caption}
        arrangement={columns.arrangement}
        onResize={columns.resizeColumn}
        rows={rows}
        filters={query.filters}
        onSort={navigation.sortBy}
        onFilter={navigation.filterBy}
        stale={status.kind !== 'current'}
        dayAttribute={columns.timeSort}
        relativeTimeColumns={resource.relativeTimeColumns}
        receivedAt={page?.request.receivedAt ?? 0}
        timeZone={columns.timeZone}
        density={columns.layout.density}
        selectedIndex={selection.selectedIndex}
        onSelectRow={selection.selectRow}
        onOpenRow={selection.openRow}
        onFollowLink={selection.followLink}
        marks={marks}
        {...props}
      />
    </SeenValuesContext>
  )
  if (query.group !== undefined)
    return (
      <GroupsSlot
        handle={grouped}
        renderTable={(parts) =>
          tableProps({
            ...parts,
            rows: [],
            stale: false,
            selectedIndex: undefined,
            marks: undefined,
          })
        }
      />
    )
  const footer = (
    <PageSumsSlot rows={rows} arrangement={columns.arrangement} timeZone={columns.timeZone} />
  )
  return tableProps({ footer })
}
