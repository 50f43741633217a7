// Every query key of the list, built here and nowhere else. Keys are one object each, read by
// name (`queryKey: [{ query }]`), never by position. Each names its resource and the base URL its
// answer came from; credentials never go in a key.
import type { ListQuery, SortKey } from '@/lib/list-query'
import type { Period } from '@/lib/list-period'
import type { TimeZoneChoice } from '@/lib/dates/timestamps'

/** A list's own requests: `query` is the one the service is asked (its default sort included). */
export interface ListScope {
  resource: string
  baseUrl: string
  query: ListQuery
}

/** The rows of a period's bounds: its list's filters and order, read in `timeZone`'s days. */
interface PeriodBoundsScope {
  resource: string
  baseUrl: string
  list: { filters: ListQuery['filters']; sorts: readonly SortKey[] }
  period: Period
  timeZone: TimeZoneChoice
}

export const listKeys = {
  /** Every entry of a resource, at any base URL: what Refresh and "show newer" invalidate. */
  resource: (resource: string) => [{ resource }] as const,
  /** Every page of a resource's list asked for (not its checks, periods or their bounds). */
  lists: (resource: string) => [{ scope: 'list', resource }] as const,
  /** A page of the service's list. */
  list: (scope: ListScope) => [{ scope: 'list', ...scope }] as const,
  /** The same request as a list's first page, kept apart: a check never moves the rows shown. */
  newer: (scope: ListScope) => [{ scope: 'newer', ...scope }] as const,
  /** A page of a period, cut from the service's pages; `query` holds its page and size. */
  period: (scope: ListScope & { period: Period; timeZone: TimeZoneChoice }) =>
    [{ scope: 'period', ...scope }] as const,
  periodBounds: (scope: PeriodBoundsScope) => [{ scope: 'period-bounds', ...scope }] as const,
  /**
   * Every record of a grouped view, read 20 at a time: `query` is the one the service is asked;
   * within a period, its days in `timeZone` and where they lie in the list.
   */
  groups: (
    scope: ListScope & {
      period?: Period
      timeZone?: TimeZoneChoice
      /** A period's run of the list, by index: records arriving move it. */
      bounds?: { start: number; end: number }
    },
  ) => [{ scope: 'groups', ...scope }] as const,
  /** A period's records per day, counted over the rows its bounds hold. */
  periodDays: (scope: PeriodBoundsScope & { bounds: { start: number; end: number } }) =>
    [{ scope: 'period-days', ...scope }] as const,
  /**
   * How many records a view holds (Counts by value): `query` is the one the service is asked (one
   * value's filter among the view's, its size what the count is read with); within a period, its
   * days in `timeZone`.
   */
  counts: (scope: ListScope & { period?: Period; timeZone?: TimeZoneChoice }) =>
    [{ scope: 'counts', ...scope }] as const,
}

export type ListKey = ReturnType<typeof listKeys.list>
export type NewerRecordsKey = ReturnType<typeof listKeys.newer>

/** Whether a cache entry is a newer-records check rather than a view. */
export function isNewerRecordsKey([first]: readonly unknown[]): boolean {
  return typeof first === 'object' && first !== null && 'scope' in first && first.scope === 'newer'
}
