// A day's departures, on a list with a date-only column (a booking's travelDate): Today, Tomorrow
// and a day of one's choice each open that day's records grouped by what travels, the manifest
// (`filters[travelDate]=<day>&group=productName`). Links, since each opens a view of its own.
import '@/i18n/messages/en/groups'
import { useState, type MouseEvent } from 'react'
import { useT } from '@/i18n/use-language'
import { todayIn } from '@/lib/dates/period-words'
import { dateOnlyAttribute, departureGroupAttribute } from '@/lib/groups/departures'
import { addDays, isPeriodDay } from '@/lib/list-period'
import { serializeListQuery } from '@/lib/list-query'
import { nextListQuery } from '@/lib/list-transitions'
import {
  useListColumnsContext,
  useListDataContext,
  useListNavigationContext,
  useListViewContext,
} from '../../controller/list-contexts'

export function DeparturesBar() {
  const t = useT()
  const { resource, query } = useListViewContext()
  const { rows } = useListDataContext()
  const { columns, timeZone } = useListColumnsContext()
  const navigation = useListNavigationContext()
  const [typed, setTyped] = useState('')
  const dayAttribute = dateOnlyAttribute(columns, rows)
  const groupAttribute = dayAttribute && departureGroupAttribute(columns, rows, dayAttribute)
  // Found on rows, and kept for the resource: a day with no departures still offers the others.
  const [found, setFound] = useState<{ resource: string; attribute: string; groupBy: string }>()
  if (
    dayAttribute &&
    groupAttribute &&
    (found?.resource !== resource.name ||
      found.attribute !== dayAttribute ||
      found.groupBy !== groupAttribute)
  )
    setFound({ resource: resource.name, attribute: dayAttribute, groupBy: groupAttribute })
  const kept = found?.resource === resource.name ? found : undefined
  const attribute = dayAttribute ?? kept?.attribute
  const groupBy = groupAttribute ?? kept?.groupBy
  if (!attribute || !groupBy) return null
  const today = todayIn({ timeZone })
  const departures = (day: string) => ({ attribute, day, groupBy })
  const href = (day: string) =>
    `/${resource.name}?${serializeListQuery(nextListQuery(query, { type: 'departures', ...departures(day) }))}`
  const open = (day: string) => (event: MouseEvent) => {
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    navigation.showDepartures(departures(day))
  }
  const shown = query.group === groupBy ? query.filters[attribute] : undefined
  const showTyped = () => {
    if (isPeriodDay(typed)) navigation.showDepartures(departures(typed))
  }
  return (
    <div className="departures" role="group" aria-label={t('groups.departures')}>
      <span className="departures-title">{t('groups.departures')}</span>
      {[
        [today, t('groups.today'), t('groups.departuresToday')],
        [addDays(today, 1), t('groups.tomorrow'), t('groups.departuresTomorrow')],
      ].map(([day, text, name]) => (
        <a
          key={day}
          className="button-link"
          href={href(day!)}
          aria-label={name}
          aria-current={shown === day ? 'page' : undefined}
          onClick={open(day!)}
        >
          {text}
        </a>
      ))}
      <label className="departures-day">
        {t('groups.departuresOn')}
        <input
          type="date"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') showTyped()
          }}
        />
      </label>
      <button type="button" onClick={showTyped}>
        {t('groups.show')}
      </button>
    </div>
  )
}
