// Which saved view a list shows, and whether it still shows it as saved. A view is the active one
// on its resource's list when it was the view last opened (or saved) in this tab, kept in
// sessionStorage so other tabs keep their own, or else when the list's address is exactly the
// view's. It is changed when the list's query or columns are no longer the view's; paging on in a
// view that does not keep its page changes nothing.
import type { ColumnLayout } from '../columns/column-layout'
import { searchWithoutPage, type SavedView } from './saved-views'

type Listener = () => void
const listeners = new Set<Listener>()
const activeViewKey = 'distribution-console.active-view'

export function readActiveViewName(): string | null {
  try {
    return sessionStorage.getItem(activeViewKey)
  } catch {
    return null
  }
}

export function rememberActiveView(name: string): void {
  try {
    sessionStorage.setItem(activeViewKey, name)
  } catch {
    // Storage disabled: only an exact address names the view.
  }
  for (const listener of listeners) listener()
}

export function subscribeToActiveView(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export interface ListState {
  resource: string
  /** The list's canonical search string, without its leading ?. */
  search: string
  layout: ColumnLayout
}

/** The view the list shows: the one opened last in this tab while on its resource, or an exact match. */
export function findActiveView(
  views: readonly SavedView[],
  openedName: string | null,
  list: Pick<ListState, 'resource' | 'search'>,
): SavedView | undefined {
  const opened = views.find((view) => view.name === openedName)
  if (opened?.resource === list.resource) return opened
  return views.find((view) => view.resource === list.resource && view.search === list.search)
}

const sortedEntries = (record: Readonly<Record<string, unknown>>) =>
  Object.entries(record).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))

/** A layout as text that does not depend on the order its choices were made in. */
function layoutText(layout: ColumnLayout): string {
  return JSON.stringify([
    layout.columnOrder,
    // A column shown again is as shown as one never hidden.
    sortedEntries(layout.columnVisibility).filter(([, shown]) => !shown),
    sortedEntries(layout.columnSizing),
    layout.columnPinning,
    layout.density,
  ])
}

export function sameLayout(a: ColumnLayout, b: ColumnLayout): boolean {
  return layoutText(a) === layoutText(b)
}

/** Whether the list no longer shows `view` as saved (its query, or its columns when it kept them). */
export function viewChanged(view: SavedView, list: Pick<ListState, 'search' | 'layout'>): boolean {
  const search = view.keepsPage ? list.search : searchWithoutPage(list.search)
  if (search !== view.search) return true
  return view.layout !== undefined && !sameLayout(view.layout, list.layout)
}
