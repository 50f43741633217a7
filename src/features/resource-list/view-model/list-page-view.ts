// A list page as it shows, described once (lib/view/view-node.ts): title, count, the places of
// the parts that load later, the date bar, chips, table, pager and hint. The page
// (resource-list-page.tsx) renders it with its components in the slots; the first view painted
// before React (src/app/first-view) paints it with each slot's fallback. No React here. Its texts
// are the language in force's (src/i18n): the page re-renders when it changes.
import { t } from '@/i18n/i18n'
import { currentLanguage, currentLocale } from '@/i18n/language'
import { columnLabel } from '@/lib/columns/column-labels'
import type { ColumnSpec } from '@/lib/columns/columns'
import type { ListQuery } from '@/lib/list-query'
import { aroundElement, elementMark } from '@/lib/view/message-parts'
import { h, slot, type ViewChild } from '@/lib/view/view-node'
import { cached } from '@/lib/columns/intl-formats'
import type { ResourceConfig } from '@/resources'
import { recordNouns, type ResourceWords } from '../parts/record-nouns'

/** The resource's records counted: "142 bookings", "1 supplier". */
export function recordCount(resource: ResourceWords, count: number): string {
  const nouns = recordNouns(resource)
  return (
    nouns.count?.(count) ??
    t('list.count', { count, singular: nouns.singular, plural: nouns.plural })
  )
}

// English's catalog writes no comma before "or" ("A, B or C"), as en-GB does; Intl's en, "A, B, or C".
const listOfAlternatives = (items: string[]) => {
  const locale = currentLanguage() === 'en' ? 'en-GB' : currentLocale()
  return cached(
    `or:${locale}`,
    () => new Intl.ListFormat(locale, { type: 'disjunction' }),
  ).formatToParts(items)
}

const placeholderButton = (label: string, className?: string) =>
  h('button', { type: 'button', tabindex: -1, class: className }, label)
const disclosure = (button: ViewChild) => h('div', { class: 'disclosure' }, button)

/**
 * The toolbar's labels, in the order it shows them: its placeholder (below) and the toolbar once
 * loaded (toolbar/list-toolbar.tsx and its tools) both take them from here.
 */
export function toolbarLabels() {
  return {
    refresh: t('list.refresh'),
    utcTimes: t('list.utcTimes'),
    savedViews: t('shell.savedViews'),
    columns: t('list.columns'),
    counts: t('list.counts'),
    groupBy: t('list.groupBy'),
    exportCsv: t('list.exportCsv'),
    /** The button beside Export CSV that opens its options. */
    exportOptions: '▾',
    copyLink: t('list.copyLink'),
    print: t('list.print'),
    request: t('list.request'),
  }
}

/**
 * Holds the toolbar's place until it loads, so that the rows below do not move when it arrives.
 * Laid out as toolbar/list-toolbar.tsx; the e2e test "rows stay in place…" fails if the two drift
 * apart.
 */
export const toolbarPlaceholder = (answered: boolean) => {
  const labels = toolbarLabels()
  return h(
    'div',
    { class: 'list-tools list-tools-placeholder', 'aria-hidden': 'true', inert: true },
    h(
      'span',
      { class: 'refresh' },
      // The rows' age ("Updated 2 seconds ago") holds a room of its own (styles.css).
      answered && h('span', { class: 'muted refresh-age' }),
      placeholderButton(labels.refresh),
    ),
    h(
      'label',
      { class: 'utc-toggle' },
      h('input', { type: 'checkbox', tabindex: -1 }),
      labels.utcTimes,
    ),
    // Each tool in the same boxes as its own, so that a narrow toolbar's buttons shrink alike.
    disclosure(placeholderButton(labels.savedViews)),
    disclosure(placeholderButton(labels.columns)),
    disclosure(placeholderButton(labels.counts)),
    disclosure(placeholderButton(labels.groupBy)),
    h(
      'span',
      { class: 'export-control' },
      placeholderButton(labels.exportCsv),
      disclosure(placeholderButton(labels.exportOptions)),
    ),
    placeholderButton(labels.copyLink),
    placeholderButton(labels.print),
    placeholderButton(labels.request, 'disclosure'),
  )
}

/**
 * Holds the place of "Go to date" until it loads; mirrors go-to-date/go-to-date.tsx. Its field is
 * a plain one of the date field's size (styles.css): a date field costs the painted view's cold
 * first layout about 3 of its 16 ms, as the browser sets up its locale's date formats for it.
 */
export const goToDatePlaceholder = () =>
  h(
    'div',
    { class: 'go-to-date', 'aria-hidden': 'true', inert: true },
    h('label', {}, t('list.goToDate')),
    h('input', { class: 'date-field-stand-in', tabindex: -1 }),
    placeholderButton(t('list.previousDay')),
    placeholderButton(t('list.nextDay')),
    h('span', { class: 'go-to-date-status' }),
  )

export const newerRecordsPlaceholder = h('div', { class: 'newer-records', 'aria-live': 'polite' })

export interface ListPageView {
  resource: ResourceWords & Pick<ResourceConfig, 'checkNewerRecords'>
  query: Pick<ListQuery, 'page'>
  total?: number
  /** The rows shown belong to the URL's query (not a placeholder from the one before). */
  current: boolean
  /** The service has answered (the toolbar then says how long ago). */
  answered: boolean
  rowCount: number
  /** "Go to date" is offered (its place shows), else these time columns are offered to sort by. */
  offersGoToDate: boolean
  timeColumns: readonly { attribute: string; label: string }[]
  /** The view failed or was refused: a hint about its rows would not help. */
  failed?: boolean
  showsDetails?: boolean
  /** On a phone, the toolbar, dates and filters show (else the rows come first; styles.css). */
  toolsOpen?: boolean
  /** A period is shown: a phone shows its dates and count above the rows all the same. */
  inPeriod?: boolean
}

/** The time columns a list could be sorted by to go to a date, as its hint offers them. */
export function timeSortOffers(timeColumns: readonly ColumnSpec[]): ListPageView['timeColumns'] {
  return timeColumns.map((column) => ({
    attribute: column.attribute ?? column.id,
    label: columnLabel(column.id),
  }))
}

/** What the table's caption says. */
export function listCaption(view: Pick<ListPageView, 'resource' | 'query'>): string {
  return t('list.caption', { title: view.resource.title, page: String(view.query.page + 1) })
}

function dateBar(view: ListPageView): ViewChild {
  if (view.offersGoToDate) {
    // Its place is held while its code loads, so the rows below do not move.
    const placeholder = goToDatePlaceholder()
    return h('div', { class: 'date-bar' }, slot('period'), slot('go-to-date', placeholder))
  }
  // Only where it helps: beside rows that a time sort would order by day (part `newest-first`).
  const columns = view.rowCount > 0 && !view.failed ? view.timeColumns : []
  if (columns.length === 0) return false
  const [before, after] = aroundElement(t('list.dateHint', { columns: elementMark }))
  return h(
    'p',
    { class: 'date-bar muted' },
    before,
    // The columns as the language lists alternatives ("A, B or C"), each a button.
    listOfAlternatives(columns.map((_, index) => `${index}`)).map(({ type, value }) => {
      if (type === 'literal') return value
      const { attribute, label } = columns[Number(value)]!
      return h(
        'button',
        {
          type: 'button',
          class: 'link-button',
          'aria-label': t('list.newestFirst', { label }),
          'data-attribute': attribute,
          part: 'newest-first',
          key: attribute,
        },
        label,
      )
    }),
    after,
  )
}

/**
 * The page (parts `layout` and `heading` take React's refs). Slots: `toolbar`, `go-to-date` and
 * `newer-records` (placeholders as fallback), `period` (before Go to date), `filters`, `notices`,
 * `table`, `loading`, `empty`, `pager`, `departures`, `request`, `details`, `help`; `fill` gives the painted
 * view's chips, table and pager. `counts` (after the date bar) holds the Counts region.
 */
export function listPageNode(
  view: ListPageView,
  fill: { filters?: ViewChild; table?: ViewChild; pager?: ViewChild } = {},
) {
  const { resource, total, rowCount } = view
  const count = total !== undefined && recordCount(resource, total)
  const announcement =
    view.current && t('list.rows', { caption: listCaption(view), count: rowCount })
  const [beforeKey, afterKey] = aroundElement(t('list.shortcutHint', { key: elementMark }))
  return h(
    'div',
    {
      class: 'list-layout',
      'data-details': view.showsDetails ? 'true' : undefined,
      'data-tools': view.toolsOpen ? 'open' : undefined,
      'data-period': view.inPeriod ? 'true' : undefined,
      part: 'layout',
    },
    h(
      'section',
      { class: 'list-page', 'aria-labelledby': 'list-title' },
      h(
        'header',
        { class: 'list-header' },
        h('h1', { id: 'list-title', tabindex: -1, part: 'heading' }, resource.title),
        count && h('span', { class: 'list-count' }, count),
        h(
          'button',
          {
            type: 'button',
            class: 'phone-tools-toggle',
            'aria-expanded': String(view.toolsOpen === true),
            part: 'tools',
          },
          t('list.phoneTools'),
        ),
        slot('toolbar', toolbarPlaceholder(view.answered)),
      ),
      dateBar(view),
      slot('day-chart'),
      slot('counts'),
      h('div', { class: 'visually-hidden', role: 'status', 'aria-live': 'polite' }, announcement),
      slot('filters', fill.filters),
      slot('notices'),
      resource.checkNewerRecords && slot('newer-records', newerRecordsPlaceholder),
      slot('table', fill.table),
      slot('loading'),
      slot('empty'),
      slot('pager', fill.pager),
      slot('departures'),
      h('p', { class: 'shortcut-hint muted' }, beforeKey, h('kbd', {}, '?'), afterKey),
      slot('request'),
    ),
    slot('details'),
    slot('help'),
  )
}
