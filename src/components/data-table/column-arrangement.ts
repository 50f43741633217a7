// What the table draws of its columns: which show, in what order (pinned first), how wide, where
// the pinned ones sit, and each header's sort state, from the stored layout, the sorts asked of
// the service and the widths the columns' values ask for. React's table and the first view painted
// before React (src/app/first-view) both draw from it. It follows the rules of TanStack Table's
// column model (column-model.ts), which takes the changes made in the Columns menu and by resizing;
// column-arrangement.test.ts holds the two to the same answer for any layout. Stated without the
// model, the first view needs none of TanStack's code to be fetched and run before its rows show.
import {
  maxColumnWidth,
  minColumnWidth,
  naturalColumnWidth,
  type ColumnLayout,
} from '@/lib/columns/column-layout'
import type { Language } from '@/i18n/language'
import { columnLabel } from '@/lib/columns/column-labels'
import { offersUse, type ColumnSpec } from '@/lib/columns/columns'
import type { SortKey } from '@/lib/list-query'
import { directionAfterClick } from '@/lib/sort-cycle'
import type { HeaderView } from './header-view'

/**
 * Where a column's cells sit: its CSS key (widths and pinned offsets are CSS variables on the
 * table, so a resize restyles cells without rendering them) and, when pinned, its sticky offset.
 */
export interface CellPlacement {
  key: string
  /**
   * '' or ' pinned', with ' pinned-edge' on the last pinned column; ' key-field' on a column a
   * phone shows (styles.css), ' key-lead' on the first of them.
   */
  className: string
  /** A phone shows the column's cells, named by their column (see `keyFields`). */
  keyField?: true
  style?: { left: string }
}

/** A column as the rest of the console needs it: its spec and its label in words. */
export interface ShownColumn {
  spec: ColumnSpec
  label: string
}

export interface ArrangementInput {
  columns: readonly ColumnSpec[]
  layout: ColumnLayout
  /** The service's sort keys, as the URL (or the resource's default) says. */
  sorts: readonly SortKey[]
  /** Widths before anyone resizes a column (lib/columns/column-widths.ts), else its kind's. */
  widths?: ReadonlyMap<string, number>
  /** The attribute a period shown is listed by: no other column sorts meanwhile. */
  periodAttribute?: string
  /** The resource's sorts when the URL names none, which a header click can come back to. */
  defaultSorts?: readonly SortKey[]
  /** What a phone shows of a row (the resource's key fields); the first sorted column joins them. */
  keyFields?: readonly string[]
}

export interface ColumnArrangement {
  /** The columns shown, in the order shown. */
  columns: ColumnSpec[]
  /** Each shown column's CSS key (`c0`, `c1`…), by column id. */
  keys: Map<string, string>
  placements: CellPlacement[]
  /** The table's width and each column's width and pinned offset, as CSS variables. */
  variables: Record<string, string>
  headers: HeaderView[]
  /** The attribute the rows are sorted by first, if any. */
  firstSort: string | undefined
}

/** Columns named in `order` first, as named; the others after, as they come. */
function ordered(columns: readonly ColumnSpec[], order: readonly string[]): ColumnSpec[] {
  const remaining = new Map(columns.map((column) => [column.id, column]))
  const named = order.flatMap((id) => {
    const column = remaining.get(id)
    remaining.delete(id)
    return column ? [column] : []
  })
  return [...named, ...columns.filter((column) => remaining.has(column.id))]
}

/** The key fields among the columns shown (else the first four), and the first sorted column. */
function keyFieldClasses(
  shown: readonly ColumnSpec[],
  keyFields: readonly string[] | undefined,
  firstSort: string | undefined,
): Map<string, string> {
  const ids = shown.map((column) => column.id)
  const named = keyFields?.filter((id) => ids.includes(id)) ?? []
  const keys = named.length > 0 ? named : ids.slice(0, 4)
  if (firstSort !== undefined && ids.includes(firstSort) && !keys.includes(firstSort))
    keys.push(firstSort)
  return new Map(keys.map((id, index) => [id, index === 0 ? ' key-field key-lead' : ' key-field']))
}

export function arrangeColumns({
  columns,
  layout,
  sorts,
  widths,
  periodAttribute,
  defaultSorts,
  keyFields,
}: ArrangementInput): ColumnArrangement {
  const { start, end } = layout.columnPinning
  const visible = ordered(columns, layout.columnOrder).filter(
    (column) =>
      !Object.hasOwn(layout.columnVisibility, column.id) ||
      layout.columnVisibility[column.id] !== false,
  )
  const byId = new Map(visible.map((column) => [column.id, column]))
  const pinned = (ids: readonly string[]) => ids.flatMap((id) => byId.get(id) ?? [])
  const startPinned = pinned(start)
  const shown = [
    ...startPinned,
    ...visible.filter((column) => !start.includes(column.id) && !end.includes(column.id)),
    ...pinned(end),
  ]
  const sizeOf = (column: ColumnSpec) => {
    const wanted = Object.hasOwn(layout.columnSizing, column.id)
      ? layout.columnSizing[column.id]
      : undefined
    const size = wanted ?? widths?.get(column.id) ?? naturalColumnWidth(column)
    return Math.min(Math.max(minColumnWidth, size), maxColumnWidth)
  }
  const sizes = shown.map(sizeOf)
  const keys = new Map(shown.map((column, index) => [column.id, `c${index}`]))
  const variables: Record<string, string> = {
    '--table-width': `${sizes.reduce((total, size) => total + size, 0)}px`,
  }
  const keyClasses = keyFieldClasses(shown, keyFields, sorts[0]?.attribute)
  let pinnedOffset = 0
  const placements = shown.map((column, index): CellPlacement => {
    const key = `c${index}`
    const keyClass = keyClasses.get(column.id)
    const keyField = keyClass ? { keyField: true as const } : {}
    variables[`--w-${key}`] = `${sizes[index]}px`
    if (index >= startPinned.length) return { key, className: keyClass ?? '', ...keyField }
    variables[`--pin-${key}`] = `${pinnedOffset}px`
    pinnedOffset += sizes[index]!
    const pinnedClass = index === startPinned.length - 1 ? ' pinned pinned-edge' : ' pinned'
    const style = { left: `var(--pin-${key})` }
    return { key, className: pinnedClass + (keyClass ?? ''), style, ...keyField }
  })
  const headers = shown.map((column, index): HeaderView => {
    const sortIndex = sorts.findIndex((sort) => sort.attribute === column.id)
    const sorted = sortIndex === -1 ? undefined : sorts[sortIndex]
    const sortable = offersUse(
      column,
      'sort',
      sorts.some((sort) => sort.attribute === column.attribute),
    )
    const inPeriodOrder =
      sortable && periodAttribute !== undefined && column.attribute !== periodAttribute
    return {
      id: column.id,
      sortable: sortable && !inPeriodOrder,
      ...(inPeriodOrder ? { inPeriodOrder } : {}),
      ...(column.filterOnly ? { filterOnly: true } : {}),
      refused: column.refused,
      direction: sorted?.direction,
      nextDirection: directionAfterClick(sorts, column.id, defaultSorts),
      shiftDirection: directionAfterClick(sorts, column.id, defaultSorts, true),
      othersSorted: sorts.some((sort) => sort.attribute !== column.id),
      priority: sorts.length > 1 && sorted ? sortIndex + 1 : undefined,
      width: sizes[index]!,
    }
  })
  return { columns: shown, keys, placements, variables, headers, firstSort: sorts[0]?.attribute }
}

/**
 * The columns shown, in order, with their labels (the table, the export and the details agree), in
 * `language`, the language in force by default.
 */
export function shownColumnsOf(arrangement: ColumnArrangement, language?: Language): ShownColumn[] {
  return arrangement.columns.map((spec) => ({ spec, label: columnLabel(spec.id, language) }))
}
