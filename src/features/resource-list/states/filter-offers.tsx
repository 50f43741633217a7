// When filters find nothing: for each, the seen values that differ from it only in case, spacing or
// accents ("TRANSFER" for "transfer"), each a button that filters by it; where none is close, a
// button that drops the filter. With nothing seen of an attribute yet, one sample page of the list
// without that filter (and through the one request builder) shows what its values look like. A
// value with nothing close seen is also asked for as services commonly write it ("Lisbon" for
// "lisbon"): one record each, whose values then count as seen.
import { useEffect, useId } from 'react'
import '@/i18n/messages/en/states'
import { useQueries, useQuery } from '@tanstack/react-query'
import { MarkedSpaces } from '@/components/ui/filter-value'
import { useSeenValuesVersion, type SeenValuesSource } from '@/hooks/use-seen-values'
import { useT } from '@/i18n/use-language'
import { caseVariants, closeValues } from '@/lib/filters/close-values'
import { maxPageSize, serializeListQuery, type ListQuery } from '@/lib/list-query'
import { withFilter } from '@/lib/list-transitions'
import { aroundElement, elementMark } from '@/lib/view/message-parts'
import { columnLabel } from '@/lib/columns/column-labels'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { ResourceConfig } from '@/resources'
import { listRequestOptions } from '../list-request'

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
  const sampleSearch =
    unseen === undefined
      ? undefined
      : serializeListQuery({ ...withFilter(query, unseen, ''), size: maxPageSize })
  const sample = useQuery({
    ...listRequestOptions(resource, sampleSearch ?? '', baseUrl),
    enabled: sampleSearch !== undefined && seenValues !== undefined,
  })
  const sampleRows = sampleSearch === undefined ? undefined : sample.data?.rows
  useEffect(() => {
    if (seenValues && sampleRows) seenValues.store.record(seenValues.scope, sampleRows)
  }, [seenValues, sampleRows])
  const sampling = sampleSearch !== undefined && sample.isFetching

  const closeTo = (attribute: string, value: string) =>
    closeValues(value, columnOf(attribute)?.values ?? [])
  const variants = filters.flatMap(([attribute, value]) =>
    closeTo(attribute, value).length > 0
      ? []
      : caseVariants(value).map((variant) => ({
          attribute,
          search: serializeListQuery({
            ...withFilter(query, attribute, variant),
            page: 0,
            size: 1,
          }),
        })),
  )
  const answers = useQueries({
    queries: variants.map(({ search }) => ({
      ...listRequestOptions(resource, search, baseUrl),
      enabled: seenValues !== undefined,
    })),
  })
  // The records found, as a key: the answers are new objects each render.
  const found = JSON.stringify(answers.flatMap((answer) => answer.data?.rows ?? []))
  useEffect(() => {
    const rows = JSON.parse(found) as ListRecord[]
    if (seenValues && rows.length > 0) seenValues.store.record(seenValues.scope, rows)
  }, [seenValues, found])
  const asking = new Set(
    variants.filter((_, index) => answers[index]?.isFetching).map((variant) => variant.attribute),
  )

  return (
    <div className="filter-offers">
      {filters.map(([attribute, value]) => (
        <FilterOffer
          key={attribute}
          attribute={attribute}
          value={value}
          close={closeTo(attribute, value)}
          looking={(sampling && attribute === unseen) || asking.has(attribute)}
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
