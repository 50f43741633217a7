// Draws a list page's first view with plain DOM, as React's first render with the rows draws it
// (app-shell.tsx, resource-list-page.tsx, components/data-table/*): the same elements, classes,
// texts and attributes, so that nothing moves when React's first commit replaces it. All text
// goes in as text nodes and all attributes through setAttribute: nothing is parsed as HTML.
import type { CellPlacement } from '@/components/data-table/column-model'
import { pageSizeOptions } from '@/components/data-table/page-sizes'
import { activeRowIndex } from '@/components/data-table/table-navigation'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { recordId } from '@/lib/api/list-rows'
import { columnLabel, resourceLabel } from '@/lib/columns/column-labels'
import { maxColumnWidth, minColumnWidth } from '@/lib/columns/column-layout'
import { cellFormatOptions, readColumnValue, type ColumnSpec } from '@/lib/columns/columns'
import {
  formatCount,
  formatValue,
  isLocalised,
  type FormatOptions,
} from '@/lib/columns/format-value'
import { navResources } from '@/resources'
import type { FirstView, HeaderView } from './first-view-model'

type Attributes = Record<string, string | undefined>
type Child = Node | string | undefined | false

function el(tag: string, attributes: Attributes = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value)
  }
  for (const child of children) {
    if (child === undefined || child === false) continue
    element.append(typeof child === 'string' ? document.createTextNode(child) : child)
  }
  return element
}

function placed(element: HTMLElement, placement: CellPlacement | undefined): HTMLElement {
  if (placement?.style) element.style.setProperty('left', placement.style.left)
  return element
}

function navLink(href: string, text: string, pathname: string, title?: string): HTMLElement {
  const active = pathname === href || pathname.startsWith(`${href}/`)
  return el(
    'a',
    {
      'aria-current': active ? 'page' : undefined,
      class: active ? 'active' : '',
      href,
      title,
      'data-discover': 'true',
    },
    text,
  )
}

function appShell(view: FirstView, page: HTMLElement): HTMLElement {
  const navNames = new Set(navResources.map((resource) => resource.name))
  const recent = view.recentResources
    .filter((name) => !navNames.has(name))
    .map((name) =>
      el(
        'span',
        { class: 'recent-resource' },
        navLink(`/${encodeURIComponent(name)}`, resourceLabel(name), view.pathname, name),
        el(
          'button',
          {
            type: 'button',
            class: 'recent-resource-remove',
            'aria-label': `Remove ${name}`,
            title: `Remove ${name} from this list`,
          },
          '×',
        ),
      ),
    )
  const inputId = 'first-view-open-resource'
  return el(
    'div',
    { class: 'app' },
    el('a', { class: 'skip-link', href: '#main' }, 'Skip to content'),
    el(
      'header',
      { class: 'app-header' },
      el('span', { class: 'brand' }, 'Distribution Console'),
      el(
        'nav',
        { 'aria-label': 'Main', class: 'main-nav' },
        ...navResources.map((resource) =>
          navLink(`/${resource.name}`, resource.title, view.pathname),
        ),
        ...recent,
        el(
          'form',
          { class: 'open-resource' },
          el('label', { for: inputId }, 'Open resource'),
          el('input', {
            id: inputId,
            role: 'combobox',
            'aria-autocomplete': 'list',
            'aria-expanded': 'false',
            placeholder: 'name',
            spellcheck: 'false',
            autocomplete: 'off',
            value: '',
          }),
        ),
      ),
      el('button', { type: 'button', class: 'sign-out' }, 'Sign out'),
    ),
    el('main', { id: 'main', class: 'app-main' }, page),
  )
}

function toolbarPlaceholder(): HTMLElement {
  const button = (label: string) => el('button', { type: 'button', tabindex: '-1' }, label)
  return el(
    'div',
    { class: 'list-tools list-tools-placeholder', 'aria-hidden': 'true', inert: '' },
    el('span', { class: 'refresh' }, button('Refresh')),
    el(
      'label',
      { class: 'utc-toggle' },
      el('input', { type: 'checkbox', tabindex: '-1' }),
      'UTC times',
    ),
    ...['Saved views', 'Columns', 'Export CSV', '▾', 'Copy link'].map(button),
  )
}

function dateBar(view: FirstView): HTMLElement | undefined {
  if (view.offersGoToDate) {
    return el(
      'div',
      { class: 'date-bar' },
      el(
        'div',
        { class: 'go-to-date', 'aria-hidden': 'true', inert: '' },
        el('label', {}, 'Go to date'),
        el('input', { type: 'date', tabindex: '-1' }),
        el('button', { type: 'button', tabindex: '-1' }, 'Previous day'),
        el('button', { type: 'button', tabindex: '-1' }, 'Next day'),
        el('span', { class: 'go-to-date-status' }),
      ),
    )
  }
  if (view.timeColumnLabels.length === 0) return undefined
  return el(
    'p',
    { class: 'date-bar muted' },
    'To go to a date, sort by a time column first: ',
    `${view.timeColumnLabels.join(', ')}.`,
  )
}

function activeFilters(filters: Readonly<Record<string, string>>): HTMLElement | undefined {
  const entries = Object.entries(filters)
  if (entries.length === 0) return undefined
  return el(
    'ul',
    { class: 'active-filters', 'aria-label': 'Active filters' },
    ...entries.map(([attribute, value]) =>
      el(
        'li',
        { class: 'chip' },
        el(
          'span',
          {},
          el('span', { title: attribute }, columnLabel(attribute)),
          ' = ',
          el('q', {}, value),
        ),
        el(
          'button',
          {
            type: 'button',
            class: 'chip-remove',
            'aria-label': `Clear filter ${attribute}`,
          },
          '×',
        ),
      ),
    ),
    el('li', {}, el('button', { type: 'button', class: 'link-button' }, 'Clear filters')),
  )
}

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
        cellFormatOptions(column, record, view.cellOptions[columnIndex] ?? {}),
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

function table(view: FirstView): HTMLElement {
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

function pager(view: FirstView): HTMLElement {
  const { query, page } = view
  const { total } = page
  const rowCount = page.rows.length
  const pageCount = total !== undefined ? Math.max(1, Math.ceil(total / query.size)) : undefined
  const first = query.page * query.size + 1
  const last = query.page * query.size + rowCount
  const sizes = pageSizeOptions.some((size) => size === query.size)
    ? [...pageSizeOptions]
    : [...pageSizeOptions, query.size].sort((a, b) => a - b)
  const select = el(
    'select',
    {},
    ...sizes.map((size) => el('option', { value: String(size) }, String(size))),
  ) as HTMLSelectElement
  select.value = String(query.size)
  return el(
    'nav',
    { class: 'pager', 'aria-label': 'Pagination' },
    el('label', { class: 'pager-size' }, 'Rows per page', select),
    el(
      'span',
      { class: 'pager-range' },
      `Showing ${formatCount(first)}–${formatCount(last)}`,
      total !== undefined && ` of ${formatCount(total)}`,
    ),
    el(
      'span',
      { class: 'pager-page', tabindex: '-1' },
      `Page ${formatCount(query.page + 1)}`,
      pageCount !== undefined && ` of ${formatCount(pageCount)}`,
    ),
    el(
      'button',
      {
        type: 'button',
        'aria-label': 'Previous page',
        disabled: query.page === 0 ? '' : undefined,
      },
      '‹ Previous',
    ),
    el(
      'button',
      { type: 'button', 'aria-label': 'Next page', disabled: view.canGoNext ? undefined : '' },
      'Next ›',
    ),
  )
}

/** The whole first view, app shell included, as one element to put in the root. */
export function renderFirstView(view: FirstView): HTMLElement {
  const { resource, query, page } = view
  const rows = page.rows.length
  const header = el(
    'header',
    { class: 'list-header' },
    el('h1', { id: 'list-title', tabindex: '-1' }, resource.title),
    page.total !== undefined &&
      el(
        'span',
        { class: 'list-count' },
        `${formatCount(page.total)} ${page.total === 1 ? resource.singular : resource.title.toLowerCase()}`,
      ),
    toolbarPlaceholder(),
  )
  const section = el(
    'section',
    { class: 'list-page', 'aria-labelledby': 'list-title' },
    header,
    dateBar(view),
    el(
      'div',
      { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' },
      `${resource.title}, page ${query.page + 1}, ${rows} ${rows === 1 ? 'row' : 'rows'}`,
    ),
    activeFilters(query.filters),
    resource.checkNewerRecords && el('div', { class: 'newer-records', 'aria-live': 'polite' }),
    table(view),
    pager(view),
    el(
      'p',
      { class: 'shortcut-hint muted' },
      'Press ',
      el('kbd', {}, '?'),
      ' for keyboard shortcuts.',
    ),
  )
  return appShell(view, el('div', { class: 'list-layout' }, section))
}
