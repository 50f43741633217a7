// What the table shows, described once (lib/view/view-node.ts): its frame, rows, cells and day
// separators (headers: header-view.ts). React's table parts (data-table*.tsx) render these descriptions and bind
// their handlers and refs to the parts named here; the first view painted before React
// (src/app/first-view) paints them as they are. No React here. Texts: the language in force's.
import { t } from '@/i18n/i18n'
import type { PlainMessageKey } from '@/i18n/catalog'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { Density } from '@/lib/columns/column-layout'
import { cellFormatOptions, readColumnValue, type ColumnSpec } from '@/lib/columns/columns'
import { columnLabel } from '@/lib/columns/column-labels'
import { formatValue, isLocalised, type FormatOptions } from '@/lib/columns/format-value'
import { referencePath } from '@/lib/columns/references'
import { timedCellOptions, type RowTimeForms } from '@/lib/columns/row-times'
import { h, slot, type ViewChild, type ViewElement, type ViewNode } from '@/lib/view/view-node'
import type { CellPlacement } from './column-arrangement'

/**
 * A cell. `reference` is the details path of the record its value names (lib/columns/references):
 * the value is then a link (part `reference`) named after the id as sent, which React follows
 * without a reload. It takes no Tab stop (the table is one): from the keyboard it is followed in
 * the row's details.
 */
export function dataCellNode(
  value: unknown,
  options: FormatOptions,
  placement: CellPlacement,
  reference?: string,
  label?: string | false,
) {
  const formatted = formatValue(value, options)
  const { text } = formatted
  return h(
    'td',
    {
      // Its role stays when a phone's styles make the row a card (styles.css).
      role: 'cell',
      class: `cell cell-${formatted.kind}${options.currency ? ' cell-amount' : ''}${placement.className}`,
      style: placement.style,
      // What a phone's card names it by.
      'data-label': label || undefined,
      'data-align': formatted.align,
      'data-value': isLocalised(formatted) ? String(value) : undefined,
      title: formatted.title,
    },
    reference
      ? h(
          'a',
          { href: reference, class: 'reference-link', tabindex: -1, part: 'reference' },
          String(value),
        )
      : formatted.href
        ? h('a', { href: formatted.href, target: '_blank', rel: 'noopener noreferrer' }, text)
        : formatted.kind === 'status'
          ? h('span', { class: 'badge', 'data-tone': formatted.tone }, text)
          : text,
  )
}

// What a mark says to a screen reader, as its colour says it to the eye (the reasons of `marks`).
const markDescriptions: Partial<Record<string, PlainMessageKey>> = {
  day: 'table.dayMark',
  new: 'table.newMark',
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
  const cells = columns.map((column, index) => {
    const value = readColumnValue(record, column.id)
    const placement = row.placements[index]!
    return dataCellNode(
      value,
      timedCellOptions(
        cellFormatOptions(column, record, row.cellOptions[index] ?? {}),
        row.timeForms?.[index],
        row.now,
      ),
      placement,
      referencePath(column.id, value),
      placement.keyField && columnLabel(column.id),
    )
  })
  const separator =
    row.separator &&
    h(
      'tr',
      { role: 'row', class: 'day-separator' },
      h(
        'th',
        { role: 'columnheader', scope: 'colgroup', colspan: columns.length },
        h('span', { class: 'day-separator-label' }, row.separator),
      ),
    )
  const tabindex = id ? (row.active ? 0 : -1) : undefined
  const description = mark ? markDescriptions[mark] : undefined
  const marks = { 'data-mark': mark, 'aria-description': description && t(description) }
  const attrs = { 'data-record-id': id, class: id && 'record-row', tabindex, ...marks }
  const current = row.selected ? 'true' : undefined
  const recordRow = h('tr', { role: 'row', ...attrs, 'aria-current': current, part: 'row' }, cells)
  return separator ? [separator, recordRow] : [recordRow]
}

export interface TableFrameView {
  caption: string
  density: Density
  /** Rows belong to the previous query while the new one loads. */
  stale: boolean
  /** Widths and pinned offsets, as CSS variables (see column-arrangement.ts). */
  variables: Readonly<Record<string, string>>
  placements: readonly CellPlacement[]
}

/**
 * The table around its slots `headers`, `filters`, `rows` and `footer` (React's own components;
 * the painted view's descriptions in `fill`); parts `scroll`, `table` and `body` take React's handlers.
 */
export function tableNode(
  frame: TableFrameView,
  fill: { headers?: ViewChild; filters?: ViewChild; rows?: ViewChild; footer?: ViewChild } = {},
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
          // Roles set where a phone's styles change `display` (styles.css): they stay a table's.
          role: 'table',
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
          { role: 'rowgroup' },
          h('tr', { role: 'row', class: 'header-row' }, slot('headers', fill.headers)),
          h('tr', { role: 'row', class: 'filter-row' }, slot('filters', fill.filters)),
        ),
        h('tbody', { role: 'rowgroup', part: 'body' }, slot('rows', fill.rows)),
        // Sums under the rows (a `tfoot`), given by parts that load later; their room is held.
        slot('footer', fill.footer),
      ),
    ),
  )
}

/**
 * The room of a page's sums under its rows, `lines` high (a line per currency), held before they
 * are shown (and a line where nothing is a number), so that neither they nor the pager move.
 */
export function pageSumsRoom(columnCount: number, lines: number): ViewElement {
  return h(
    'tfoot',
    {
      role: 'rowgroup',
      class: 'page-sums page-sums-room',
      'aria-hidden': 'true',
      style: { '--sum-lines': String(Math.max(1, lines)) },
    },
    h('tr', {}, h('td', { colspan: Math.max(1, columnCount) })),
  )
}
