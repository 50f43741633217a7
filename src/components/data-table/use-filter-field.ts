// What a text or date filter does as staff type (data-table-filter-input.tsx shows it): the draft
// beside the applied value, the suggestions and the one made active, and when a value goes out:
// after a pause in typing, at once on Enter or a pick, never when Escape takes the draft back.
import { useEffect, useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react'
import { isValidFilterValue } from '@/lib/list-query'
import type { SeenColumn } from '@/lib/filters/seen-values'
import { suggestValues } from '@/lib/filters/suggest-values'
import { betterValue, valueOnEnter, valueOnPause } from '@/lib/filters/typed-value'
import { loadValueWords } from '@/lib/filters/value-words'
import { useKnownValues } from './use-known-values'
import { useDebouncedCallback } from '@/hooks/use-debounced-callback'
import { nextActiveOption } from '@/lib/active-option'

export const filterDebounceMs = 300

interface FilterFieldOptions {
  attribute: string
  /** The applied value (in the URL). */
  value: string
  onFilter: (attribute: string, value: string) => void
  column: SeenColumn | undefined
  /** A date input: no suggestions, and the value as the input gives it. */
  date: boolean
  /** The list of suggestions opens. */
  onOpen: () => void
  /** Escape with nothing to close or take back: focus leaves the field (for the rows). */
  onLeave?: () => void
}

const noSuggestions: readonly string[] = []

export function useFilterField({
  attribute,
  value,
  onFilter,
  column,
  date,
  onOpen,
  onLeave,
}: FilterFieldOptions) {
  const [draft, setDraft] = useState(value)
  const [shownValue, setShownValue] = useState(value)
  const [applied, setApplied] = useState<string | null>(null)
  // The URL changed under us (Back, Clear filters): show what it now says, unless the change is
  // the one this input just applied and the user has typed on since.
  if (shownValue !== value) {
    setShownValue(value)
    if (value !== applied) setDraft(value)
    setApplied(null)
  }
  const [open, setOpenState] = useState(false)
  const setOpen = (next: boolean) => {
    if (next && !open) {
      onOpen()
      void loadValueWords()
    }
    setOpenState(next)
  }
  const [active, setActive] = useState(-1)
  const known = useKnownValues(attribute, date ? undefined : column)
  const suggestions = useMemo(
    () =>
      open && !date ? suggestValues(draft, column, (value) => known.wordsOf(value)) : noSuggestions,
    [open, date, draft, column, known],
  )
  const expanded = suggestions.length > 0
  const activeIndex = active < suggestions.length ? active : -1

  // A value typed as staff read it ("pending", "Ausstehend", "Lisbon ") goes out as the one known
  // value it stands for (PENDING, Lisbon); the start of known values waits for Enter or a pick;
  // any other goes out exactly as typed.
  const [sentHere, setSentHere] = useState<string>()
  const send = (next: string) => {
    if (next === value || (next !== '' && !isValidFilterValue(next))) return
    setApplied(next)
    setSentHere(next)
    onFilter(attribute, next)
  }
  const applyOnPause = (typed: string) => {
    const next = valueOnPause(typed, known.values)
    if (next !== undefined) send(next)
  }
  const [correction, setCorrection] = useState<{ from: string; to: string }>()
  // A value applied before the values it stands for were known ("pending" typed as the page
  // opened) goes out again as the known one once they are.
  const better = value === sentHere ? betterValue(value, known.values) : undefined
  if (better !== undefined && draft === value) {
    setCorrection({ from: value, to: better })
    setDraft(better)
    setApplied(better)
    setSentHere(better)
  }
  useEffect(() => {
    if (correction?.from === value) onFilter(attribute, correction.to)
  }, [correction, value, attribute, onFilter])
  const { schedule, cancel } = useDebouncedCallback(applyOnPause, filterDebounceMs)
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const applyNow = (next: string) => {
    cancel()
    setDraft(next)
    send(next)
  }
  const pick = (suggestion: string) => {
    close()
    applyNow(suggestion)
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event
    if ((key === 'ArrowDown' || key === 'ArrowUp') && !date) {
      event.preventDefault()
      const shown = expanded ? suggestions : suggestValues(draft, column)
      setOpen(true)
      // Alt+ArrowDown opens the list without choosing; an arrow then starts at either end.
      if (shown.length === 0 || event.altKey) return
      setActive(nextActiveOption(activeIndex, key === 'ArrowDown' ? 1 : -1, shown.length))
    } else if (key === 'Enter') {
      event.preventDefault()
      const suggestion = suggestions[activeIndex]
      if (suggestion !== undefined) pick(suggestion)
      else {
        close()
        applyNow(valueOnEnter(event.currentTarget.value, known.values))
      }
    } else if (key === 'Escape') {
      // One Escape closes the list and takes back what was typed but not applied (rather than
      // letting the search input empty itself); with neither to do, it leaves the field, so that
      // the list's shortcuts work again.
      // Never the search input's own Escape, which would empty the field and drop its filter.
      event.preventDefault()
      if (!expanded && draft === value) return onLeave?.()
      close()
      if (draft !== value) {
        cancel()
        setDraft(value)
      }
    }
  }
  /** The input's handlers; the view adds its ref. */
  const handlers = {
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      // A date typed halfway is no value yet, not an empty one.
      if (event.target.validity.badInput) return
      setDraft(event.target.value)
      setCorrection(undefined)
      schedule(event.target.value)
      setOpen(true)
      setActive(-1)
    },
    onClick: () => setOpen(true),
    onBlur: close,
    onKeyDown: handleKeyDown,
  }
  const shownCorrection = correction?.to === value ? correction : undefined
  return {
    draft,
    suggestions,
    expanded,
    activeIndex,
    pick,
    handlers,
    optionText: known.label,
    correction: shownCorrection,
  }
}
