// The named parts of what the list and its frame show (lib/view/view-node.ts), in one place. React
// binds its handlers and refs to them; every renderer writes a part as the element's `data-part`,
// so the painted first view and React's rendering name the same element alike, and input held on
// the one is replayed on the other by that name (app/first-view/early-input.ts), whatever classes
// the element wears.
export type ViewPart =
  // The frame (app/shell-view.ts)
  /** "Developer": shows or hides the developer tools. */
  | 'developer-tools'
  | 'language'
  | 'sign-out'
  /** A link of the navigation. */
  | 'nav-link'
  /** The × that forgets a resource opened before. */
  | 'recent-remove'
  | 'open-resource-form'
  /** The "Open resource" field. */
  | 'open-resource'
  /** Find's form and its field (features/find/find-view.ts). */
  | 'find-form'
  | 'find'
  // The list page (features/resource-list/view-model/list-page-view.ts)
  | 'layout'
  | 'heading'
  /** On a phone, the button that shows the toolbar, dates and filters. */
  | 'tools'
  /** A time column offered to sort by. */
  | 'newest-first'
  // The table (components/data-table/*-view.ts)
  | 'scroll'
  | 'table'
  | 'body'
  /** A record's row. */
  | 'row'
  /** A cell's link to another record. */
  | 'reference'
  /** A header's sort button and resize handle. */
  | 'sort'
  | 'resize'
  /** A column's filter field, and the × of an active filter's chip. */
  | 'filter'
  | 'clear-filter'
  | 'clear-all'
  // The pager
  | 'page-size'
  | 'page'
  | 'previous'
  | 'next'

/**
 * What tells an element of a part from the others of its part: this attribute, on the element or
 * on the closest element around it that has it. A part not named here is one of its kind.
 */
export const partKeys: Readonly<Partial<Record<ViewPart, string>>> = {
  'nav-link': 'href',
  'recent-remove': 'aria-label',
  'newest-first': 'data-attribute',
  row: 'data-record-id',
  reference: 'href',
  sort: 'data-column',
  resize: 'data-column',
  filter: 'data-attribute',
  'clear-filter': 'data-attribute',
}

/** The attribute each renderer writes a part's name in. */
export const partAttribute = 'data-part'

/** The elements of `part` under `root`. */
export function elementsOfPart(root: ParentNode, part: ViewPart): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`[${partAttribute}="${part}"]`)]
}

/** The part `element` is, if it is one. */
export function partOf(element: Element): ViewPart | undefined {
  return (element.getAttribute(partAttribute) as ViewPart | null) ?? undefined
}

/**
 * The places where React puts its own components in a description (`slot(name, …fallback)`);
 * the painted first view shows each one's fallback. A misspelt name fails the typecheck.
 */
export type ViewSlotName =
  // The frame (app/shell-view.ts)
  | 'nav'
  | 'main'
  | 'names'
  | 'find-results'
  // The list page (features/resource-list/view-model/list-page-view.ts)
  | 'toolbar'
  | 'notices'
  | 'newer-records'
  | 'period'
  | 'go-to-date'
  | 'day-chart'
  | 'counts'
  | 'table'
  | 'loading'
  | 'empty'
  | 'pager'
  | 'details'
  | 'request'
  | 'help'
  // The table (components/data-table/*-view.ts)
  | 'headers'
  | 'filters'
  | 'rows'
  | 'filter'
  | 'suggestions'
  /** Sums under the rows (a page's, a grouped view's totals). */
  | 'footer'
  /** A day's departures, under the pager (list-page-view.ts). */
  | 'departures'
