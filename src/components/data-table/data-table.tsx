import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  type KeyboardEvent,
  type CSSProperties,
  type MouseEvent,
  type Ref,
  type UIEvent,
} from 'react'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { Density } from '@/lib/columns/column-layout'
import { columnFormatOptions } from '@/lib/columns/columns'
import { calendarDay, type TimeZoneChoice } from '@/lib/columns/format-value'
import { recordId } from '@/lib/api/list-rows'
import { columnArrangement, type ColumnModel } from './column-model'
import { DataTableFilterRow } from './data-table-filters'
import type { FilterControl } from './data-table-filter-input'
import { DataTableHeader, type ColumnResize } from './data-table-header'
import { DataTableRow } from './data-table-row'

// The column model (TanStack Table, see column-model.ts) says which columns show, in what order,
// how wide and which are pinned; the URL says how the rows are sorted, filtered and paged. Widths
// and pinned offsets reach the cells as CSS variables on the table, so a drag on a resize handle
// changes variables only, and rows re-render once, when the new width is kept.

/** What a page may ask of its table, instead of finding the table's elements by selector. */
export interface DataTableHandle {
  focusRow: (id: string) => void
  /** Focuses the filter of the first of `preferred` that has one, else the first filter. */
  focusFilter: (preferred: readonly string[]) => void
}

export interface DataTableProps {
  ref?: Ref<DataTableHandle>
  caption: string
  model: ColumnModel
  rows: readonly ListRecord[]
  filters: Readonly<Record<string, string>>
  onSort: (attribute: string, multi: boolean) => void
  onFilter: (attribute: string, value: string) => void
  /** Rows belong to the previous query while the new one loads. */
  stale: boolean
  /** When set and the list is sorted by this date attribute first, each new day gets a separator row. */
  dayAttribute?: string
  /** Timestamp columns shown as "3 hours ago" within a day of `now`, else as date and time. */
  relativeTimeColumns?: readonly string[]
  now: number
  timeZone: TimeZoneChoice
  density: Density
  /** Index of the row picked with j/k, if any. */
  selectedIndex?: number
  onOpenRow: (id: string) => void
  /** Rows to mark, by id; with `scroll`, the first is scrolled into view. */
  marks?: { ids: ReadonlySet<string>; reason: string; scroll?: boolean }
}

const noColumns: readonly string[] = []

export function DataTable({
  ref,
  caption,
  model,
  rows,
  filters,
  onSort,
  onFilter,
  stale,
  dayAttribute,
  relativeTimeColumns = noColumns,
  now,
  timeZone,
  density,
  selectedIndex,
  onOpenRow,
  marks,
}: DataTableProps) {
  const view = useMemo(() => columnArrangement(model), [model])
  const { columns, placements } = view
  const cellOptions = useMemo(
    () =>
      columns.map((column) =>
        columnFormatOptions(column, {
          timeZone,
          relativeTo: relativeTimeColumns.includes(column.id) ? now : undefined,
        }),
      ),
    [columns, timeZone, relativeTimeColumns, now],
  )
  const sorting = model.atoms.sorting.get()
  const separatorAttribute =
    dayAttribute && sorting[0]?.id === dayAttribute ? dayAttribute : undefined

  // Once per page and zone, not on every render (a j/k selection re-renders the table).
  const separators = useMemo(() => {
    if (!separatorAttribute) return []
    const days = rows.map((record) => calendarDay(record[separatorAttribute], timeZone))
    return days.map((day, index) =>
      day && day.key !== days[index - 1]?.key ? day.label : undefined,
    )
  }, [rows, separatorAttribute, timeZone])

  const tableElement = useRef<HTMLTableElement>(null)
  const resize = useMemo<ColumnResize>(
    () => ({
      preview: (id, width) => {
        const style = tableElement.current?.style
        const column = model.getColumn(id)
        if (!style || !column) return
        const delta = width - column.getSize()
        style.setProperty(`--w-${view.keys.get(id)}`, `${width}px`)
        style.setProperty('--table-width', `${model.getTotalSize() + delta}px`)
        for (const pinned of model.getStartVisibleLeafColumns()) {
          if (pinned.getStart('start') > column.getStart('start') && column.getIsPinned()) {
            style.setProperty(
              `--pin-${view.keys.get(pinned.id)}`,
              `${pinned.getStart('start') + delta}px`,
            )
          }
        }
      },
      commit: (id, width) => model.setColumnSizing((old) => ({ ...old, [id]: width })),
      reset: (id) => model.getColumn(id)?.resetSize(),
    }),
    [model, view],
  )
  const rowElements = useRef(new Map<string, HTMLTableRowElement>())
  const filterElements = useRef(new Map<string, FilterControl>())
  const registerRow = useCallback((id: string, element: HTMLTableRowElement | null) => {
    if (element) rowElements.current.set(id, element)
    else rowElements.current.delete(id)
  }, [])
  const registerFilter = useCallback((attribute: string, element: FilterControl | null) => {
    if (element) filterElements.current.set(attribute, element)
    else filterElements.current.delete(attribute)
  }, [])
  const filterOrder = useMemo(
    () => columns.flatMap((column) => (column.attribute ? [column.attribute] : [])),
    [columns],
  )
  useEffect(() => {
    if (!marks?.scroll) return
    const first = rows.map(recordId).find((id) => id !== undefined && marks.ids.has(id))
    if (first) rowElements.current.get(first)?.scrollIntoView({ block: 'center' })
  }, [marks, rows])
  useImperativeHandle(
    ref,
    () => ({
      focusRow: (id) => rowElements.current.get(id)?.focus(),
      focusFilter: (preferred) => {
        const inputs = filterElements.current
        const attribute = [...preferred, ...filterOrder].find((name) => inputs.has(name))
        if (attribute) inputs.get(attribute)?.focus()
      },
    }),
    [filterOrder],
  )

  const openFromEvent = (event: MouseEvent<HTMLTableSectionElement>) => {
    // A click on a link inside a cell follows the link instead.
    if ((event.target as Element).closest('a')) return
    const id = (event.target as Element).closest('tr')?.getAttribute('data-record-id')
    if (id) onOpenRow(id)
  }
  const openFromKey = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    const id = (event.target as Element).getAttribute('data-record-id')
    if (event.key === 'Enter' && id) onOpenRow(id)
  }

  return (
    <div className="table-scroll" onScroll={markScrolled}>
      <table
        ref={tableElement}
        style={view.variables as CSSProperties}
        className="data-table"
        aria-busy={stale}
        data-stale={stale || undefined}
        data-density={density}
      >
        <caption className="visually-hidden">{caption}</caption>
        <colgroup>
          {placements.map((placement) => (
            <col key={placement.key} style={{ width: `var(--w-${placement.key})` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {view.columns.map((column, index) => {
              const modelColumn = model.getColumn(column.id)!
              const sorted = modelColumn.getIsSorted()
              return (
                <DataTableHeader
                  key={column.id}
                  id={column.id}
                  sortable={modelColumn.getCanSort()}
                  direction={sorted === 'asc' ? 'ASC' : sorted === 'desc' ? 'DESC' : undefined}
                  priority={
                    sorting.length > 1 && sorted ? modelColumn.getSortIndex() + 1 : undefined
                  }
                  onSort={onSort}
                  placement={placements[index]!}
                  width={modelColumn.getSize()}
                  resize={resize}
                />
              )
            })}
          </tr>
          <DataTableFilterRow
            columns={columns}
            placements={placements}
            filters={filters}
            onFilter={onFilter}
            registerInput={registerFilter}
          />
        </thead>
        <tbody onClick={openFromEvent} onKeyDown={openFromKey}>
          {rows.map((record, index) => {
            const id = recordId(record)
            return (
              <DataTableRow
                key={id ?? `row-${index}`}
                id={id}
                separator={separators[index]}
                record={record}
                columns={columns}
                cellOptions={cellOptions}
                placements={placements}
                selected={index === selectedIndex}
                mark={id !== undefined && marks?.ids.has(id) ? marks.reason : undefined}
                register={registerRow}
              />
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** An edge shadow on pinned columns once content scrolls under them. */
function markScrolled(event: UIEvent<HTMLDivElement>) {
  const element = event.currentTarget
  element.toggleAttribute('data-scrolled', element.scrollLeft > 0)
}
