// How a period of a list is read: by which time attribute, in which order, from which service
// pages. Used by the period's search, its export and the cold look-ups of the bench alike.
import { createListQuery, type ListQuery, type SortKey } from '@/lib/list-query'
import { periodAttributeOf, type Period } from '@/lib/list-period'
import { requestQueryFor, type ResourceConfig } from '@/resources'

export interface PeriodView {
  period: Period
  /** The time attribute whose days make the period. */
  attribute: string
  /** The service's order while a period is read: the list's, when it is by that attribute first. */
  sorts: readonly SortKey[]
}

/**
 * What a period of `query` is read by: the resource's own time attribute (bookings' createdAt),
 * else the list's first sort; undefined without a period, or with nothing to read it by.
 */
export function periodViewOf(resource: ResourceConfig, query: ListQuery): PeriodView | undefined {
  if (!query.period) return undefined
  const { sorts } = requestQueryFor(resource, query)
  const attribute = periodAttributeOf(resource.dayAttribute, sorts)
  if (attribute === undefined) return undefined
  const inOrder = sorts[0]?.attribute === attribute
  return {
    period: query.period,
    attribute,
    sorts: inOrder ? sorts : [{ attribute, direction: 'DESC' }],
  }
}

/** The service's page `page` of the list a period is cut from: its filters, size and order. */
export function servicePageQuery(query: ListQuery, view: PeriodView, page: number): ListQuery {
  return createListQuery({ filters: query.filters, sorts: [...view.sorts], size: query.size, page })
}
