// One column's filter. Its values come from what the list has shown (no request of its own): a
// text filter suggests them as a combobox with a listbox (WAI-ARIA "list autocomplete"), a column
// of true/false values is a choice of any / yes / no, and one of dates a date input. Whatever it
// is, its name is "Filter <attribute>" and it sends the value exactly as typed or picked.
import {
  memo,
  useContext,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type CSSProperties,
  type KeyboardEvent,
} from 'react'
import { View } from '@/components/ui/view'
import { useT } from '@/i18n/use-language'
import { isValidFilterValue } from '@/lib/list-query'
import type { SeenColumn } from '@/lib/filters/seen-values'
import { knownValueFor } from '@/lib/filters/close-values'
import { suggestValues } from '@/lib/filters/suggest-values'
import { useDebouncedCallback } from '@/hooks/use-debounced-callback'
import { SeenValuesContext, useSeenColumn } from '@/hooks/use-seen-values'
import { filterFieldNode } from './filter-view'

export const filterDebounceMs = 300

export type FilterControl = HTMLInputElement | HTMLSelectElement
export type RegisterInput = (attribute: string, element: FilterControl | null) => void

interface FilterInputProps {
  attribute: string
  value: string
  onFilter: (attribute: string, value: string) => void
  registerInput?: RegisterInput
}

const dateOnly = /^\d{4}-\d{2}-\d{2}$/

/** The control a column's values call for; a value in the URL that the control could not show keeps text. */
function controlFor(column: SeenColumn | undefined, value: string) {
  if (column?.kind === 'boolean' && (value === '' || value === 'true' || value === 'false'))
    return 'boolean'
  if (column?.kind === 'date' && (value === '' || dateOnly.test(value))) return 'date'
  return 'text'
}

export const FilterInput = memo(function FilterInput(props: FilterInputProps) {
  const source = useContext(SeenValuesContext)
  const column = useSeenColumn(source, props.attribute)
  const control = controlFor(column, props.value)
  if (control === 'boolean') return <BooleanFilter {...props} />
  return (
    <TypedFilter
      {...props}
      column={column}
      date={control === 'date'}
      onOpen={() => {
        // A column of few values offers them all: what has been seen may lack some.
        if (column?.few) source?.sample?.(props.attribute)
      }}
    />
  )
})

function BooleanFilter({ attribute, value, onFilter, registerInput }: FilterInputProps) {
  const t = useT()
  return (
    <div className="filter-input">
      <select
        ref={registerInput && ((element) => registerInput(attribute, element))}
        aria-label={t('table.filter', { attribute })}
        value={value}
        data-active={value !== '' || undefined}
        onChange={(event) => onFilter(attribute, event.target.value)}
      >
        <option value="">{t('table.any')}</option>
        <option value="true">{t('table.yes')}</option>
        <option value="false">{t('table.no')}</option>
      </select>
    </div>
  )
}

const noSuggestions: readonly string[] = []

function TypedFilter({
  attribute,
  value,
  onFilter,
  registerInput,
  column,
  date,
  onOpen,
}: FilterInputProps & { column: SeenColumn | undefined; date: boolean; onOpen: () => void }) {
  // Its field's description (filter-view.ts) reads the language in force: a switch re-renders it.
  const t = useT()
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
    if (next && !open) onOpen()
    setOpenState(next)
  }
  const [active, setActive] = useState(-1)
  const suggestions = useMemo(
    () => (open && !date ? suggestValues(draft, column) : noSuggestions),
    [open, date, draft, column],
  )
  const expanded = suggestions.length > 0
  const activeIndex = active < suggestions.length ? active : -1

  // A value typed as staff read it ("pending", "Lisbon ") goes out as the one known value it
  // stands for (PENDING, Lisbon); any other goes out exactly as typed.
  const sendable = (typed: string) =>
    (column && !date && knownValueFor(typed, column.values)) || typed
  const apply = (typed: string) => {
    const next = sendable(typed)
    if (next === value || (next !== '' && !isValidFilterValue(next))) return
    setApplied(next)
    onFilter(attribute, next)
  }
  const { schedule, flush, cancel } = useDebouncedCallback(apply, filterDebounceMs)
  const close = () => {
    setOpen(false)
    setActive(-1)
  }
  const pick = (suggestion: string) => {
    close()
    setDraft(suggestion)
    flush(suggestion)
  }
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event
    if ((key === 'ArrowDown' || key === 'ArrowUp') && !date) {
      event.preventDefault()
      const shown = expanded ? suggestions : suggestValues(draft, column)
      const step = key === 'ArrowDown' ? 1 : -1
      setOpen(true)
      // Alt+ArrowDown opens the list without choosing; an arrow then starts at either end.
      if (shown.length === 0 || event.altKey) return
      const from = activeIndex === -1 ? (step === 1 ? -1 : 0) : activeIndex
      setActive((from + step + shown.length) % shown.length)
    } else if (key === 'Enter') {
      event.preventDefault()
      const suggestion = suggestions[activeIndex]
      if (suggestion !== undefined) pick(suggestion)
      else {
        close()
        const sent = sendable(event.currentTarget.value)
        setDraft(sent)
        flush(sent)
      }
    } else if (key === 'Escape') {
      // One Escape closes the list and takes back what was typed but not applied (rather than
      // letting the search input empty itself).
      if (expanded || draft !== value) event.preventDefault()
      close()
      if (draft !== value) {
        cancel()
        setDraft(value)
      }
    }
  }

  const inputElement = useRef<HTMLInputElement | null>(null)
  const place = useAnchoredPlace(inputElement, expanded)
  const listId = useId()
  const optionId = (index: number) => `${listId}-${index}`
  const field = { attribute, draft, value, date, listId: expanded ? listId : undefined }
  const input = {
    ref: (element: HTMLInputElement | null) => {
      inputElement.current = element
      registerInput?.(attribute, element)
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      // A date typed halfway is no value yet, not an empty one.
      if (event.target.validity.badInput) return
      setDraft(event.target.value)
      schedule(event.target.value)
      setOpen(true)
      setActive(-1)
    },
    onClick: () => setOpen(true),
    onBlur: close,
    onKeyDown: handleKeyDown,
  }
  const suggestionList = expanded && (
    <ul
      id={listId}
      role="listbox"
      aria-label={t('table.valuesOf', { attribute })}
      className="filter-suggestions"
      style={place}
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion}
          id={optionId(index)}
          role="option"
          aria-selected={index === activeIndex}
          // Keeps the focus in the input, which closes the list when it loses it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => pick(suggestion)}
        >
          {suggestion}
        </li>
      ))}
    </ul>
  )
  const activeOptionId = activeIndex >= 0 ? optionId(activeIndex) : undefined
  return (
    <View
      node={filterFieldNode({ ...field, activeOptionId })}
      parts={{ filter: input }}
      slots={{ suggestions: suggestionList }}
    />
  )
}

/**
 * Places the list under its input in the viewport (`position: fixed`), so the table's scroll box
 * does not clip it; it follows the input while the page or table scrolls.
 */
function useAnchoredPlace(
  anchor: { current: HTMLElement | null },
  shown: boolean,
): CSSProperties | undefined {
  const [place, setPlace] = useState<CSSProperties>()
  useLayoutEffect(() => {
    if (!shown) return
    const update = () => {
      const rect = anchor.current?.getBoundingClientRect()
      if (rect) setPlace({ top: rect.bottom, left: rect.left, minWidth: rect.width })
    }
    update()
    window.addEventListener('scroll', update, true)
    window.addEventListener('resize', update)
    return () => {
      window.removeEventListener('scroll', update, true)
      window.removeEventListener('resize', update)
    }
  }, [anchor, shown])
  return place
}
