// The period bar, on every list with a time column: "Today", "Yesterday", "Last 7 days", "From" /
// "To", and while a period is set "Previous day", "Next day" and "Clear period", with the period's
// count in words. A period lists only the records of its days; "Go to date" (hidden meanwhile)
// jumps to a day within the whole list. Buttons stay focusable while the period is being found
// (aria-disabled), so focus never falls to the page. A period set here holds the viewer's zone
// (`tz`); one whose link holds another zone says so, with a way to read its days in one's own.
import { useEffect, useRef, useState } from 'react'
import '@/i18n/messages/en/period'
import { useT } from '@/i18n/use-language'
import {
  useListColumnsContext,
  useListDataContext,
  useListNavigationContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { currentPage } from '../../controller/list-status'
import { useToday } from './use-today'
import type {
  ListColumns,
  ListData,
  ListNavigation,
  ListView,
} from '../../controller/use-resource-list'
import {
  describePeriod,
  describePeriodCount,
  periodPresets,
  presetPeriod,
  type PeriodPreset,
} from '@/lib/dates/period-words'
import { formatDateTime } from '@/lib/dates/format-time'
import { periodDayZone, sameZone, viewerZone } from '@/lib/dates/period-zone'
import { periodSpanIn } from '@/lib/dates/zone-days'
import { reachesToday, type Period } from '@/lib/list-period'
import type { SortKey } from '@/lib/list-query'
import { recordNouns } from '../record-nouns'
import { PeriodRange } from './period-range'

/** What the period bar needs of the list controller. */
export type PeriodBarList = Pick<ListView, 'resource' | 'query' | 'requestQuery'> &
  Pick<ListData, 'status' | 'isFetching'> &
  Pick<ListColumns, 'timeZone'> &
  Pick<ListNavigation, 'setPeriod' | 'clearPeriod' | 'shiftPeriod'>

const presetNames = {
  Today: 'period.today',
  Yesterday: 'period.yesterday',
  'Last 7 days': 'period.last7Days',
} as const satisfies Record<PeriodPreset, string>

const samePeriod = (left: Period | undefined, right: Period | undefined) =>
  left?.from === right?.from && left?.to === right?.to

interface PendingPeriod {
  period: Period
  swapped: boolean
  /** The period shown when it was typed: if that changes meanwhile (Back, a link), it is dropped. */
  shownWhenTyped: Period | undefined
}

export function PeriodBar({ attribute }: { attribute: string }) {
  const list: PeriodBarList = {
    ...useListViewContext(),
    ...useListDataContext(),
    ...useListColumnsContext(),
    ...useListNavigationContext(),
  }
  const t = useT()
  const { query, resource, timeZone } = list
  const { period } = query
  const fromInput = useRef<HTMLInputElement>(null)
  // "Clear period" goes with the period: focus moves to "From", once it is the cleared one.
  const focusFrom = useRef(false)
  useEffect(() => {
    if (!focusFrom.current || period) return
    focusFrom.current = false
    fromInput.current?.focus()
  })
  // Today where the viewer reads days (the presets' days), and where the period's days are read.
  const today = useToday({ timeZone })
  const daysZone = periodDayZone(period?.zone, timeZone)
  const periodToday = useToday(daysZone)
  const ownZone = viewerZone(timeZone)
  const otherZone =
    period?.zone !== undefined && (ownZone === undefined || !sameZone(period.zone, ownZone))
      ? period.zone
      : undefined
  const nouns = recordNouns(resource)
  // What a period is, beside what Go to date is, so staff know which to use.
  const help = t('period.help', { plural: nouns.plural })
  const current = currentPage(list.status)
  const busy = period !== undefined && list.isFetching && !current
  const count = period !== undefined ? current?.total : undefined
  // A period lists in its time order: the list's when it is by that attribute, else newest first
  // (written to the URL, so the headers say so).
  const inOrder = list.requestQuery.sorts[0]?.attribute === attribute
  const order: SortKey[] | undefined = inOrder ? undefined : [{ attribute, direction: 'DESC' }]
  // Ends typed the wrong way round are applied swapped: said beside the count while it is shown.
  const [swapped, setSwapped] = useState<Period>()
  const apply = (next: Period, typedSwapped = false) => {
    setSwapped(typedSwapped ? next : undefined)
    if (next.from === undefined && next.to === undefined) list.clearPeriod()
    else list.setPeriod(ownZone === undefined ? next : { ...next, zone: ownZone }, order)
  }
  const applyPreset = (next: Period) => {
    if (!busy) apply(next)
  }
  // One search at a time, and typing is never lost: From/To entered while a period is being found
  // wait for it, then apply.
  const pending = useRef<PendingPeriod>(undefined)
  const applyTyped = (typed: Period, typedSwapped: boolean) => {
    if (busy) pending.current = { period: typed, swapped: typedSwapped, shownWhenTyped: period }
    else apply(typed, typedSwapped)
  }
  useEffect(() => {
    const typed = pending.current
    if (busy || !typed) return
    pending.current = undefined
    if (samePeriod(typed.shownWhenTyped, period)) apply(typed.period, typed.swapped)
  })
  const atToday = period !== undefined && reachesToday(period, periodToday)
  const step = (days: number) => {
    if (!busy && !(days > 0 && atToday)) list.shiftPeriod(days)
  }

  return (
    <div className="period-bar" role="group" aria-label={t('period.period')} title={help}>
      <span className="period-presets">
        {periodPresets.map((preset) => {
          const presetDays = presetPeriod(preset, today)
          return (
            <button
              key={preset}
              type="button"
              aria-pressed={samePeriod(period, presetDays) && otherZone === undefined}
              aria-disabled={busy || undefined}
              onClick={() => applyPreset(presetDays)}
            >
              {t(presetNames[preset])}
            </button>
          )
        })}
      </span>
      <PeriodRange period={period} onApply={applyTyped} fromInput={fromInput} />
      {period && (
        <span className="period-steps">
          <button type="button" aria-disabled={busy || undefined} onClick={() => step(-1)}>
            {t('list.previousDay')}
          </button>
          <button
            type="button"
            aria-disabled={busy || atToday || undefined}
            title={atToday ? t('period.reachesToday') : undefined}
            onClick={() => step(1)}
          >
            {t('list.nextDay')}
          </button>
          <button
            type="button"
            onClick={() => {
              focusFrom.current = true
              list.clearPeriod()
            }}
          >
            {t('period.clear')}
          </button>
        </span>
      )}
      {period && otherZone !== undefined && (
        <PeriodZone
          period={period}
          zone={otherZone}
          ownZone={ownZone}
          timeZone={timeZone}
          today={today}
          onOwnZone={(zone) => {
            if (!busy) list.setPeriod({ ...period, zone })
          }}
          busy={busy}
        />
      )}
      <span className="period-status" role="status">
        {busy && <span className="spinner" aria-hidden="true" />}
        {period === undefined
          ? ''
          : count !== undefined
            ? describePeriodCount(count, period, nouns, { today: periodToday })
            : busy
              ? t('period.finding', {
                  plural: nouns.plural,
                  days: describePeriod(period, { today: periodToday }),
                })
              : ''}
        {swapped && samePeriod(period, swapped) && (
          <span className="period-note muted">{t('period.swapped')}</span>
        )}
      </span>
      <p className="period-help muted">
        {period === undefined ? help : t('period.clearHelp', { plural: nouns.plural })}
      </p>
    </div>
  )
}

interface PeriodZoneProps {
  period: Period
  /** The zone of the period's days, another than the viewer's. */
  zone: string
  ownZone: string | undefined
  timeZone: PeriodBarList['timeZone']
  /** The viewer's today: the time says its year only when another. */
  today: string
  onOwnZone: (zone: string) => void
  busy: boolean
}

/** "Days in Europe/Athens, from 26 Nov, 23:00 your time", and the button to read them in one's own. */
function PeriodZone(props: PeriodZoneProps) {
  const { period, zone, ownZone, timeZone, today, onOwnZone, busy } = props
  const t = useT()
  const { start } = periodSpanIn(period, zone)
  const time =
    start === undefined
      ? undefined
      : formatDateTime(new Date(start), {
          timeZone,
          relativeTo: Date.parse(`${today}T12:00:00Z`),
        })
  return (
    <span className="period-zone">
      <span>
        {time === undefined ? t('period.daysIn', { zone }) : t('period.daysInFrom', { zone, time })}
      </span>{' '}
      {ownZone !== undefined && (
        <button type="button" aria-disabled={busy || undefined} onClick={() => onOwnZone(ownZone)}>
          {t('period.ownZone', { zone: ownZone })}
        </button>
      )}
    </span>
  )
}
