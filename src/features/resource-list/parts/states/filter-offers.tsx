// When filters find nothing: for each, the seen values that differ from it only in case, spacing or
// accents ("TRANSFER" for "transfer"), each a button that filters by it; where none is close, a
// button that drops the filter. With nothing seen of an attribute yet, one sample page of the list
// without that filter (and through the one request builder) shows what its values look like. A
// value with nothing close seen is also asked for as services commonly write it ("Lisbon" for
// "lisbon"): one record each, and a variant that has some is offered.
import { useEffect, useId } from 'react'
import '@/i18n/messages/en/states'
import { useQueries, useQuery } from '@tanstack/react-query'
import { MarkedSpaces } from '@/components/ui/filter-value'
import { useSeenValuesVersion, type SeenValuesSource } from '@/hooks/use-seen-values'
import { useT } from '@/i18n/use-language'
import { caseVariants, closeValues } from '@/lib/filters/close-values'
import { createListQuery, maxPageSize, type ListQuery } from '@/lib/list-query'
import { withFilter } from '@/lib/list-transitions'
import { aroundElement, elementMark } from '@/lib/view/message-parts'
import { columnLabel } from '@/lib/columns/column-labels'
import type { ResourceConfig } from '@/resources'
import { listRequestOptions } from '../../request/list-request'

interface FilterOffersProps {
  resource: ResourceConfig
  baseUrl: string
  query: ListQuery
  seenValues: SeenValuesSource | undefined
  /** Filters by `value` (an empty one drops the filter). */
  onFilter: (attribute: string, value: string) => void
}

export function FilterOffers({
  resource,
  baseUrl,
  query,
  seenValues,
  onFilter,
}: FilterOffersProps) {
  useSeenValuesVersion(seenValues)
  const columnOf = (attribute: string) => seenValues?.store.column(seenValues.scope, attribute)
  const filters = Object.entries(query.filters)
  const unseen = filters.find(([attribute]) => !columnOf(attribute))?.[0]
  const sampleQuery =
    unseen === undefined ? undefined : { ...withFilter(query, unseen, ''), size: maxPageSize }
  const sample = useQuery({
    ...listRequestOptions({ resource, baseUrl, query: sampleQuery ?? createListQuery() }),
    enabled: sampleQuery !== undefined && seenValues !== undefined,
  })
  const sampleRows = sampleQuery === undefined ? undefined : sample.data?.rows
  useEffect(() => {
    if (seenValues && sampleRows) seenValues.store.record(seenValues.scope, sampleRows)
  }, [seenValues, sampleRows])
  const sampling = sampleQuery !== undefined && sample.isFetching

  // Each filter's close seen values, worked out once: they decide what is asked for and offered.
  const close = new Map(
    filters.map(([attribute, value]) => [
      attribute,
      closeValues(value, columnOf(attribute)?.values ?? []),
    ]),
  )
  // A value of a column seen in part, none of whose values is close, is asked for alone (what the
  // other filters do doesn't say how it is written), once per spelling: a change to another
  // filter asks nothing again. Not in a period: a value found in the list may have no records
  // in its days.
  const asked = query.period
    ? []
    : filters.filter(([attribute, value]) => {
        const column = columnOf(attribute)
        return (
          column !== undefined &&
          !column.few &&
          !column.values.includes(value) &&
          close.get(attribute)?.length === 0
        )
      })
  const variants = asked.flatMap(([attribute, value]) =>
    caseVariants(value).map((variant) => ({
      attribute,
      variant,
      query: createListQuery({ filters: { [attribute]: variant }, size: 1 }),
    })),
  )
  const answers = useQueries({
    queries: variants.map(({ query: asked }) => ({
      ...listRequestOptions({ resource, baseUrl, query: asked }),
      enabled: seenValues !== undefined,
    })),
  })
  // A variant with records is a value the service holds, whatever the seen values can keep.
  const found = (attribute: string) =>
    variants.flatMap((probe, index) =>
      probe.attribute === attribute && (answers[index]?.data?.rows.length ?? 0) > 0
        ? [probe.variant]
        : [],
    )
  const asking = (attribute: string) =>
    variants.some((probe, index) => probe.attribute === attribute && answers[index]?.isFetching)
  const offers = (attribute: string) => [...(close.get(attribute) ?? []), ...found(attribute)]

  return (
    <div className="filter-offers">
      {filters.map(([attribute, value]) => (
        <FilterOffer
          key={attribute}
          attribute={attribute}
          value={value}
          close={offers(attribute)}
          looking={(sampling && attribute === unseen) || asking(attribute)}
          onFilter={onFilter}
        />
      ))}
    </div>
  )
}

interface FilterOfferProps {
  attribute: string
  value: string
  close: readonly string[]
  looking: boolean
  onFilter: (attribute: string, value: string) => void
}

function FilterOffer({ attribute, value, close, looking, onFilter }: FilterOfferProps) {
  const labelId = useId()
  const t = useT()
  const column = columnLabel(attribute)
  // The value in the sentence, quoted, its stray spaces marked.
  const withValue = (text: string) => {
    const [before, after] = aroundElement(text)
    return (
      <>
        {before}"<MarkedSpaces value={value} />"{after}
      </>
    )
  }
  if (looking) {
    return <p>{withValue(t('states.looking', { attribute: column, value: elementMark }))}</p>
  }
  if (close.length === 0) {
    return (
      <p>
        {withValue(t('states.noneClose', { attribute: column, value: elementMark }))}{' '}
        <button type="button" onClick={() => onFilter(attribute, '')}>
          {t('states.removeFilter', { attribute: column })}
        </button>
      </p>
    )
  }
  return (
    <div className="filter-offer" role="group" aria-labelledby={labelId}>
      <span id={labelId}>{t('states.didYouMean', { attribute: column })}</span>
      {close.map((value) => (
        <button key={value} type="button" onClick={() => onFilter(attribute, value)}>
          <MarkedSpaces value={value} />
        </button>
      ))}
    </div>
  )
}
