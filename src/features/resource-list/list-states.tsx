// Rarer list states, loaded on demand: the first view of a list needs none of them.
import type { ApiError } from '@/lib/api/api-error'
import type { ListQuery } from '@/lib/list-query'
import type { ResourceConfig } from '@/resources'

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

interface EmptyStateProps {
  resource: ResourceConfig
  query: ListQuery
  onClearFilters: () => void
  onFirstPage: () => void
}

export function EmptyState({ resource, query, onClearFilters, onFirstPage }: EmptyStateProps) {
  const filters = Object.entries(query.filters)
  if (query.page > 0) {
    return (
      <div className="empty-state" role="status">
        <p>Page {query.page + 1} is past the end of the results.</p>
        <button type="button" onClick={onFirstPage}>
          Go to first page
        </button>
      </div>
    )
  }
  if (filters.length > 0) {
    return (
      <div className="empty-state" role="status">
        <p>
          No {resource.title.toLowerCase()} match{' '}
          {filters.map(([attribute, value]) => `${attribute} = "${value}"`).join(' and ')}.
        </p>
        <button type="button" onClick={onClearFilters}>
          Show all {resource.title.toLowerCase()}
        </button>
      </div>
    )
  }
  return (
    <div className="empty-state" role="status">
      <p>There are no {resource.title.toLowerCase()} yet.</p>
    </div>
  )
}

export function LinkCorrections({ corrections }: { corrections: readonly string[] }) {
  if (corrections.length === 0) return null
  return (
    <div className="notice notice-info" role="status">
      <p>This link had parts the console could not use, so they were corrected:</p>
      <ul>
        {corrections.slice(0, 8).map((correction, index) => (
          <li key={index}>{correction}</li>
        ))}
      </ul>
    </div>
  )
}
