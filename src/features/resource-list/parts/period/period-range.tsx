// "From" and "To": a period of any days, either end optional; Enter in either (or "Show period")
// applies both, and the field keeps the focus. The inputs follow the URL's period as it changes.
// Never disabled: a period typed while another is being found is applied after it (period-bar.tsx).
import { useId, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react'
import '@/i18n/messages/en/period'
import { useT } from '@/i18n/use-language'
import type { Period } from '@/lib/list-period'

interface PeriodRangeProps {
  period: Period | undefined
  /** Both ends, as entered (`swapped` when typed the wrong way round); with neither, the period is cleared. */
  onApply: (period: Period, swapped: boolean) => void
  fromInput: RefObject<HTMLInputElement | null>
}

export function PeriodRange({ period, onApply, fromInput }: PeriodRangeProps) {
  const t = useT()
  const [from, setFrom] = useState(period?.from ?? '')
  const [to, setTo] = useState(period?.to ?? '')
  const [shown, setShown] = useState(period)
  // What Enter applied: when it is shown (at once, or after the period being found), the fields
  // keep what was typed since. Any other period shown (a preset, Clear period, Back) fills them.
  const [applied, setApplied] = useState<Period>()
  if (shown?.from !== period?.from || shown?.to !== period?.to) {
    setShown(period)
    setApplied(undefined)
    if (!applied || applied.from !== period?.from || applied.to !== period?.to) {
      setFrom(period?.from ?? '')
      setTo(period?.to ?? '')
    }
  }
  const id = useId()
  const apply = () => {
    const swapped = from !== '' && to !== '' && from > to
    const [start, end] = swapped ? [to, from] : [from, to]
    const next = { ...(start ? { from: start } : {}), ...(end ? { to: end } : {}) }
    setFrom(start)
    setTo(end)
    setApplied(next)
    onApply(next, swapped)
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
          onChange={(event) => setFrom(event.target.value)}
        />
      </span>
      <span className="period-field">
        <label htmlFor={`${id}-to`}>{t('period.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={to}
          onChange={(event) => setTo(event.target.value)}
        />
      </span>
      <button type="submit">{t('period.show')}</button>
    </form>
  )
}
