// Draws a list page's first view with plain DOM, as React's first render with the rows draws it
// (app-shell.tsx, resource-list-page.tsx, components/data-table/*): the same elements, classes,
// texts and attributes, so that nothing moves when React's first commit replaces it. All text
// goes in as text nodes and all attributes through setAttribute: nothing is parsed as HTML.
import { columnLabel, resourceLabel } from '@/lib/columns/column-labels'
import { formatCount } from '@/lib/columns/format-value'
import { filterHandOff } from '@/lib/focus-hand-off'
import { navResources } from '@/resources'
import type { FirstView } from './first-view-model'
import { el } from './paint-dom'
import { pager } from './paint-pager'
import { table } from './paint-table'

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
            ...filterHandOff(attribute),
          },
          '×',
        ),
      ),
    ),
    el(
      'li',
      {},
      el(
        'button',
        { type: 'button', class: 'link-button', ...filterHandOff(entries[0]?.[0]) },
        'Clear filters',
      ),
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
