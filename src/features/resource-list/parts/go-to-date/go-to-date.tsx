// "Go to date" on lists sorted first by a time column, and on resources with a time attribute of
// their own (bookings): a date, Enter, and the list shows the page that holds that day's first
// record in the current order.
import { useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react'
import type { Translate } from '@/i18n/catalog'
import '@/i18n/messages/en/period'
import { useT } from '@/i18n/use-language'
import { describeFailure } from '@/lib/api/describe-failure'
import { columnLabel } from '@/lib/columns/column-labels'
import type { Nouns } from '@/lib/dates/period-words'
import { dateTimeFormat } from '@/lib/columns/intl-formats'
import { dayKey } from '@/lib/dates/timestamps'
import {
  useListColumnsContext,
  useListDataContext,
  useListMarksContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { recordNouns } from '../record-nouns'
import { useDateSearch, type DateSearchList, type DateSearchState } from './use-date-search'
import { ownValue } from '@/lib/own-value'

/** "20 Nov 2026" for a 'YYYY-MM-DD' day, in the reader's locale. */
function formatDay(day: string): string {
  return dateTimeFormat('date', 'UTC').format(new Date(`${day}T00:00:00Z`))
}

const looking = { previous: 'period.lookingBefore', next: 'period.lookingAfter' } as const
const none = {
  previous: 'period.noneBefore',
  next: 'period.noneAfter',
  beyond: 'period.noneBeyond',
} as const

function describe(state: DateSearchState, { singular, plural }: Nouns, t: Translate): string {
  if (state.step === 'idle') return ''
  const day = formatDay(state.day)
  switch (state.step) {
    case 'searching':
      return t(state.direction ? looking[state.direction] : 'period.looking', { day })
    case 'failed':
      return t('period.goFailed', {
        day,
        message: state.error ? describeFailure(state.error, t) : t('period.searchFailed'),
      })
    case 'landed':
      if (state.page === undefined) return t(none[state.direction ?? 'beyond'], { plural, day })
      if (state.shownDay !== undefined && state.shownDay !== state.day)
        return t('period.nearest', { plural, day, shown: formatDay(state.shownDay) })
      if (!state.found) return t('period.wouldBe', { plural, day })
      return t('period.marked', { day, singular })
  }
}

/** How much of the list a search read: for whoever wonders what it cost (a tooltip), not for the note. */
function pagesRead(state: DateSearchState, t: Translate): string | undefined {
  if (state.step !== 'searching' && state.step !== 'landed') return undefined
  return t('period.pagesRead', { count: state.requests })
}

export function GoToDate({ attribute }: { attribute: string }) {
  const list: DateSearchList = {
    ...useListViewContext(),
    ...useListColumnsContext(),
    ...useListDataContext(),
    ...useListMarksContext(),
  }
  const t = useT()
  const { state, run, cancel } = useDateSearch(list, attribute)
  const [day, setDay] = useState('')
  const inputId = useId()
  const nouns = recordNouns(list.resource)
  // Previous/Next day step from the day asked for, else from the first row on screen.
  const firstRow = list.rows[0]
  const reference =
    day || (firstRow ? dayKey(ownValue(firstRow, attribute), list.timeZone) : undefined)
  const searching = state.step === 'searching'
  // Sorted by something else, the jump says first that it sorts by the time attribute.
  const resorts = list.requestQuery.sorts[0]?.attribute !== attribute

  const go = () => {
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) void run(day)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    go()
  }
  const step = (direction: 'previous' | 'next') => {
    if (!reference || searching) return
    void run(reference, direction).then((shown) => {
      if (shown) setDay(shown)
    })
  }
  // Esc stops a search wherever the focus is (a step button is disabled while it runs).
  useEffect(() => {
    if (!searching) return
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      cancel()
    }
    document.addEventListener('keydown', onEscape, { capture: true })
    return () => document.removeEventListener('keydown', onEscape, { capture: true })
  }, [searching, cancel])
  const onKeyDown = (event: KeyboardEvent) => {
    // Not every browser submits a form on Enter in a date field.
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault()
      go()
    }
  }
  return (
    <form className="go-to-date" onSubmit={submit} onKeyDown={onKeyDown}>
      <label htmlFor={inputId}>{t('list.goToDate')}</label>
      <input
        id={inputId}
        type="date"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        aria-describedby={`${inputId}-status${resorts ? ` ${inputId}-note` : ''}`}
      />
      {/* One step at a time: each starts from the day the last one reached. */}
      {/* While a step runs, its button keeps the focus (aria-disabled), so Enter goes on from there. */}
      <button
        type="button"
        onClick={() => step('previous')}
        disabled={!reference}
        aria-disabled={searching || undefined}
      >
        {t('list.previousDay')}
      </button>
      <button
        type="button"
        onClick={() => step('next')}
        disabled={!reference}
        aria-disabled={searching || undefined}
      >
        {t('list.nextDay')}
      </button>
      {searching && (
        <button type="button" onClick={cancel}>
          {t('period.stop')}
        </button>
      )}
      {resorts && (
        <span id={`${inputId}-note`} className="go-to-date-note">
          {t('period.resorts', { column: columnLabel(attribute) })}
        </span>
      )}
      <span
        id={`${inputId}-status`}
        className="go-to-date-status"
        role="status"
        title={pagesRead(state, t)}
      >
        {searching && <span className="spinner" aria-hidden="true" />}
        {describe(state, nouns, t)}
      </span>
    </form>
  )
}
