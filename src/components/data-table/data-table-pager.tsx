import type { ListQuery } from '@/lib/list-query'
import { formatCount } from '@/lib/columns/format-value'

import { pageSizeOptions } from './page-sizes'

export { pageSizeOptions }

interface DataTablePagerProps {
  query: ListQuery
  rowCount: number
  total?: number
  /** False while the rows shown are a placeholder from the previous query, or on the last page. */
  canGoNext: boolean
  /** The pointer or focus reached Next: a good moment to ask for the next page ahead. */
  onNextIntent: () => void
  onPage: (page: number) => void
  onSize: (size: number) => void
}

export function DataTablePager({
  query,
  rowCount,
  total,
  canGoNext,
  onNextIntent,
  onPage,
  onSize,
}: DataTablePagerProps) {
  const pageCount = total !== undefined ? Math.max(1, Math.ceil(total / query.size)) : undefined
  const first = query.page * query.size + 1
  const last = query.page * query.size + rowCount
  const sizes = pageSizeOptions.some((size) => size === query.size)
    ? pageSizeOptions
    : [...pageSizeOptions, query.size].sort((a, b) => a - b)
  return (
    <nav className="pager" aria-label="Pagination">
      <label className="pager-size">
        Rows per page
        <select value={query.size} onChange={(event) => onSize(Number(event.target.value))}>
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <span className="pager-range">
        {rowCount > 0 && (
          <>
            Showing {formatCount(first)}–{formatCount(last)}
            {total !== undefined && <> of {formatCount(total)}</>}
          </>
        )}
      </span>
      <span className="pager-page">
        Page {formatCount(query.page + 1)}
        {pageCount !== undefined && <> of {formatCount(pageCount)}</>}
      </span>
      <button
        type="button"
        aria-label="Previous page"
        disabled={query.page === 0}
        onClick={() => onPage(query.page - 1)}
      >
        ‹ Previous
      </button>
      <button
        type="button"
        aria-label="Next page"
        disabled={!canGoNext}
        onPointerEnter={onNextIntent}
        onFocus={onNextIntent}
        onClick={() => onPage(query.page + 1)}
      >
        Next ›
      </button>
    </nav>
  )
}
