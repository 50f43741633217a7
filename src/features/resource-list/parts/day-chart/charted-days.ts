// Which periods are drawn day by day: two days or more (one day's count is the count line), up
// to a month.
import { periodDays } from '@/lib/dates/count-period-days'
import { daysBetween } from '@/lib/dates/timestamps'
import type { Period } from '@/lib/list-period'

export const maxChartedDays = 31

export type ChartedDays =
  | { kind: 'none' }
  /** An end is open: its days are not all known. */
  | { kind: 'open' }
  | { kind: 'too-long'; days: number }
  | { kind: 'days'; days: string[] }

export function chartedDays(period: Period | undefined): ChartedDays {
  if (!period) return { kind: 'none' }
  const { from, to } = period
  if (from === undefined || to === undefined) return { kind: 'open' }
  const count = daysBetween(from, to) + 1
  if (count < 2) return { kind: 'none' }
  if (count > maxChartedDays) return { kind: 'too-long', days: count }
  return { kind: 'days', days: periodDays(from, to) }
}
