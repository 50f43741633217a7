import type { ApiError } from '@/lib/api/api-error'
import type { ListQuery } from '@/lib/list-query'

export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="list-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  )
}

interface QueryRejectionProps {
  error: ApiError
  query: ListQuery
  onRemoveSort: (attribute: string) => void
  onRemoveFilter: (attribute: string) => void
}

const parameterPattern = /^(filters|sorting)\[([^[\]]+)\]/

/** The service refused a sort or filter: say so and offer to take the culprit out. */
export function QueryRejection({
  error,
  query,
  onRemoveSort,
  onRemoveFilter,
}: QueryRejectionProps) {
  const named = parameterPattern.exec(error.parameter ?? error.serviceMessage ?? '')
  const sorts = named
    ? named[1] === 'sorting'
      ? [named[2] ?? '']
      : []
    : query.sorts.map((sort) => sort.attribute)
  const filters = named
    ? named[1] === 'filters'
      ? [named[2] ?? '']
      : []
    : Object.keys(query.filters)
  return (
    <div className="notice notice-error" role="alert">
      <p>{error.message}</p>
      <div className="notice-actions">
        {sorts.map((attribute) => (
          <button key={`sort-${attribute}`} type="button" onClick={() => onRemoveSort(attribute)}>
            Remove sort by {attribute}
          </button>
        ))}
        {filters.map((attribute) => (
          <button
            key={`filter-${attribute}`}
            type="button"
            onClick={() => onRemoveFilter(attribute)}
          >
            Remove filter {attribute}
          </button>
        ))}
      </div>
    </div>
  )
}

export function ListError({
  error,
  onRetry,
  retrying,
}: {
  error: Error
  onRetry: () => void
  retrying: boolean
}) {
  return (
    <div className="notice notice-error" role="alert">
      <p>{error.message}</p>
      <div className="notice-actions">
        <button type="button" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Retry'}
        </button>
      </div>
    </div>
  )
}
