// One column's filter. Its values come from what the list has shown (no request of its own): a
// text filter suggests them as a combobox with a listbox (WAI-ARIA "list autocomplete"), a column
// of true/false values is a choice of any / yes / no, and one of dates a date input. Whatever it
// is, its name is "Filter <attribute>" and it sends the value exactly as typed or picked.
// use-filter-field.ts holds what a typed filter does as staff type; this file shows it.
import { memo, useContext, useId, useMemo, useRef } from 'react'
import { View } from '@/components/ui/view'
import { useT } from '@/i18n/use-language'
import type { SeenColumn } from '@/lib/filters/seen-values'
import { SeenValuesContext, useSeenColumn } from '@/hooks/use-seen-values'
import { withDeclaredValues } from '@/lib/filters/typed-value'
import { findResource } from '@/resources'
import { controlFor } from './filter-input-rules'
import { filterFieldNode } from './filter-view'
import { useAnchoredPlace } from './use-anchored-place'
import { useFilterField } from './use-filter-field'

export type FilterControl = HTMLInputElement | HTMLSelectElement
export type RegisterInput = (attribute: string, element: FilterControl | null) => void

interface FilterInputProps {
  attribute: string
  value: string
  onFilter: (attribute: string, value: string) => void
  registerInput?: RegisterInput
  /** Escape in a field with nothing to take back: focus goes to the rows. */
  onLeave?: () => void
}

export const FilterInput = memo(function FilterInput(props: FilterInputProps) {
  const source = useContext(SeenValuesContext)
  const seen = useSeenColumn(source, props.attribute)
  const declared = findResource(source?.resourceName)?.knownValues?.[props.attribute]
  const column = useMemo(() => withDeclaredValues(seen, declared), [seen, declared])
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

function BooleanFilter({ attribute, value, onFilter, registerInput, onLeave }: FilterInputProps) {
  const t = useT()
  return (
    <div className="filter-input">
      <select
        ref={registerInput && ((element) => registerInput(attribute, element))}
        aria-label={t('table.filter', { attribute })}
        value={value}
        data-active={value !== '' || undefined}
        onChange={(event) => onFilter(attribute, event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || !onLeave) return
          event.preventDefault()
          onLeave()
        }}
      >
        <option value="">{t('table.any')}</option>
        <option value="true">{t('table.yes')}</option>
        <option value="false">{t('table.no')}</option>
      </select>
    </div>
  )
}

function TypedFilter({
  registerInput,
  ...options
}: FilterInputProps & { column: SeenColumn | undefined; date: boolean; onOpen: () => void }) {
  const { attribute, value, date } = options
  // Its field's description (filter-view.ts) reads the language in force: a switch re-renders it.
  const t = useT()
  const { draft, suggestions, expanded, activeIndex, pick, handlers, optionText, correction } =
    useFilterField(options)
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
    ...handlers,
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
          {optionText(suggestion)}
        </li>
      ))}
    </ul>
  )
  const note = correction && (
    <span className="filter-note" role="status">
      {t('values.corrected', { typed: correction.from, value: optionText(correction.to) })}
    </span>
  )
  const activeOptionId = activeIndex >= 0 ? optionId(activeIndex) : undefined
  return (
    <View
      node={filterFieldNode({ ...field, activeOptionId })}
      parts={{ filter: input }}
      slots={{
        suggestions: (
          <>
            {suggestionList}
            {note}
          </>
        ),
      }}
    />
  )
}
