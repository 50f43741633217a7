// The painted first view's table, as components/data-table/* render them.
import type { CellPlacement } from '@/components/data-table/column-model'
import { activeRowIndex } from '@/components/data-table/table-navigation'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { recordId } from '@/lib/api/list-rows'
import { columnLabel } from '@/lib/columns/column-labels'
import { maxColumnWidth, minColumnWidth } from '@/lib/columns/column-layout'
import { cellFormatOptions, readColumnValue, type ColumnSpec } from '@/lib/columns/columns'
import { formatValue, isLocalised, type FormatOptions } from '@/lib/columns/format-value'
import { rowNow, timedCellOptions } from '@/lib/columns/row-times'
import type { FirstView, HeaderView } from './first-view-model'
import { el, placed } from './paint-dom'

function columnName(id: string, labelId: string): HTMLElement {
  const label = columnLabel(id)
  return el(
    'span',
    { id: labelId },
    el('span', { class: 'column-label' }, label),
    label !== id && el('span', { class: 'visually-hidden' }, ` (${id})`),
  )
}

const ariaSort = { ASC: 'ascending', DESC: 'descending' } as const

function headerCell(header: HeaderView, placement: CellPlacement): HTMLElement {
  const { id, direction, priority } = header
  const labelId = `column-name-${placement.key}`
  const handle = el('div', {
    role: 'separator',
    class: 'resize-handle',
    'aria-label': `Resize ${id}`,
    'aria-orientation': 'vertical',
    'aria-valuenow': String(header.width),
    'aria-valuemin': String(minColumnWidth),
    'aria-valuemax': String(maxColumnWidth),
    tabindex: '0',
    title: 'Drag or use ← → to resize; double-click for the natural width',
  })
  const common = {
    scope: 'col',
    'data-column': id,
    'aria-labelledby': labelId,
    class: `column-header${placement.className}`,
  }
  if (!header.sortable) {
    return placed(el('th', { ...common, title: id }, columnName(id, labelId), handle), placement)
  }
  const nextHint =
    direction === 'ASC' ? 'descending' : direction === 'DESC' ? 'unsorted' : 'ascending'
  const button = el(
    'button',
    {
      type: 'button',
      class: 'sort-button',
      title: `${id}: sort ${nextHint} next; Shift+click adds it as another sort key`,
    },
    columnName(id, labelId),
    el(
      'span',
      { class: 'sort-indicator', 'aria-hidden': 'true' },
      direction === 'ASC' ? '▲' : direction === 'DESC' ? '▼' : '↕',
      direction !== undefined &&
        priority !== undefined &&
        priority > 0 &&
        el('sup', {}, String(priority)),
    ),
  )
  return placed(
    el('th', { ...common, 'aria-sort': direction ? ariaSort[direction] : 'none' }, button, handle),
    placement,
  )
}

/** One filter cell, as data-table-filters.tsx draws it. */
export function filterCell(
  column: ColumnSpec,
  placement: CellPlacement,
  filters: Readonly<Record<string, string>>,
): HTMLElement {
  const { attribute } = column
  const value = attribute ? (filters[attribute] ?? '') : ''
  const input =
    attribute &&
    el(
      'div',
      { class: 'filter-input' },
      // A text filter's combobox, as React's first render has it (no values seen yet, list closed).
      el('input', {
        type: 'search',
        role: 'combobox',
        'aria-label': `Filter ${attribute}`,
        'aria-autocomplete': 'list',
        'aria-expanded': 'false',
        placeholder: '=',
        spellcheck: 'false',
        autocomplete: 'off',
        'data-active': value !== '' ? 'true' : undefined,
        value,
      }),
    )
  return placed(el('td', { class: placement.className }, input), placement)
}

function dataCell(value: unknown, options: FormatOptions, placement: CellPlacement): HTMLElement {
  const formatted = formatValue(value, options)
  const localised = isLocalised(formatted)
  const content = formatted.href
    ? el(
        'a',
        { href: formatted.href, target: '_blank', rel: 'noopener noreferrer' },
        formatted.text,
      )
    : formatted.kind === 'status'
      ? el('span', { class: 'badge', 'data-tone': formatted.tone }, formatted.text)
      : formatted.text
  return placed(
    el(
      'td',
      {
        class: `cell cell-${formatted.kind}${placement.className}`,
        'data-align': formatted.align,
        'data-value': localised ? String(value) : undefined,
        title: formatted.title,
      },
      content,
    ),
    placement,
  )
}

function recordRows(view: FirstView, record: ListRecord, index: number): HTMLElement[] {
  const id = recordId(record)
  const separator = view.separators[index]
  const timeForms = view.timeForms[index]
  const row = el(
    'tr',
    {
      'data-record-id': id,
      class: id ? 'record-row' : undefined,
      // The table is one Tab stop: nothing is selected before React takes over.
      tabindex: id
        ? index === activeRowIndex(undefined, view.page.rows.length)
          ? '0'
          : '-1'
        : undefined,
    },
    ...view.columns.map((column, columnIndex) =>
      dataCell(
        readColumnValue(record, column.id),
        timedCellOptions(
          cellFormatOptions(column, record, view.cellOptions[columnIndex] ?? {}),
          timeForms?.[columnIndex],
          rowNow(timeForms, view.receivedAt),
        ),
        view.placements[columnIndex]!,
      ),
    ),
  )
  if (!separator) return [row]
  const separatorRow = el(
    'tr',
    { class: 'day-separator' },
    el(
      'th',
      { scope: 'colgroup', colspan: String(view.columns.length) },
      el('span', { class: 'day-separator-label' }, separator),
    ),
  )
  return [separatorRow, row]
}

export function table(view: FirstView): HTMLElement {
  const { resource, query, placements } = view
  const tableElement = el(
    'table',
    { class: 'data-table', 'aria-busy': 'false', 'data-density': view.density },
    el('caption', { class: 'visually-hidden' }, `${resource.title}, page ${query.page + 1}`),
    el(
      'colgroup',
      {},
      ...placements.map((placement) => {
        const col = el('col')
        col.style.setProperty('width', `var(--w-${placement.key})`)
        return col
      }),
    ),
    el(
      'thead',
      {},
      el('tr', {}, ...view.headers.map((header, index) => headerCell(header, placements[index]!))),
      el(
        'tr',
        { class: 'filter-row' },
        ...view.columns.map((column, index) =>
          filterCell(column, placements[index]!, query.filters),
        ),
      ),
    ),
    el('tbody', {}, ...view.page.rows.flatMap((record, index) => recordRows(view, record, index))),
  )
  for (const [name, value] of Object.entries(view.variables)) {
    tableElement.style.setProperty(name, value)
  }
  return el('div', { class: 'table-frame' }, el('div', { class: 'table-scroll' }, tableElement))
}
