// The ways a view too large to group can be narrowed: to today or the last 7 days (a period of
// its time column), to today's departures (a date-only column), or back to one page.
import { presetPeriod, todayIn } from '@/lib/dates/period-words'
import { viewerZone } from '@/lib/dates/period-zone'
import { dateOnlyAttribute } from '@/lib/groups/departures'
import type { Period } from '@/lib/list-period'
import {
  useListColumnsContext,
  useListDataContext,
  useListNavigationContext,
  useListViewContext,
} from '../../controller/list-contexts'
import type { NarrowingOffers } from './grouped-states'

export function useNarrowingOffers(): NarrowingOffers {
  const { resource, query, requestQuery } = useListViewContext()
  const { rows } = useListDataContext()
  const { columns, dateAttribute, timeZone } = useListColumnsContext()
  const navigation = useListNavigationContext()
  const periodAttribute = resource.dayAttribute ?? dateAttribute
  const today = todayIn({ timeZone })
  const zone = viewerZone(timeZone)
  const setPeriod = (period: Period) => {
    if (!periodAttribute) return
    const inOrder = requestQuery.sorts[0]?.attribute === periodAttribute
    const order = inOrder ? undefined : [{ attribute: periodAttribute, direction: 'DESC' as const }]
    navigation.setPeriod(zone === undefined ? period : { ...period, zone }, order)
  }
  const day = dateOnlyAttribute(columns, rows)
  const group = query.group
  return {
    ...(periodAttribute && {
      onlyToday: () => setPeriod(presetPeriod('Today', today)),
      onlyLast7Days: () => setPeriod(presetPeriod('Last 7 days', today)),
    }),
    ...(day &&
      group &&
      query.filters[day] === undefined && {
        departuresToday: () =>
          navigation.showDepartures({ attribute: day, day: today, groupBy: group }),
      }),
    ungroup: () => navigation.groupBy(undefined),
  }
}
