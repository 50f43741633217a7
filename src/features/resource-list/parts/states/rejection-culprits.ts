// What a refused request offers to take out, and how a refusal reads (query-rejection.tsx shows
// them). Pure: from the error, the list's query and the refusals read from the service's answer.
import type { ApiError } from '@/lib/api/api-error'
import type { AttributeUse, Refusal } from '@/lib/api/query-refusal'
import type { ListQuery } from '@/lib/list-query'

export interface Rejection {
  error: Pick<ApiError, 'parameter' | 'serviceMessage'>
  query: ListQuery
  /** What the service refused, when its answer named attributes of the request. */
  refusals: readonly Refusal[]
}

const parameterPattern = /^(filters|sorting)\[([^[\]]+)\]/

/** What to offer to take out: the refused uses, else the parameter named, else every sort and filter. */
export function culpritsOf({ error, query, refusals }: Rejection) {
  if (refusals.length > 0) {
    const refusedAs = (use: AttributeUse) =>
      refusals.filter((refusal) => refusal.uses.includes(use)).map((refusal) => refusal.attribute)
    return { sorts: refusedAs('sort'), filters: refusedAs('filter') }
  }
  const named = parameterPattern.exec(error.parameter ?? error.serviceMessage ?? '')
  if (!named)
    return { sorts: query.sorts.map((sort) => sort.attribute), filters: Object.keys(query.filters) }
  return named[1] === 'sorting'
    ? { sorts: [named[2] ?? ''], filters: [] }
    : { sorts: [], filters: [named[2] ?? ''] }
}

/** The message that says what the service can't do with one attribute. */
export const refusalKey = (uses: readonly AttributeUse[]) =>
  uses.includes('sort')
    ? uses.includes('filter')
      ? 'states.refusedSortFilter'
      : 'states.refusedSort'
    : 'states.refusedFilter'
