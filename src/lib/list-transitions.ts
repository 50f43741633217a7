// How a list view changes: every action the list page offers (a header click, a filter, a
// chip's ×, the pager) as one pure function from the current query to the next, as ra-core keeps
// its list transitions in one reducer. The URL is written from its result, so each is tested here.
import {
  effectiveSorts,
  emptyFilters,
  sameSorts,
  type ListQuery,
  type SortDirection,
  type SortKey,
} from './list-query'

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

export function withFilter(query: ListQuery, attribute: string, value: string): ListQuery {
  const filters = Object.assign(emptyFilters(), query.filters)
  if (value === '') delete filters[attribute]
  else filters[attribute] = value
  return { ...query, filters, page: 0 }
}

export function withSorts(query: ListQuery, sorts: readonly SortKey[]): ListQuery {
  return { ...query, sorts, page: 0 }
}

export type ListAction =
  | { type: 'sort'; attribute: string; multi: boolean }
  | { type: 'filter'; attribute: string; value: string }
  | { type: 'clear-filters' }
  | { type: 'remove-sort'; attribute: string }
  /** Sorted by this time column alone, newest first: what "Go to date" needs. */
  | { type: 'newest-first'; attribute: string }
  | { type: 'page'; page: number }
  | { type: 'page-size'; size: number }

/** The view after `action`, with `defaultSorts` the resource's sort when the URL names none. */
export function nextListQuery(
  query: ListQuery,
  action: ListAction,
  defaultSorts: readonly SortKey[] = [],
): ListQuery {
  switch (action.type) {
    case 'sort':
      return withSorts(query, nextSortState(query.sorts, action, defaultSorts))
    case 'filter':
      return withFilter(query, action.attribute, action.value)
    case 'clear-filters':
      return { ...query, filters: emptyFilters(), page: 0 }
    case 'remove-sort':
      return withSorts(
        query,
        effectiveSorts(query, defaultSorts).filter((sort) => sort.attribute !== action.attribute),
      )
    case 'newest-first': {
      const sorts: SortKey[] = [{ attribute: action.attribute, direction: 'DESC' }]
      return withSorts(query, sameSorts(sorts, defaultSorts) ? [] : sorts)
    }
    case 'page':
      return { ...query, page: Math.max(0, Math.trunc(action.page)) }
    case 'page-size':
      // The first row shown stays on the page shown.
      return {
        ...query,
        size: action.size,
        page: Math.floor((query.page * query.size) / action.size),
      }
  }
}
