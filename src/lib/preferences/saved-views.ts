// Named views of the lists, kept in localStorage: one list across resources, each view naming its
// resource. A view is what the person chose to see: filters, sorts, page size and columns. The
// page number goes stale as records arrive, so a view keeps it only when the person asked for it
// (`keepsPage`). Views stored before that choice existed held their page without being asked;
// they are read without it and open at page 1. Views stored per resource, before the list was
// one, are read into it (see saved-views-store.ts). There is no count limit: a limit applied on
// reading once dropped the view sorted last when a 101st was saved; the storage's room is the
// limit, and a write it refuses says so (saved-views-store.ts).
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/toolbar'
import { parseColumnLayout, type ColumnLayout } from '../columns/column-layout'
import { parseListQuery, serializeListQuery } from '../list-query'
import { isResourceName } from '../resource-name'

export interface SavedView {
  name: string
  /** The resource whose list it shows: the view opens at `/<resource>?<search>`. */
  resource: string
  /** The list's canonical search string (no leading ?); it names a page only when `keepsPage`. */
  search: string
  keepsPage: boolean
  /** The columns as they were when saved; absent for views saved before columns were kept. */
  layout?: ColumnLayout
}

export const maxViewName = 80

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** The same list query at its first page. */
export function searchWithoutPage(search: string): string {
  const { query } = parseListQuery(search)
  return serializeListQuery({ ...query, page: 0 })
}

/** Where a view opens: its resource's list with its query. */
export function savedViewHref(view: Pick<SavedView, 'resource' | 'search'>): string {
  return `/${view.resource}${view.search ? `?${view.search}` : ''}`
}

/** A view as it is kept: the name trimmed and bounded, the page dropped unless asked for. */
export function createSavedView(view: {
  name: string
  resource: string
  search: string
  keepsPage: boolean
  layout?: ColumnLayout
}): SavedView {
  const { name, resource, search, keepsPage, layout } = view
  return {
    name: name.trim().slice(0, maxViewName),
    resource,
    search: keepsPage ? search : searchWithoutPage(search),
    keepsPage,
    ...(layout && { layout }),
  }
}

/**
 * Reads stored views. Each names its resource; views stored in a resource's own list (before the
 * list was one) are of `resource`.
 */
export function parseSavedViews(value: unknown, resource?: string): SavedView[] | undefined {
  if (!Array.isArray(value)) return undefined
  const views = value.flatMap((item): SavedView[] => {
    if (!isRecord(item) || typeof item.name !== 'string' || typeof item.search !== 'string')
      return []
    const itsResource = typeof item.resource === 'string' ? item.resource : resource
    if (itsResource === undefined || !isResourceName(itsResource)) return []
    const layout = parseColumnLayout(item.layout)
    return [
      createSavedView({
        name: item.name,
        resource: itsResource,
        search: item.search,
        keepsPage: item.keepsPage === true,
        layout,
      }),
    ]
  })
  return views.filter((view) => view.name !== '')
}

export function findSavedView(views: readonly SavedView[], name: string): SavedView | undefined {
  const wanted = name.trim().slice(0, maxViewName)
  return views.find((view) => view.name === wanted)
}

/** Saving under an existing name replaces that view; callers ask first. Sorted by name. */
export function withSavedView(views: readonly SavedView[], view: SavedView): SavedView[] {
  return [...views.filter((other) => other.name !== view.name), view].sort((a, b) =>
    a.name.localeCompare(b.name),
  )
}

export function withoutSavedView(views: readonly SavedView[], name: string): SavedView[] {
  return views.filter((view) => view.name !== name)
}

/** `name` when no view has it, else the first free "name (2)", "name (3)"… within the length. */
export function freeViewName(views: readonly SavedView[], name: string): string {
  const taken = new Set(views.map((view) => view.name))
  const base = name.trim().slice(0, maxViewName)
  if (!taken.has(base)) return base
  for (let number = 2; ; number++) {
    const suffix = ` (${number})`
    const candidate = `${base.slice(0, maxViewName - suffix.length).trimEnd()}${suffix}`
    if (!taken.has(candidate)) return candidate
  }
}

/** Puts a deleted view back; under a free name if another view took its name meanwhile. */
export function withRestoredView(views: readonly SavedView[], view: SavedView): SavedView[] {
  return withSavedView(views, { ...view, name: freeViewName(views, view.name) })
}

/** Puts back every view deleted since the last Undo, in the order they were deleted. */
export function withRestoredViews(
  views: readonly SavedView[],
  deleted: readonly SavedView[],
): SavedView[] {
  return deleted.reduce<SavedView[]>((kept, view) => withRestoredView(kept, view), [...views])
}

/** What the Undo message says about the views it can bring back, in the language in force. */
export function deletedViewsMessage(deleted: readonly SavedView[]): string {
  const [only] = deleted
  return deleted.length === 1 && only
    ? t('toolbar.deletedView', { name: only.name })
    : t('toolbar.deletedViews', { count: deleted.length })
}
