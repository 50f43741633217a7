// Rarer list states, loaded on demand: the first view of a list needs none of them.
import { Fragment } from 'react'
import type { ListData, ListNavigation, ListView } from '@/features/resource-list/use-resource-list'
import { useCountdown } from '@/hooks/use-now'
import { isRateLimited, type ApiError } from '@/lib/api/api-error'
import type { AttributeUse, Refusal } from '@/lib/api/query-refusal'
import { columnLabel } from '@/lib/columns/column-labels'
import { pastTheEnd } from '@/lib/api/list-rows'
import { formatCount } from '@/lib/columns/format-value'
import type { ListQuery } from '@/lib/list-query'
import { MarkedSpaces, StraySpacesNote } from '@/components/ui/filter-value'
import { filterHandOff } from '@/lib/focus-hand-off'
import { FilterOffers } from './filter-offers'
import { useRecordedRefusals } from './use-recorded-refusals'

interface QueryRejectionProps {
  error: ApiError
  query: ListQuery
  /** What the service refused, when its answer named attributes of the request. */
  refusals: readonly Refusal[]
  onRemoveSort: (attribute: string) => void
  onRemoveFilter: (attribute: string) => void
}

const parameterPattern = /^(filters|sorting)\[([^[\]]+)\]/

/** What to offer to take out: the refused uses, else the parameter named, else every sort and filter. */
function culprits({ error, query, refusals }: QueryRejectionProps) {
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

const refusedUses = (uses: readonly AttributeUse[]) =>
  uses.includes('sort') ? (uses.includes('filter') ? 'sort or filter' : 'sort') : 'filter'

/** The service refused a sort or filter: say which in words and offer to take the culprit out. */
function QueryRejection(props: QueryRejectionProps) {
  const { error, refusals, onRemoveSort, onRemoveFilter } = props
  const { sorts, filters } = culprits(props)
  return (
    <div className="notice notice-error" role="alert">
      {refusals.length > 0 ? (
        <>
          {refusals.map(({ attribute, uses }) => (
            <p key={attribute}>
              The service can't {refusedUses(uses)} by {columnLabel(attribute)}.
            </p>
          ))}
          <details>
            <summary>The service's answer</summary>
            <p>{error.serviceMessage ?? error.message}</p>
          </details>
        </>
      ) : (
        <p>{error.message}</p>
      )}
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
            {...filterHandOff(attribute)}
          >
            Remove filter {attribute}
          </button>
        ))}
      </div>
    </div>
  )
}

function ListError({ list, error }: { list: ListView & ListData & ListNavigation; error: Error }) {
  // After a 429, Retry waits for the moment the service named.
  const secondsLeft = useCountdown(isRateLimited(error) ? error.retryAt : undefined)
  return (
    <div className="notice notice-error" role="alert">
      <p>
        {error.message}
        {!navigator.onLine && ' Your browser reports that it is offline.'}
      </p>
      <div className="notice-actions">
        {/* Busy, it keeps the focus (aria-disabled): Enter again does nothing, and nothing is lost. */}
        <button
          type="button"
          onClick={() => {
            if (!list.isFetching) list.retry()
          }}
          disabled={secondsLeft > 0}
          aria-disabled={list.isFetching || undefined}
        >
          {list.isFetching
            ? 'Retrying…'
            : secondsLeft > 0
              ? `Retry (in ${secondsLeft} s)`
              : 'Retry'}
        </button>
      </div>
    </div>
  )
}

/** A 429 the list waits out on its own, retrying when the service allows. */
function RateLimitWait({ error }: { error: ApiError & { retryAt: number } }) {
  const secondsLeft = useCountdown(error.retryAt)
  return (
    <div className="notice notice-info" role="status">
      The service is busy. {secondsLeft > 0 ? `Trying again in ${secondsLeft} s…` : 'Trying again…'}
    </div>
  )
}

/** Everything the list has to say besides its rows: corrections, waits, refusals, failures. */
export function ListMessages({ list }: { list: ListView & ListData & ListNavigation }) {
  const { corrections, failureReason, rejection, error, query } = list
  const refusals = useRecordedRefusals({
    baseUrl: list.baseUrl,
    resourceName: list.resource.name,
    rejection,
    requestQuery: list.requestQuery,
  })
  return (
    <>
      <LinkCorrections corrections={corrections} />
      {isRateLimited(failureReason) && <RateLimitWait error={failureReason} />}
      {rejection && (
        <QueryRejection
          error={rejection}
          query={query}
          refusals={refusals}
          onRemoveSort={list.removeSort}
          onRemoveFilter={(attribute) => list.filterBy(attribute, '')}
        />
      )}
      {error && <ListError list={list} error={error} />}
    </>
  )
}

interface EmptyStateProps {
  list: ListView & ListData & ListNavigation
  /** Where focus goes once a filter is followed or dropped, as the message goes with the view. */
  focusFilter?: (attribute: string) => void
}

export function EmptyState({ list, focusFilter }: EmptyStateProps) {
  const { resource, query } = list
  const plural = resource.title.toLowerCase()
  const filters = Object.entries(query.filters)
  const past = pastTheEnd(query, list.rows.length, list.page?.total)
  const lastPage = past?.lastPage
  if (lastPage !== undefined) {
    const pages = lastPage + 1
    return (
      <div className="empty-state" role="status">
        <p>
          Page {formatCount(query.page + 1)} doesn't exist: this list has {formatCount(pages)}{' '}
          {pages === 1 ? 'page' : 'pages'}.
        </p>
        <button type="button" onClick={() => list.goToPage(lastPage)}>
          Go to the last page
        </button>
      </div>
    )
  }
  if (past) {
    // Without a total the list's length is unknown: only that this page came back empty.
    return (
      <div className="empty-state" role="status">
        <p>Page {formatCount(query.page + 1)} is past the end of the results.</p>
        <button type="button" onClick={() => list.goToPage(0)}>
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
          {filters.map(([attribute, value], index) => (
            <Fragment key={attribute}>
              {index > 0 && ' and '}
              {attribute} = "<MarkedSpaces value={value} />"
              <StraySpacesNote value={value} />
            </Fragment>
          ))}
          .
        </p>
        <FilterOffers
          resource={resource}
          baseUrl={list.baseUrl}
          query={query}
          seenValues={list.seenValues}
          onFilter={(attribute, value) => {
            list.filterBy(attribute, value)
            focusFilter?.(attribute)
          }}
        />
        <button type="button" onClick={list.clearFilters} {...filterHandOff(filters[0]?.[0])}>
          Show all {resource.title.toLowerCase()}
        </button>
      </div>
    )
  }
  return (
    <div className="empty-state" role="status">
      <p>{query.period ? `No ${plural} in this period.` : `There are no ${plural} yet.`}</p>
    </div>
  )
}

function LinkCorrections({ corrections }: { corrections: readonly string[] }) {
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
