// The pager as the list shows it, described once (lib/view/view-node.ts): React's
// DataTablePager binds its handlers and refs to the parts named here (`page-size`, `page`,
// `previous`, `next`); the painted first view paints it as it is. Texts: the language in force's.
import { t } from '@/i18n/i18n'
import { pageCountOf, pastTheEnd } from '@/lib/api/list-rows'
import type { ListQuery } from '@/lib/list-query'
import { h } from '@/lib/view/view-node'
import { pageSizeOptions } from './page-sizes'

export interface PagerInput {
  query: Pick<ListQuery, 'page' | 'size'>
  rowCount: number
  total?: number
  /** False while the rows shown are a placeholder from the previous query, or on the last page. */
  canGoNext: boolean
}

export function pagerNode({ query, rowCount, total, canGoNext }: PagerInput) {
  // Past the end, "Page 100 of 1" would contradict itself: the list's message says what is wrong.
  const pageCount =
    total !== undefined && !pastTheEnd(query, rowCount, total)
      ? pageCountOf(total, query.size)
      : undefined
  const first = query.page * query.size + 1
  const last = query.page * query.size + rowCount
  const sizes = pageSizeOptions.some((size) => size === query.size)
    ? pageSizeOptions
    : [...pageSizeOptions, query.size].sort((a, b) => a - b)
  return h(
    'nav',
    { class: 'pager', 'aria-label': t('table.pagination') },
    h(
      'label',
      { class: 'pager-size' },
      t('table.rowsPerPage'),
      h(
        'select',
        { value: String(query.size), part: 'page-size' },
        sizes.map((size) => h('option', { value: String(size) }, String(size))),
      ),
    ),
    h(
      'span',
      { class: 'pager-range' },
      rowCount > 0 &&
        (total === undefined
          ? t('table.showing', { first, last })
          : t('table.showingOf', { first, last, total })),
    ),
    // The page and its two steps keep together: where the line is short, they wrap as one.
    h(
      'span',
      { class: 'pager-steps' },
      h(
        'span',
        { class: 'pager-page', tabindex: -1, part: 'page' },
        pageCount === undefined
          ? t('table.page', { page: query.page + 1 })
          : t('table.pageOf', { page: query.page + 1, pages: pageCount }),
      ),
      h(
        'button',
        {
          type: 'button',
          'aria-label': t('table.previousPage'),
          disabled: query.page === 0,
          part: 'previous',
        },
        t('table.previous'),
      ),
      h(
        'button',
        { type: 'button', 'aria-label': t('table.nextPage'), disabled: !canGoNext, part: 'next' },
        t('table.next'),
      ),
    ),
  )
}
