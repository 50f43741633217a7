// The painted first view's pager, as components/data-table/data-table-pager.tsx renders it.
import { pageSizeOptions } from '@/components/data-table/page-sizes'
import { pageCountOf, pastTheEnd } from '@/lib/api/list-rows'
import { formatCount } from '@/lib/columns/format-value'
import type { FirstView } from './first-view-model'
import { el } from './paint-dom'

export function pager(view: FirstView): HTMLElement {
  const { query, page } = view
  const { total } = page
  const rowCount = page.rows.length
  const pageCount =
    total !== undefined && !pastTheEnd(query, rowCount, total)
      ? pageCountOf(total, query.size)
      : undefined
  const first = query.page * query.size + 1
  const last = query.page * query.size + rowCount
  const sizes = pageSizeOptions.some((size) => size === query.size)
    ? [...pageSizeOptions]
    : [...pageSizeOptions, query.size].sort((a, b) => a - b)
  const select = el(
    'select',
    {},
    ...sizes.map((size) => el('option', { value: String(size) }, String(size))),
  ) as HTMLSelectElement
  select.value = String(query.size)
  return el(
    'nav',
    { class: 'pager', 'aria-label': 'Pagination' },
    el('label', { class: 'pager-size' }, 'Rows per page', select),
    el(
      'span',
      { class: 'pager-range' },
      `Showing ${formatCount(first)}–${formatCount(last)}`,
      total !== undefined && ` of ${formatCount(total)}`,
    ),
    el(
      'span',
      { class: 'pager-page', tabindex: '-1' },
      `Page ${formatCount(query.page + 1)}`,
      pageCount !== undefined && ` of ${formatCount(pageCount)}`,
    ),
    el(
      'button',
      {
        type: 'button',
        'aria-label': 'Previous page',
        disabled: query.page === 0 ? '' : undefined,
      },
      '‹ Previous',
    ),
    el(
      'button',
      { type: 'button', 'aria-label': 'Next page', disabled: view.canGoNext ? undefined : '' },
      'Next ›',
    ),
  )
}
