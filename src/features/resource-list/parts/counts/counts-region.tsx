// The region "Counts": each value of the column `counts=` names, as its cells show it, a link to
// the view filtered by it, named with its count ("Pending 12"); "Other" for the records of none
// of them. It loads after the rows, and its counts are asked for once they are shown.
import '@/i18n/messages/en/counts'
import type { MouseEvent } from 'react'
import { useSeenValuesVersion } from '@/hooks/use-seen-values'
import { useT } from '@/i18n/use-language'
import { describeFailure } from '@/lib/api/describe-failure'
import { columnLabel } from '@/lib/columns/column-labels'
import { columnFormatOptions, readColumnValue, type ColumnSpec } from '@/lib/columns/columns'
import { formatValue } from '@/lib/columns/format-value'
import {
  countabilityOf,
  countedValues,
  maxCountedValues,
  type Countability,
} from '@/lib/counts/countable-columns'
import type { Count } from '@/lib/counts/value-counts'
import { serializeListQuery } from '@/lib/list-query'
import { withFilter } from '@/lib/list-transitions'
import {
  useListColumnsContext,
  useListDataContext,
  useListNavigationContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { useRefusedCounts } from './refused-counts'
import { useSortedSamples } from './use-sorted-samples'
import { useValueCounts } from './use-value-counts'

export function CountsRegion({ attribute }: { attribute: string }) {
  const t = useT()
  const { resource, seenValues, query } = useListViewContext()
  const { columns } = useListColumnsContext()
  const { status } = useListDataContext()
  const { showCounts } = useListNavigationContext()
  useSeenValuesVersion(seenValues)
  const refused = useRefusedCounts(resource.name)(attribute)
  const shown = status.kind === 'current'
  const column = columns.find(
    (spec): spec is ColumnSpec & { attribute: string } => spec.attribute === attribute,
  )
  const label = column ? columnLabel(column.id) : attribute
  const seen = seenValues?.store.column(seenValues.scope, attribute)
  const countability = countabilityOf(column, seen)
  const { sampling, values: sampled } = useSortedSamples(
    attribute,
    column !== undefined && !refused,
    !column?.refused?.includes('sort'),
  )

  const note = refused
    ? t('counts.refused', { column: label })
    : shown || countability.kind === 'countable'
      ? noteOf(countability, label, attribute, t)
      : undefined
  return (
    <section className="counts" aria-label={t('counts.region')}>
      <h2 className="counts-heading">{t('counts.heading', { column: label })}</h2>
      {countability.kind === 'countable' && !refused && column ? (
        <CountLinks
          column={column}
          label={label}
          sampling={sampling}
          values={countedValues([...countability.values, ...sampled], query.filters[attribute])}
        />
      ) : (
        <p className="counts-note" role="status">
          {note ?? t('counts.readingValues', { column: label })}
        </p>
      )}
      <button
        type="button"
        className="link-button counts-hide"
        onClick={() => showCounts(undefined)}
      >
        {t('counts.hide')}
      </button>
    </section>
  )
}

function noteOf(
  countability: Countability,
  label: string,
  attribute: string,
  t: ReturnType<typeof useT>,
): string | undefined {
  switch (countability.kind) {
    case 'no-column':
      return t('counts.noColumn', { attribute })
    case 'not-filterable':
      return t('counts.notFilterable', { column: label })
    case 'too-many-values':
      return t('counts.tooMany', {
        column: label,
        count: countability.count,
        max: maxCountedValues,
      })
    case 'varied':
      return t('counts.varied', { column: label })
    default:
      return undefined
  }
}

interface CountLinksProps {
  column: ColumnSpec & { attribute: string }
  label: string
  /** Values may still be found (the list is busy until they and their counts are in). */
  sampling: boolean
  values: readonly string[]
}

function CountLinks({ column, label, sampling, values }: CountLinksProps) {
  const t = useT()
  const { attribute } = column
  const { resource, query } = useListViewContext()
  const { rows } = useListDataContext()
  const { filterBy } = useListNavigationContext()
  const { counts, other, failure, counting, retry } = useValueCounts(attribute, values)
  const options = columnFormatOptions(column)
  const figure = ({ count, atLeast }: Count) =>
    t(atLeast ? 'counts.figureAtLeast' : 'counts.figure', { count })
  // A value as its cells show it: formatted from a record's own value (a number, a boolean), where
  // one on the page holds it.
  const shownAs = (value: string) => {
    const record = rows.find((row) => String(readColumnValue(row, column.id)) === value)
    return formatValue(record ? readColumnValue(record, column.id) : value, options)
  }
  const follow = (event: MouseEvent<HTMLAnchorElement>, value: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return
    event.preventDefault()
    filterBy(attribute, value)
  }
  return (
    <>
      <ul className="counts-list" aria-busy={sampling || counting}>
        {values.map((value, index) => {
          const formatted = shownAs(value)
          const count = counts[index]
          const current = query.filters[attribute] === value
          const search = serializeListQuery(withFilter(query, attribute, value))
          const name = !count
            ? t('counts.counting', { value: formatted.text })
            : t(count.atLeast ? 'counts.valueAtLeast' : 'counts.value', {
                value: formatted.text,
                count: count.count,
              })
          return (
            <li key={value}>
              <a
                href={`/${resource.name}${search ? `?${search}` : ''}`}
                className="counts-link"
                aria-label={name}
                aria-current={current ? 'true' : undefined}
                title={count?.atLeast ? t('counts.atLeast', { count: count.count }) : undefined}
                onClick={(event) => follow(event, value)}
              >
                {current && (
                  <span className="counts-mark" aria-hidden="true">
                    ✓
                  </span>
                )}
                <span
                  className={formatted.kind === 'status' ? 'badge' : 'counts-value'}
                  data-tone={formatted.tone}
                >
                  {formatted.text}
                </span>
                <span className="counts-figure" aria-hidden="true">
                  {count ? figure(count) : '…'}
                </span>
              </a>
            </li>
          )
        })}
        {other !== undefined && (
          <li className="counts-other" title={t('counts.otherHelp', { column: label })}>
            <span className="counts-value">{t('counts.other')}</span>{' '}
            <span className="counts-figure">{figure({ count: other, atLeast: false })}</span>
          </li>
        )}
      </ul>
      {failure && (
        <p className="counts-note" role="alert">
          {t('counts.failed', { message: describeFailure(failure, t) })}{' '}
          <button type="button" onClick={retry}>
            {t('counts.retry')}
          </button>
        </p>
      )}
    </>
  )
}
