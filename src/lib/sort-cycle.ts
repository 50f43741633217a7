// What a header click does to the sorts: the one cycle the URL follows (list-transitions.ts) and
// each header's title announces (column-arrangement.ts).
import { sameSorts, type SortDirection, type SortKey } from './list-query'

export interface SortChange {
  attribute: string
  /** Shift+click: add to or change within the existing sort keys instead of replacing them. */
  multi: boolean
}

/**
 * Click cycle ASC -> DESC -> unsorted. Where unsorted would fall back to a default sort on the same
 * column, the click toggles direction instead. Returns the sorts to put in the URL (default = none).
 */
export function nextSortState(
  urlSorts: readonly SortKey[],
  change: SortChange,
  defaultSorts: readonly SortKey[] = [],
): SortKey[] {
  const current = urlSorts.length > 0 ? urlSorts : defaultSorts
  const existing = current.find((sort) => sort.attribute === change.attribute)
  const advanced: SortDirection | undefined = !existing
    ? 'ASC'
    : existing.direction === 'ASC'
      ? 'DESC'
      : undefined
  let next: SortKey[]
  if (change.multi) {
    next = existing
      ? current.flatMap((sort) =>
          sort.attribute !== change.attribute
            ? [sort]
            : advanced
              ? [{ ...sort, direction: advanced }]
              : [],
        )
      : [...current, { attribute: change.attribute, direction: 'ASC' }]
  } else {
    next = advanced ? [{ attribute: change.attribute, direction: advanced }] : []
  }
  if (next.length === 0 && existing && defaultSorts[0]?.attribute === change.attribute) {
    next = [
      { attribute: change.attribute, direction: existing.direction === 'ASC' ? 'DESC' : 'ASC' },
    ]
  }
  return sameSorts(next, defaultSorts) ? [] : next
}

/**
 * The direction `attribute` is sorted in after a click on its header (`multi`: a Shift+click),
 * from the sorts in force (the URL's, else the default); undefined: none.
 */
export function directionAfterClick(
  sortsInForce: readonly SortKey[],
  attribute: string,
  defaultSorts: readonly SortKey[] = [],
  multi = false,
): SortDirection | undefined {
  const next = nextSortState(sortsInForce, { attribute, multi }, defaultSorts)
  // No sorts in the URL: the resource's default ones.
  return (next.length > 0 ? next : defaultSorts).find((sort) => sort.attribute === attribute)
    ?.direction
}
