export interface SavedView {
  name: string
  /** The list's canonical search string (no leading ?). */
  search: string
}

export const maxViewName = 80

export function parseSavedViews(value: unknown): SavedView[] | undefined {
  if (!Array.isArray(value)) return undefined
  return value
    .filter(
      (item): item is SavedView =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as SavedView).name === 'string' &&
        typeof (item as SavedView).search === 'string',
    )
    .map(({ name, search }) => ({ name: name.slice(0, maxViewName), search }))
    .slice(0, 100)
}

/** Saving under an existing name replaces that view. */
export function withSavedView(views: readonly SavedView[], view: SavedView): SavedView[] {
  return [...views.filter((other) => other.name !== view.name), view].sort((a, b) =>
    a.name.localeCompare(b.name),
  )
}
