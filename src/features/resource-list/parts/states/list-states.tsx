// Rarer list states, loaded on demand: the first view of a list needs none of them. Its two parts
// are what the list has to say besides its rows, and why a page that loaded has no rows.
import { Fragment } from 'react'
import '@/i18n/messages/en/states'
import { useT } from '@/i18n/use-language'
import { isRateLimited } from '@/lib/api/api-error'
import { pastTheEnd } from '@/lib/api/list-rows'
import { aroundElement, elementMark } from '@/lib/view/message-parts'
import { columnLabel } from '@/lib/columns/column-labels'
import { MarkedSpaces, StraySpacesNote } from '@/components/ui/filter-value'
import { filterHandOff } from '@/lib/focus-hand-off'
import {
  useListDataContext,
  useListNavigationContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { recordNouns } from '../record-nouns'
import { FilterOffers } from './filter-offers'
import { LinkCorrections } from './link-corrections'
import { ListError, RateLimitWait } from './list-error'
import { QueryRejection } from './query-rejection'
import { useRecordedRefusals } from './use-recorded-refusals'

/** Everything the list has to say besides its rows: corrections, waits, refusals, failures. */
export function ListMessages() {
  const list = {
    ...useListViewContext(),
    ...useListDataContext(),
    ...useListNavigationContext(),
  }
  const { corrections, failureReason, status, query } = list
  const rejection = status.kind === 'refused' ? status.rejection : undefined
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
      {status.kind === 'failed' && (
        <ListError error={status.error} isFetching={list.isFetching} retry={list.retry} />
      )}
    </>
  )
}

interface EmptyStateProps {
  /** Where focus goes once a filter is followed or dropped, as the message goes with the view. */
  focusFilter?: (attribute: string) => void
}

export function EmptyState({ focusFilter }: EmptyStateProps) {
  const list = {
    ...useListViewContext(),
    ...useListDataContext(),
    ...useListNavigationContext(),
  }
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
              {columnLabel(attribute)} = "<MarkedSpaces value={value} />"
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
          {t(query.period ? 'states.showAllInPeriod' : 'states.showAll', { resources })}
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
