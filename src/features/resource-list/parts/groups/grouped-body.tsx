// The rows of a grouped view, in the table's one body: per group a header row (its value as the
// cells show it, its count, its sums, a button that collapses it), then its records' rows.
import type { CellPlacement } from '@/components/data-table/column-arrangement'
import { DataTableRow } from '@/components/data-table/data-table-row'
import { recordId } from '@/lib/api/list-rows'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { ColumnSpec } from '@/lib/columns/columns'
import type { FormatOptions } from '@/lib/columns/format-value'
import type { ColumnSum } from '@/lib/groups/column-sums'
import { SumsRow } from './sums-row'

/** A group as it shows: its key, its value in words, its records and their sums. */
export interface ShownGroup {
  key: string
  label: string
  /** "6 bookings". */
  count: string
  records: readonly ListRecord[]
  sums: ReadonlyMap<string, ColumnSum>
}

export interface GroupedBodyProps {
  groups: readonly ShownGroup[]
  collapsed: ReadonlySet<string>
  onToggle: (key: string) => void
  columns: readonly ColumnSpec[]
  placements: readonly CellPlacement[]
  cellOptions: readonly FormatOptions[]
  /** The row that takes Tab (the table is one Tab stop). */
  activeId: string | undefined
  register: (id: string, element: HTMLTableRowElement | null) => void
  /** "Hide the bookings of {value}" / "Show …", for the button's description. */
  describeToggle: (group: ShownGroup, expanded: boolean) => string
}

export function GroupedBody(props: GroupedBodyProps) {
  const { groups, collapsed, columns, placements, cellOptions } = props
  return groups.map((group, groupIndex) => {
    const expanded = !collapsed.has(group.key)
    const rowsId = `group-${groupIndex}`
    const header = (
      <SumsRow
        key={`header-${group.key}`}
        className="group-header"
        columns={columns}
        placements={placements}
        sums={group.sums}
        options={cellOptions}
        label={
          <>
            <button
              type="button"
              className="group-toggle"
              aria-expanded={expanded}
              aria-description={props.describeToggle(group, expanded)}
              data-group={rowsId}
              onClick={() => props.onToggle(group.key)}
            >
              <span className="group-toggle-mark" aria-hidden="true">
                {expanded ? '▾' : '▸'}
              </span>
              <span className="group-value">{group.label}</span>
            </button>{' '}
            <span className="group-count">{group.count}</span>
          </>
        }
      />
    )
    if (!expanded) return header
    const rows = group.records.map((record, index) => {
      const id = recordId(record)
      return (
        <DataTableRow
          key={id ?? `${group.key}-${index}`}
          id={id}
          record={record}
          columns={columns}
          cellOptions={cellOptions}
          placements={placements}
          selected={id !== undefined && id === props.activeId}
          active={id !== undefined && id === props.activeId}
          register={props.register}
        />
      )
    })
    return [header, ...rows]
  })
}
