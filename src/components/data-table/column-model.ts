// The table's column model is TanStack Table's: which columns show, in what order, how wide and
// which are pinned, and how the list is sorted. Only the features used are registered, so the
// first load carries no more of it than that. Sorting, filtering and paging happen at the service
// and their only state is the URL, so sorting is manual and handed in; the column choices are a
// stored layout per resource. Every slice is controlled: the model is rebuilt from its inputs
// (a dozen columns, no rows: rows are rendered straight from the records) and every change goes
// out through `onLayoutChange`; sorts change only through the URL (header clicks, see
// nextSortState), so the model reads them and never writes them.
import {
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  constructTable,
  functionalUpdate,
  rowSortingFeature,
  tableFeatures,
  type Column,
  type ColumnDef,
  type SortingState,
  type Table,
  type Updater,
} from '@tanstack/react-table'
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import {
  maxColumnWidth,
  minColumnWidth,
  naturalColumnWidth,
  type ColumnLayout,
} from '@/lib/columns/column-layout'
import { offersUse, readColumnValue, type ColumnSpec } from '@/lib/columns/columns'
import type { SortKey } from '@/lib/list-query'

export const columnFeatures = tableFeatures({
  coreReactivityFeature: storeReactivityBindings(),
  columnVisibilityFeature,
  columnOrderingFeature,
  columnPinningFeature,
  columnSizingFeature,
  rowSortingFeature,
})

export type ColumnModel = Table<typeof columnFeatures, ListRecord>
export type ModelColumn = Column<typeof columnFeatures, ListRecord, unknown>

export interface ColumnModelInput {
  columns: readonly ColumnSpec[]
  layout: ColumnLayout
  /** The service's sort keys, as the URL (or the resource's default) says. */
  sorts: readonly SortKey[]
  onLayoutChange: (layout: ColumnLayout) => void
  /** Widths before anyone resizes a column (lib/columns/column-widths.ts), else its kind's. */
  widths?: ReadonlyMap<string, number>
}

export function buildColumnModel({
  columns,
  layout,
  sorts,
  onLayoutChange,
  widths,
}: ColumnModelInput): ColumnModel {
  const specs = new Map(columns.map((column) => [column.id, column]))
  const definitions: ColumnDef<typeof columnFeatures, ListRecord>[] = columns.map((column) => ({
    id: column.id,
    accessorFn: (record: ListRecord) => readColumnValue(record, column.id),
    size: widths?.get(column.id) ?? naturalColumnWidth(column),
    minSize: minColumnWidth,
    maxSize: maxColumnWidth,
    enableSorting: offersUse(
      column,
      'sort',
      sorts.some((sort) => sort.attribute === column.attribute),
    ),
    meta: { spec: specs.get(column.id) },
  }))
  const sorting: SortingState = sorts.map((sort) => ({
    id: sort.attribute,
    desc: sort.direction === 'DESC',
  }))
  const state = {
    columnOrder: [...layout.columnOrder],
    columnVisibility: { ...layout.columnVisibility },
    columnSizing: { ...layout.columnSizing },
    columnPinning: { start: [...layout.columnPinning.start], end: [...layout.columnPinning.end] },
    sorting,
  }
  const change =
    <K extends 'columnOrder' | 'columnVisibility' | 'columnSizing' | 'columnPinning'>(key: K) =>
    (updater: Updater<(typeof state)[K]>) =>
      onLayoutChange({ ...layout, [key]: functionalUpdate(updater, state[key]) })
  return constructTable({
    features: columnFeatures,
    columns: definitions,
    data: [],
    state,
    manualSorting: true,
    enableMultiSort: true,
    onColumnOrderChange: change('columnOrder'),
    onColumnVisibilityChange: change('columnVisibility'),
    onColumnSizingChange: change('columnSizing'),
    onColumnPinningChange: change('columnPinning'),
  })
}

export function columnSpec(column: ModelColumn): ColumnSpec {
  return (column.columnDef.meta as { spec?: ColumnSpec } | undefined)?.spec ?? { id: column.id }
}
