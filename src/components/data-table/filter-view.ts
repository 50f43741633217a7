// The filters as the list shows them, described once (lib/view/view-node.ts): a column's filter
// cell with its text field, and the chips of the active filters. React's parts
// (data-table-filters.tsx, data-table-filter-input.tsx) bind their handlers to the parts named
// here; the painted first view paints them as they are. Texts: the language in force's.
import { t } from '@/i18n/i18n'
import { columnLabel } from '@/lib/columns/column-labels'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { offersFilter, readColumnValue, type ColumnSpec } from '@/lib/columns/columns'
import { valueLabel } from '@/lib/columns/value-labels'
import { markedSpaces, straySpacesNote } from '@/lib/filters/filter-value-view'
import { filterHandOff } from '@/lib/focus-hand-off'
import { maxFilterLength } from '@/lib/list-query'
import { h, slot, type ViewElement } from '@/lib/view/view-node'
import type { CellPlacement } from './column-arrangement'

export interface FilterFieldView {
  attribute: string
  /** What the field shows: the applied value, or what is being typed. */
  draft: string
  /** The value applied (in the URL). */
  value: string
  /** A date input rather than a text field with suggestions. */
  date?: boolean
  /** The id of the list of suggestions, while it is open. */
  listId?: string
  activeOptionId?: string
}

/** A text (or date) filter: its input (part `filter`), then slot `suggestions` and any error. */
export function filterFieldNode(field: FilterFieldView): ViewElement {
  const { attribute, date, listId } = field
  const tooLong = field.draft.length > maxFilterLength
  const errorId = `filter-error-${attribute}`
  return h(
    'div',
    { class: 'filter-input' },
    h('input', {
      type: date ? 'date' : 'search',
      role: date ? undefined : 'combobox',
      'aria-label': t('table.filter', { attribute }),
      'data-attribute': attribute,
      'aria-autocomplete': date ? undefined : 'list',
      'aria-expanded': date ? undefined : String(listId !== undefined),
      'aria-controls': listId,
      'aria-activedescendant': field.activeOptionId,
      placeholder: '=',
      value: field.draft,
      spellcheck: 'false',
      autocomplete: 'off',
      'data-active': field.value !== '' ? 'true' : undefined,
      'aria-invalid': tooLong ? 'true' : undefined,
      'aria-describedby': tooLong ? errorId : undefined,
      part: 'filter',
    }),
    slot('suggestions'),
    tooLong &&
      h(
        'span',
        { id: errorId, class: 'field-error', role: 'alert' },
        t('table.tooLong', { max: maxFilterLength }),
      ),
  )
}

/**
 * A column's cell in the filter row: slot `filter` holds its filter where the column offers one
 * (as first shown: a text field with the URL's value, no values seen yet, suggestions closed).
 */
export function filterCellNode(
  column: ColumnSpec,
  placement: CellPlacement | undefined,
  filters: Readonly<Record<string, string>>,
): ViewElement {
  const field = offersFilter(column, filters) && {
    attribute: column.attribute,
    draft: filters[column.attribute] ?? '',
    value: filters[column.attribute] ?? '',
  }
  return h(
    'td',
    {
      role: 'cell',
      class: placement?.className,
      style: placement?.style,
      // What a phone names the field by, above it (styles.css).
      'data-label': field ? columnLabel(column.id) : undefined,
    },
    field && slot('filter', filterFieldNode(field)),
  )
}

/**
 * A filter's value as its column's cells read it: a known value in words ("Pending"), "yes" / "no"
 * for a yes/no column (every row shown holds true or false there), else the value as sent.
 */
export function chipValue(attribute: string, value: string, rows: readonly ListRecord[]): string {
  const label = valueLabel(attribute, value)
  if (label !== undefined) return label
  if ((value !== 'true' && value !== 'false') || rows.length === 0) return value
  const yesNo = rows.every((row) => typeof readColumnValue(row, attribute) === 'boolean')
  return yesNo ? t(value === 'true' ? 'table.yes' : 'table.no') : value
}

/**
 * The active filters as chips, each with its × (part `clear-filter`, its `data-attribute` the
 * filter's), and "Clear filters" (part `clear-all`); nothing without filters. `rows`, the rows shown, tell a yes/no column.
 */
export function activeFiltersNode(
  filters: Readonly<Record<string, string>>,
  rows: readonly ListRecord[] = [],
) {
  const entries = Object.entries(filters)
  if (entries.length === 0) return undefined
  return h(
    'ul',
    { class: 'active-filters', 'aria-label': t('table.activeFilters') },
    entries.map(([attribute, value]) =>
      h(
        'li',
        { class: 'chip', key: `filter:${attribute}` },
        h(
          'span',
          {},
          h('span', { title: attribute }, columnLabel(attribute)),
          ' = ',
          h('q', {}, markedSpaces(chipValue(attribute, value, rows))),
        ),
        straySpacesNote(value),
        h(
          'button',
          {
            type: 'button',
            class: 'chip-remove',
            'aria-label': t('table.clearFilter', { attribute }),
            'data-attribute': attribute,
            ...filterHandOff(attribute),
            part: 'clear-filter',
          },
          '×',
        ),
      ),
    ),
    h(
      'li',
      { key: 'clear-all' },
      h(
        'button',
        {
          type: 'button',
          class: 'link-button',
          ...filterHandOff(entries[0]?.[0]),
          part: 'clear-all',
        },
        t('table.clearFilters'),
      ),
    ),
  )
}
