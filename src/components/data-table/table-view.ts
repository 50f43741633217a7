// What the table shows, described once (lib/view/view-node.ts): its frame, headers, rows, cells
// and day separators. React's table parts (data-table*.tsx) render these descriptions and bind
// their handlers and refs to the parts named here; the first view painted before React
// (src/app/first-view) paints them as they are. No React here.
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { AttributeUse } from '@/lib/api/query-refusal'
import { maxColumnWidth, minColumnWidth, type Density } from '@/lib/columns/column-layout'
import { columnLabel } from '@/lib/columns/column-labels'
import { cellFormatOptions, readColumnValue, type ColumnSpec } from '@/lib/columns/columns'
import { formatValue, isLocalised, type FormatOptions } from '@/lib/columns/format-value'
import { timedCellOptions, type RowTimeForms } from '@/lib/columns/row-times'
import type { SortDirection } from '@/lib/list-query'
import { h, slot, type ViewChild, type ViewElement, type ViewNode } from '@/lib/view/view-node'
import type { CellPlacement, ColumnModel } from './column-model'

export interface HeaderView {
  id: string
  sortable: boolean
  /** What the service refused to do with the column's attribute: said on the header. */
  refused?: readonly AttributeUse[]
  direction?: SortDirection
  /** 1-based position among several sort keys; undefined when there is at most one. */
  priority?: number
  width: number
}

/** Each shown column's header, as the column model has it (`columns` in the order shown). */
export function headerViewsOf(model: ColumnModel, columns: readonly ColumnSpec[]): HeaderView[] {
  const sorting = model.atoms.sorting.get()
  return columns.map((column) => {
    const modelColumn = model.getColumn(column.id)!
    const sorted = modelColumn.getIsSorted()
    return {
      id: column.id,
      sortable: modelColumn.getCanSort(),
      refused: column.refused,
      direction: sorted === 'asc' ? 'ASC' : sorted === 'desc' ? 'DESC' : undefined,
      priority: sorting.length > 1 && sorted ? modelColumn.getSortIndex() + 1 : undefined,
      width: modelColumn.getSize(),
    }
  })
}

/** The column's hint where the service refused something: "The service can't filter by this". */
export function refusalHint(refused: readonly AttributeUse[] = []): string | undefined {
  const sort = refused.includes('sort')
  const filter = refused.includes('filter')
  if (sort && filter) return "The service can't sort or filter by this"
  if (sort) return "The service can't sort by this"
  if (filter) return "The service can't filter by this"
  return undefined
}

/**
 * "Created at" for people; the attribute name (as in "Filter createdAt") is part of the header's
 * name for assistive technology and shows on hover.
 */
export function columnNameNode(id: string, labelId?: string): ViewElement {
  const label = columnLabel(id)
  return h(
    'span',
    { id: labelId },
    h('span', { class: 'column-label' }, label),
    label !== id && h('span', { class: 'visually-hidden' }, ` (${id})`),
  )
}

const ariaSort = { ASC: 'ascending', DESC: 'descending' } as const
const indicator = { ASC: '▲', DESC: '▼' } as const
const nextSort = { ASC: 'descending', DESC: 'unsorted' } as const

/** A column's header: its name, a sort button (part `sort`) and a resize handle (`resize`). */
export function headerCellNode(header: HeaderView, placement: CellPlacement): ViewElement {
  const { id, direction, priority } = header
  const hint = refusalHint(header.refused)
  // The header's name is its column's, without the resize handle's.
  const labelId = `column-name-${placement.key}`
  const common = {
    scope: 'col',
    'data-column': id,
    'aria-labelledby': labelId,
    class: `column-header${placement.className}`,
    style: placement.style,
    'aria-description': hint,
  }
  const handle = h('div', {
    role: 'separator',
    class: 'resize-handle',
    'aria-label': `Resize ${id}`,
    'aria-orientation': 'vertical',
    'aria-valuenow': header.width,
    'aria-valuemin': minColumnWidth,
    'aria-valuemax': maxColumnWidth,
    tabindex: 0,
    title: 'Drag or use ← → to resize; double-click for the natural width',
    part: 'resize',
  })
  if (!header.sortable) {
    return h(
      'th',
      { ...common, title: hint ? `${id}: ${hint}` : id },
      columnNameNode(id, labelId),
      handle,
    )
  }
  const button = h(
    'button',
    {
      type: 'button',
      class: 'sort-button',
      title: `${id}: sort ${direction ? nextSort[direction] : 'ascending'} next; Shift+click adds it as another sort key`,
      part: 'sort',
    },
    columnNameNode(id, labelId),
    h(
      'span',
      { class: 'sort-indicator', 'aria-hidden': 'true' },
      direction ? indicator[direction] : '↕',
      direction && priority !== undefined && priority > 0 && h('sup', {}, String(priority)),
    ),
  )
  const sort = direction ? ariaSort[direction] : 'none'
  return h('th', { ...common, title: hint, 'aria-sort': sort }, button, handle)
}

export function dataCellNode(value: unknown, options: FormatOptions, placement: CellPlacement) {
  const formatted = formatValue(value, options)
  const { text } = formatted
  return h(
    'td',
    {
      class: `cell cell-${formatted.kind}${placement.className}`,
      style: placement.style,
      'data-align': formatted.align,
      'data-value': isLocalised(formatted) ? String(value) : undefined,
      title: formatted.title,
    },
    formatted.href
      ? h('a', { href: formatted.href, target: '_blank', rel: 'noopener noreferrer' }, text)
      : formatted.kind === 'status'
        ? h('span', { class: 'badge', 'data-tone': formatted.tone }, text)
        : text,
  )
}

// What a mark says to a screen reader, as its colour says it to the eye (the reasons of `marks`).
const markDescriptions: Partial<Record<string, string>> = {
  day: 'First of the day gone to',
  new: 'Newly arrived',
}

export interface RowView {
  id?: string
  /** The day separator shown above the row, if any. */
  separator?: string
  record: ListRecord
  columns: readonly ColumnSpec[]
  cellOptions: readonly FormatOptions[]
  /** Per column, how the row's time reads there, beside `now` (see lib/columns/row-times.ts). */
  timeForms?: RowTimeForms
  now?: number
  placements: readonly CellPlacement[]
  selected: boolean
  /** The row that takes Tab (the table is one Tab stop). */
  active: boolean
  mark?: string
}

/** A record's row (part `row`), after its day's separator when it is the first of a day. */
export function recordRowNodes(row: RowView): ViewNode[] {
  const { id, record, columns, mark } = row
  const cells = columns.map((column, index) =>
    dataCellNode(
      readColumnValue(record, column.id),
      timedCellOptions(
        cellFormatOptions(column, record, row.cellOptions[index] ?? {}),
        row.timeForms?.[index],
        row.now,
      ),
      row.placements[index]!,
    ),
  )
  const separator =
    row.separator &&
    h(
      'tr',
      { class: 'day-separator' },
      h(
        'th',
        { scope: 'colgroup', colspan: columns.length },
        h('span', { class: 'day-separator-label' }, row.separator),
      ),
    )
  const tabindex = id ? (row.active ? 0 : -1) : undefined
  const marks = { 'data-mark': mark, 'aria-description': mark && markDescriptions[mark] }
  const attrs = { 'data-record-id': id, class: id && 'record-row', tabindex, ...marks }
  const current = row.selected ? 'true' : undefined
  const recordRow = h('tr', { ...attrs, 'aria-current': current, part: 'row' }, cells)
  return separator ? [separator, recordRow] : [recordRow]
}

export interface TableFrameView {
  caption: string
  density: Density
  /** Rows belong to the previous query while the new one loads. */
  stale: boolean
  /** Widths and pinned offsets, as CSS variables (see columnArrangement). */
  variables: Readonly<Record<string, string>>
  placements: readonly CellPlacement[]
}

/**
 * The table around its slots `headers`, `filters` and `rows` (React's own components; the painted
 * view's descriptions in `fill`); parts `scroll`, `table` and `body` take React's handlers.
 */
export function tableNode(
  frame: TableFrameView,
  fill: { headers?: ViewChild; filters?: ViewChild; rows?: ViewChild } = {},
): ViewElement {
  const { stale } = frame
  return h(
    'div',
    { class: 'table-frame' },
    h(
      'div',
      { class: 'table-scroll', part: 'scroll' },
      h(
        'table',
        {
          class: 'data-table',
          style: frame.variables,
          'aria-busy': String(stale),
          'data-stale': stale ? 'true' : undefined,
          'data-density': frame.density,
          part: 'table',
        },
        h('caption', { class: 'visually-hidden' }, frame.caption),
        h(
          'colgroup',
          {},
          frame.placements.map(({ key }) => h('col', { style: { width: `var(--w-${key})` } })),
        ),
        h(
          'thead',
          {},
          h('tr', {}, slot('headers', fill.headers)),
          h('tr', { class: 'filter-row' }, slot('filters', fill.filters)),
        ),
        h('tbody', { part: 'body' }, slot('rows', fill.rows)),
      ),
    ),
  )
}
