// The chart of a period's days, on the list page: a period of several days is drawn once its rows
// are shown, its code loaded then; its room is held meanwhile, so the rows do not move.
import { LoadedPart } from '@/components/ui/loaded-part'
import { useT } from '@/i18n/use-language'
import type { Period } from '@/lib/list-period'

const loadDayChart = () => import('./day-chart')

export function DayChartPart({ period }: { period: Period | undefined }) {
  const t = useT()
  if (!period || period.from === period.to) return null
  return (
    <LoadedPart
      load={loadDayChart}
      what={t('list.dayChart')}
      afterFirstPaint
      placeholder={<div className="day-chart-room" aria-hidden="true" />}
    >
      {({ DayChart }) => <DayChart />}
    </LoadedPart>
  )
}
