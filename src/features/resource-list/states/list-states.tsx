// Rarer list states, loaded on demand: the first view of a list needs none of them.
import { Fragment } from 'react'
import '@/i18n/messages/en/states'
import type { ListData, ListNavigation, ListView } from '@/features/resource-list/use-resource-list'
import { useCountdown } from '@/hooks/use-now'
import { useT } from '@/i18n/use-language'
import type { Correction } from '@/lib/list-query'
import { isRateLimited, type ApiError } from '@/lib/api/api-error'
import { describeFailure } from '@/lib/api/describe-failure'
import type { AttributeUse, Refusal } from '@/lib/api/query-refusal'
import { columnLabel } from '@/lib/columns/column-labels'
import { pastTheEnd } from '@/lib/api/list-rows'
import type { ListQuery } from '@/lib/list-query'
import { aroundElement, elementMark } from '@/lib/view/message-parts'
import { MarkedSpaces, StraySpacesNote } from '@/components/ui/filter-value'
import { filterHandOff } from '@/lib/focus-hand-off'
import { recordNouns } from '../record-nouns'
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
  uses.includes('sort')
    ? uses.includes('filter')
      ? 'states.refusedSortFilter'
      : 'states.refusedSort'
    : 'states.refusedFilter'

/** The service refused a sort or filter: say which in words and offer to take the culprit out. */
function QueryRejection(props: QueryRejectionProps) {
  const { error, refusals, onRemoveSort, onRemoveFilter } = props
  const { sorts, filters } = culprits(props)
  const t = useT()
  return (
    <div className="notice notice-error" role="alert">
      {refusals.length > 0 ? (
        <>
          {refusals.map(({ attribute, uses }) => (
            <p key={attribute}>{t(refusedUses(uses), { column: columnLabel(attribute) })}</p>
          ))}
          <details>
            <summary>{t('states.serviceAnswer')}</summary>
            <p>{error.serviceMessage ?? describeFailure(error, t)}</p>
          </details>
        </>
      ) : (
        <p>{describeFailure(error, t)}</p>
      )}
      <div className="notice-actions">
        {sorts.map((attribute) => (
          <button key={`sort-${attribute}`} type="button" onClick={() => onRemoveSort(attribute)}>
            {t('states.removeSort', { attribute })}
          </button>
        ))}
        {filters.map((attribute) => (
          <button
            key={`filter-${attribute}`}
            type="button"
            onClick={() => onRemoveFilter(attribute)}
            {...filterHandOff(attribute)}
          >
            {t('states.removeFilter', { attribute })}
          </button>
        ))}
      </div>
    </div>
  )
}

function ListError({ list, error }: { list: ListView & ListData & ListNavigation; error: Error }) {
  // After a 429, Retry waits for the moment the service named.
  const secondsLeft = useCountdown(isRateLimited(error) ? error.retryAt : undefined)
  const t = useT()
  return (
    <div className="notice notice-error" role="alert">
      <p>
        {describeFailure(error, t)}
        {!navigator.onLine && ` ${t('states.offline')}`}
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
            ? t('states.retrying')
            : secondsLeft > 0
              ? t('states.retryIn', { seconds: secondsLeft })
              : t('states.retry')}
        </button>
      </div>
    </div>
  )
}

/** A 429 the list waits out on its own, retrying when the service allows. */
function RateLimitWait({ error }: { error: ApiError & { retryAt: number } }) {
  const secondsLeft = useCountdown(error.retryAt)
  const t = useT()
  return (
    <div className="notice notice-info" role="status">
      {secondsLeft > 0 ? t('states.busyIn', { seconds: secondsLeft }) : t('states.busy')}
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
  const t = useT()
  const resources = recordNouns(resource).plural
  const filters = Object.entries(query.filters)
  const past = pastTheEnd(query, list.rows.length, list.page?.total)
  const lastPage = past?.lastPage
  if (lastPage !== undefined) {
    const pages = lastPage + 1
    return (
      <div className="empty-state" role="status">
        <p>{t('states.noPage', { page: query.page + 1, count: pages })}</p>
        <button type="button" onClick={() => list.goToPage(lastPage)}>
          {t('states.lastPage')}
        </button>
      </div>
    )
  }
  if (past) {
    // Without a total the list's length is unknown: only that this page came back empty.
    return (
      <div className="empty-state" role="status">
        <p>{t('states.pastEnd', { page: query.page + 1 })}</p>
        <button type="button" onClick={() => list.goToPage(0)}>
          {t('states.firstPage')}
        </button>
      </div>
    )
  }
  if (filters.length > 0) {
    const [before, after] = aroundElement(t('states.noMatch', { resources, filters: elementMark }))
    return (
      <div className="empty-state" role="status">
        <p>
          {before}
          {filters.map(([attribute, value], index) => (
            <Fragment key={attribute}>
              {index > 0 && t('states.and')}
              {attribute} = "<MarkedSpaces value={value} />"
              <StraySpacesNote value={value} />
            </Fragment>
          ))}
          {after}
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
          {t('states.showAll', { resources })}
        </button>
      </div>
    )
  }
  return (
    <div className="empty-state" role="status">
      <p>
        {query.period
          ? t('states.noneInPeriod', { resources })
          : t('states.noneYet', { resources })}
      </p>
    </div>
  )
}

function LinkCorrections({ corrections }: { corrections: readonly Correction[] }) {
  const t = useT()
  if (corrections.length === 0) return null
  return (
    <div className="notice notice-info" role="status">
      <p>{t('states.corrected')}</p>
      <ul>
        {corrections.slice(0, 8).map(({ key, values }, index) => (
          <li key={index}>{t(key, values as never)}</li>
        ))}
      </ul>
    </div>
  )
}
