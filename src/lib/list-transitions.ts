// How a list view changes: every action the list page offers (a header click, a filter, a
// chip's ×, the pager) as one pure function from the current query to the next, as ra-core keeps
// its list transitions in one reducer. The URL is written from its result, so each is tested here.
import { effectiveSorts, emptyFilters, sameSorts, type ListQuery, type SortKey } from './list-query'
import { normalizePeriod, shiftPeriod, type Period } from './list-period'
import { nextSortState } from './sort-cycle'

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
  /** A period from its first page; `sorts`, when given, the time order it is listed in. */
  | { type: 'period'; period: Period; sorts?: readonly SortKey[] }
  | { type: 'clear-period' }
  /** Previous day / Next day: the whole period moves. */
  | { type: 'shift-period'; days: number }
  /** Every record of the view grouped by this attribute; undefined: one page again. */
  | { type: 'group'; attribute: string | undefined }
  /** A day's departures: only that day of a date-only column, grouped by `groupBy`. */
  | { type: 'departures'; attribute: string; day: string; groupBy: string }
  /** The Counts region counts by this attribute's values; undefined: no counts. */
  | { type: 'counts'; attribute: string | undefined }

/** The query without its period (and so without the key): a period-free URL stays as it was. */
function withoutPeriod(query: ListQuery): ListQuery {
  const next = { ...query }
  delete next.period
  return next
}

function withPeriod(query: ListQuery, period: Period | undefined): ListQuery {
  const normalized = normalizePeriod(period)
  return normalized
    ? { ...query, period: normalized, page: 0 }
    : { ...withoutPeriod(query), page: 0 }
}

/**
 * A period is read along the list's first sort (its time order): a sort that leaves that
 * attribute first would list the period by something else, so the period goes with it.
 */
function keptPeriod(before: ListQuery, after: ListQuery, defaultSorts: readonly SortKey[]) {
  if (!before.period) return after
  const first = (query: ListQuery) => effectiveSorts(query, defaultSorts)[0]?.attribute
  return first(after) === first(before) ? after : withoutPeriod(after)
}

/** A grouped view shows every record: its page is always the first. */
function withGroup(query: ListQuery, attribute: string | undefined): ListQuery {
  const next = { ...query, page: 0 }
  if (attribute === undefined) delete next.group
  else next.group = attribute
  return next
}

/** The view after `action`, with `defaultSorts` the resource's sort when the URL names none. */
export function nextListQuery(
  query: ListQuery,
  action: ListAction,
  defaultSorts: readonly SortKey[] = [],
): ListQuery {
  switch (action.type) {
    case 'sort':
      return keptPeriod(
        query,
        withSorts(query, nextSortState(query.sorts, action, defaultSorts)),
        defaultSorts,
      )
    case 'filter':
      return withFilter(query, action.attribute, action.value)
    case 'clear-filters':
      return { ...query, filters: emptyFilters(), page: 0 }
    case 'remove-sort':
      return keptPeriod(
        query,
        withSorts(
          query,
          effectiveSorts(query, defaultSorts).filter((sort) => sort.attribute !== action.attribute),
        ),
        defaultSorts,
      )
    case 'newest-first': {
      const sorts: SortKey[] = [{ attribute: action.attribute, direction: 'DESC' }]
      return keptPeriod(
        query,
        withSorts(query, sameSorts(sorts, defaultSorts) ? [] : sorts),
        defaultSorts,
      )
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
    case 'period': {
      const sorts = action.sorts && sameSorts(action.sorts, defaultSorts) ? [] : action.sorts
      return withPeriod(sorts ? { ...query, sorts } : query, action.period)
    }
    case 'clear-period':
      return { ...withoutPeriod(query), page: 0 }
    case 'shift-period':
      return query.period ? withPeriod(query, shiftPeriod(query.period, action.days)) : query
    case 'group':
      return withGroup(query, action.attribute)
    case 'departures':
      // The day is a filter of its own column: a period of another time would only narrow it.
      return withGroup(
        withFilter(withoutPeriod(query), action.attribute, action.day),
        action.groupBy,
      )
    case 'counts': {
      // Counts are beside the rows: the page shown stays.
      const next = { ...query, counts: action.attribute }
      if (action.attribute === undefined) delete next.counts
      return next
    }
  }
}
