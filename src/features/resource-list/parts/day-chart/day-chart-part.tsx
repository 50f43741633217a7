// The chart of a period's days, on the list page: a period of several days is drawn once its rows
// are shown, its code loaded then; its room is held meanwhile, so the rows do not move.
import { LoadedPart } from '@/components/ui/loaded-part'
import { useT } from '@/i18n/use-language'
import { daysBetween } from '@/lib/dates/timestamps'
import type { Period } from '@/lib/list-period'

const loadDayChart = () => import('./day-chart')

export function DayChartPart({ period }: { period: Period | undefined }) {
  const t = useT()
  if (!period || period.from === period.to) return null
  // A chart's room where one is drawn (2 to 31 days); a longer or open period gets a line.
  const { from, to } = period
  const days = from === undefined || to === undefined ? 0 : daysBetween(from, to) + 1
  const room = days >= 2 && days <= 31 ? 'day-chart-room' : 'day-chart-note-room'
  return (
    <LoadedPart
      load={loadDayChart}
      what={t('list.dayChart')}
      afterFirstPaint
      placeholder={<div className={room} aria-hidden="true" />}
    >
      {({ DayChart }) => <DayChart />}
    </LoadedPart>
  )
}
