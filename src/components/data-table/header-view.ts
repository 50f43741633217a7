// A column's header as the table shows it, described once (lib/view/view-node.ts): React's
// DataTableHeader binds the sort button's click and the resize handle's drag and keys to the
// parts named here; the painted first view paints it as it is. No React here. Texts: the language
// in force's.
import { t } from '@/i18n/i18n'
import type { AttributeUse } from '@/lib/api/query-refusal'
import { maxColumnWidth, minColumnWidth } from '@/lib/columns/column-layout'
import { columnLabel } from '@/lib/columns/column-labels'
import type { SortDirection } from '@/lib/list-query'
import { h, type ViewElement } from '@/lib/view/view-node'
import type { CellPlacement } from './column-arrangement'

export interface HeaderView {
  id: string
  sortable: boolean
  /** What the service refused to do with the column's attribute: said on the header. */
  refused?: readonly AttributeUse[]
  /** Sortable, but not while a period is shown: the period is listed in its time order. */
  inPeriodOrder?: boolean
  /** A field within a record the service filters by, and not sorts by (columns.ts). */
  filterOnly?: boolean
  direction?: SortDirection
  /** What a click on the header sorts it by; undefined: it leaves it unsorted. */
  nextDirection?: SortDirection
  /** The same for a Shift+click, which keeps the other sort keys. */
  shiftDirection?: SortDirection
  /** Other columns are sort keys too: a plain click drops them. */
  othersSorted?: boolean
  /** 1-based position among several sort keys; undefined when there is at most one. */
  priority?: number
  width: number
}

/** The column's hint where the service refused something: "The service can't filter by this". */
export function refusalHint(refused: readonly AttributeUse[] = []): string | undefined {
  const sort = refused.includes('sort')
  const filter = refused.includes('filter')
  if (sort && filter) return t('table.cantSortFilter')
  if (sort) return t('table.cantSort')
  if (filter) return t('table.cantFilter')
  return undefined
}

/**
 * "Created at" for people; the attribute name (as in "Filter createdAt") is part of the header's
 * name for assistive technology and shows on hover.
 */
export function columnNameNode(id: string, labelId?: string): ViewElement {
  const label = columnLabel(id)
  return h(
    'span',
    { id: labelId },
    h('span', { class: 'column-label' }, label),
    label !== id && h('span', { class: 'visually-hidden' }, ` (${id})`),
  )
}

const ariaSort = { ASC: 'ascending', DESC: 'descending' } as const
const indicator = { ASC: '▲', DESC: '▼' } as const
const clickHint = { ASC: 'table.sortAsc', DESC: 'table.sortDesc' } as const
const clickAloneHint = { ASC: 'table.sortAscAlone', DESC: 'table.sortDescAlone' } as const
const shiftHint = { ASC: 'table.shiftAsc', DESC: 'table.shiftDesc' } as const

function sortTitle(header: HeaderView): string {
  const { id, direction, nextDirection, shiftDirection, othersSorted } = header
  const click = t(
    nextDirection
      ? (othersSorted ? clickAloneHint : clickHint)[nextDirection]
      : othersSorted
        ? 'table.sortNoneAll'
        : 'table.sortNone',
    { id },
  )
  const shift = t(
    direction === undefined
      ? 'table.shiftAdds'
      : shiftDirection
        ? shiftHint[shiftDirection]
        : 'table.shiftRemoves',
    { id },
  )
  return t('table.sortTitle', { click, shift })
}

/** A column's header: its name, a sort button (part `sort`) and a resize handle (`resize`). */
export function headerCellNode(header: HeaderView, placement: CellPlacement): ViewElement {
  const { id, direction, priority } = header
  // Unsortable, and not refused: in a period, or a field within a record, or a name a query can't carry.
  const hint =
    refusalHint(header.refused) ??
    (header.sortable
      ? undefined
      : t(
          header.inPeriodOrder
            ? 'table.periodOrder'
            : header.filterOnly
              ? 'table.filterOnly'
              : 'table.notQueryable',
        ))
  // The header's name is its column's, without the resize handle's.
  const labelId = `column-name-${placement.key}`
  const common = {
    role: 'columnheader',
    scope: 'col',
    'data-column': id,
    'aria-labelledby': labelId,
    class: `column-header${placement.className}`,
    style: placement.style,
    'aria-description': hint,
  }
  const handle = h('div', {
    role: 'separator',
    class: 'resize-handle',
    'aria-label': t('table.resize', { id }),
    'aria-orientation': 'vertical',
    'aria-valuenow': header.width,
    'aria-valuemin': minColumnWidth,
    'aria-valuemax': maxColumnWidth,
    tabindex: 0,
    title: t('table.resizeHint'),
    part: 'resize',
  })
  if (!header.sortable) {
    return h(
      'th',
      { ...common, title: hint ? t('table.hinted', { id, hint }) : id },
      columnNameNode(id, labelId),
      handle,
    )
  }
  const button = h(
    'button',
    {
      type: 'button',
      class: 'sort-button',
      title: sortTitle(header),
      part: 'sort',
    },
    columnNameNode(id, labelId),
    h(
      'span',
      { class: 'sort-indicator', 'aria-hidden': 'true' },
      direction ? indicator[direction] : '↕',
      direction && priority !== undefined && priority > 0 && h('sup', {}, String(priority)),
    ),
  )
  const sort = direction ? ariaSort[direction] : 'none'
  return h('th', { ...common, title: hint, 'aria-sort': sort }, button, handle)
}
