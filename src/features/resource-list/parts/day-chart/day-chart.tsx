// A period's records per day, drawn to scale between the period bar and the rows: each day a link
// to that day alone. Counted after the rows are shown (request/read-period-days.ts), cached with
// the period, and counted again when the period's rows move.
import type { CSSProperties } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from 'react-router-dom'
import '@/i18n/messages/en/period'
import { useT } from '@/i18n/use-language'
import { currentLocale } from '@/i18n/language'
import { describeFailure } from '@/lib/api/describe-failure'
import { cached } from '@/lib/columns/intl-formats'
import { periodDayZone } from '@/lib/dates/period-zone'
import { serializeListQuery, type ListQuery } from '@/lib/list-query'
import {
  useListColumnsContext,
  useListDataContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { listKeys } from '../../request/list-keys'
import { readPeriodDays } from '../../request/read-period-days'
import { periodViewOf } from '../../request/period-view'
import { recordCount } from '../../view-model/list-page-view'
import { recordNouns } from '../record-nouns'
import { chartedDays } from './charted-days'

export function DayChart() {
  const t = useT()
  const { resource, baseUrl, query } = useListViewContext()
  const { periodBounds: bounds } = useListDataContext()
  const { timeZone } = useListColumnsContext()
  const queryClient = useQueryClient()
  const view = periodViewOf(resource, query)
  const charted = chartedDays(query.period)
  const zone = periodDayZone(query.period?.zone, timeZone)
  const nouns = recordNouns(resource)
  // The key names the list, the period, its zone and where its rows lie; the client is no part.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const counted = useQuery({
    queryKey: listKeys.periodDays({
      resource: resource.name,
      baseUrl,
      list: { filters: query.filters, sorts: view?.sorts ?? [] },
      period: query.period ?? {},
      timeZone: zone.timeZone,
      bounds: bounds ?? { start: 0, end: 0 },
    }),
    queryFn: ({ signal }) =>
      readPeriodDays({ queryClient, resource, baseUrl, query, signal, ...zone, bounds: bounds! }),
    enabled: charted.kind === 'days' && bounds !== undefined && view !== undefined,
  })

  if (charted.kind === 'none') return null
  if (charted.kind !== 'days')
    return (
      <p className="day-chart-note muted">
        {charted.kind === 'too-long'
          ? t('period.chartTooLong', { days: charted.days })
          : t('period.chartOpen')}
      </p>
    )
  const title = t(query.period?.zone ? 'period.perDayIn' : 'period.perDay', {
    title: resource.title,
    zone: query.period?.zone ?? '',
  })
  if (counted.isError)
    return (
      <p className="day-chart-note" role="alert">
        {t('period.chartFailed', { plural: nouns.plural, reason: describeFailure(counted.error) })}{' '}
        <button type="button" onClick={() => void counted.refetch()}>
          {t('period.chartRetry')}
        </button>
      </p>
    )
  const days = counted.data?.days ?? charted.days.map((day) => ({ day, count: undefined }))
  const most = Math.max(1, ...days.map(({ count }) => count ?? 0))
  return (
    <figure
      className={days.length > 14 ? 'day-chart day-chart-many' : 'day-chart'}
      aria-label={title}
      aria-busy={!counted.data || undefined}
    >
      <figcaption className="muted">
        {title}
        {counted.data ? ` · ${t('period.mostADay', { count: most })}` : ''}
        {!counted.data && (
          <span className="visually-hidden">{t('period.counting', { plural: nouns.plural })}</span>
        )}
      </figcaption>
      <ol className="day-chart-days" style={{ '--days': days.length } as CSSProperties}>
        {days.map(({ day, count }, index) => (
          <li key={day} className={index % 2 === 1 ? 'day-chart-minor' : undefined}>
            <DayLink query={query} resourceName={resource.name} day={day} count={count} most={most}>
              {count === undefined
                ? undefined
                : t('period.dayCount', {
                    day: dayLabel(day),
                    records: recordCount(resource, count),
                  })}
            </DayLink>
          </li>
        ))}
      </ol>
    </figure>
  )
}

interface DayLinkProps {
  query: ListQuery
  resourceName: string
  day: string
  count: number | undefined
  most: number
  /** The link's name once its count is known. */
  children: string | undefined
}

function DayLink({ query, resourceName, day, count, most, children: name }: DayLinkProps) {
  const dayQuery: ListQuery = { ...query, page: 0, period: { ...query.period, from: day, to: day } }
  const share = count === undefined ? 0 : count / most
  return (
    <Link
      to={`/${resourceName}?${serializeListQuery(dayQuery)}`}
      aria-label={name ?? dayLabel(day)}
      className="day-chart-day"
    >
      <span className="day-chart-count" aria-hidden="true">
        {count ?? ''}
      </span>
      <span className="day-chart-track" aria-hidden="true">
        <span
          className="day-chart-bar"
          data-empty={count === 0 || undefined}
          style={{ blockSize: `${(share * 100).toFixed(1)}%` }}
        />
      </span>
      <span className="day-chart-label" aria-hidden="true">
        {Number(day.slice(8))}
      </span>
    </Link>
  )
}

/** "Tue 24 Nov" in the language in force (the day itself, whatever the zone). */
function dayLabel(day: string): string {
  const locale = currentLocale()
  return cached(
    `chart-day:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }),
  ).format(new Date(`${day}T00:00:00Z`))
}
