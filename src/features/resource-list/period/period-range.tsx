// "From" and "To": a period of any days, either end optional; Enter in either (or "Show period")
// applies both, and the field keeps the focus. The inputs follow the URL's period as it changes.
import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react'
import '@/i18n/messages/en/period'
import { useT } from '@/i18n/use-language'
import type { Period } from '@/lib/list-period'

interface PeriodRangeProps {
  period: Period | undefined
  /** Both ends, as entered; with neither, the period is cleared. */
  onApply: (period: Period) => void
  busy: boolean
  fromInput: RefObject<HTMLInputElement | null>
}

export function PeriodRange({ period, onApply, busy, fromInput }: PeriodRangeProps) {
  const t = useT()
  const [from, setFrom] = useState(period?.from ?? '')
  const [to, setTo] = useState(period?.to ?? '')
  const [shown, setShown] = useState(period)
  // Ends typed the wrong way round are applied swapped, and the note says so until the next edit.
  const [swapped, setSwapped] = useState(false)
  if (shown?.from !== period?.from || shown?.to !== period?.to) {
    setShown(period)
    setFrom(period?.from ?? '')
    setTo(period?.to ?? '')
  }
  const id = useId()
  const apply = () => {
    if (busy) return
    const reversed = from !== '' && to !== '' && from > to
    setSwapped(reversed)
    const [start, end] = reversed ? [to, from] : [from, to]
    onApply({ ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) })
  }
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value)
    setSwapped(false)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply()
  }
  // Not every browser submits a form on Enter in a date field.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault()
      apply()
    }
  }
  return (
    <form className="period-range" onSubmit={submit} onKeyDown={onKeyDown}>
      <span className="period-field">
        <label htmlFor={`${id}-from`}>{t('period.from')}</label>
        <input
          ref={fromInput}
          id={`${id}-from`}
          type="date"
          value={from}
          onChange={(event) => edit(setFrom)(event.target.value)}
        />
      </span>
      <span className="period-field">
        <label htmlFor={`${id}-to`}>{t('period.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          onChange={(event) => edit(setTo)(event.target.value)}
        />
      </span>
      <button type="submit" aria-disabled={busy || undefined}>
        {t('period.show')}
      </button>
      {swapped && (
        <span className="period-note muted" role="status">
          {t('period.swapped')}
        </span>
      )}
    </form>
  )
}
