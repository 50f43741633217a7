import { effectiveSorts, type ListQuery, type SortKey } from '@/lib/list-query'

export interface ResourceConfig {
  /** Path segment in the app and at the service: `/products`. */
  name: string
  /** In words, in the language in force: a configured resource's title is a getter of its message. */
  title: string
  /** One record, in words ("product"): for a configured resource, a getter of its message. */
  singular: string
  /** Columns known to matter, shown first and in this order; others follow as the records have them. */
  columns: readonly string[]
  /**
   * What a row shows on a phone (the sorted column too), in the columns' order, the first of them
   * leading: its record at a glance. Without them, the first four columns.
   */
  keyFields?: readonly string[]
  /** Attributes whose filters come first (and that "/" focuses). */
  primaryFilters: readonly string[]
  /** Sent when the URL has no sorting. */
  defaultSorts: readonly SortKey[]
  /**
   * The resource's own time attribute: "Go to date" is always offered, sorting by it when the list
   * is sorted by something else. Without one, it is offered while the first sort is a time column.
   */
  dayAttribute?: string
  /** Whether a newest-first first page is checked for newer records (by `dayAttribute`). */
  checkNewerRecords?: boolean
  /**
   * Timestamp columns read beside the clock: "5 minutes ago" within the last hour, else the time
   * of day under a day separator or "17 Oct, 14:32" (the year only when it is another), one form
   * per day group (lib/dates/time-forms.ts), with the exact local and UTC time on hover.
   */
  relativeTimeColumns?: readonly string[]
  /**
   * The values an attribute takes (a status's lifecycle), as the service writes them: filters
   * know them before any row shows them, and each reads in words where the catalog has them
   * (the catalog area `values`, keyed `<attribute>.<value>`).
   */
  knownValues?: Readonly<Record<string, readonly string[]>>
}

/** `config` with its defaults; a getter in it (a title in the language in force) stays one. */
export function defineResource(
  config: Omit<ResourceConfig, 'defaultSorts'> & Partial<ResourceConfig>,
): ResourceConfig {
  const defaults = { defaultSorts: [] as readonly SortKey[] }
  return Object.defineProperties(
    defaults,
    Object.getOwnPropertyDescriptors(config),
  ) as typeof defaults & typeof config
}

/**
 * What the service is asked for: the URL's query with the resource's default sort filled in, and
 * without the period, which is the console's own (the service has no range filter).
 */
export function requestQueryFor(resource: ResourceConfig, query: ListQuery): ListQuery {
  const serviceQuery = { ...query, sorts: effectiveSorts(query, resource.defaultSorts) }
  delete serviceQuery.period
  delete serviceQuery.counts
  delete serviceQuery.group
  return serviceQuery
}
