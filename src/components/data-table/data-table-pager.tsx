import { useLayoutEffect, useRef, type FocusEvent } from 'react'
import type { ListQuery } from '@/lib/list-query'
import { formatCount } from '@/lib/columns/format-value'
import { pageCountOf, pastTheEnd, previousPage } from '@/lib/api/list-rows'

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
  // Past the end, "Page 100 of 1" would contradict itself: the list's message says what is wrong.
  const pageCount =
    total !== undefined && !pastTheEnd(query, rowCount, total)
      ? pageCountOf(total, query.size)
      : undefined
  const first = query.page * query.size + 1
  const last = query.page * query.size + rowCount
  const lastPage =
    total !== undefined ? (query.page + 1) * query.size >= total : rowCount < query.size
  const previous = useRef<HTMLButtonElement>(null)
  const next = useRef<HTMLButtonElement>(null)
  const pageText = useRef<HTMLSpanElement>(null)
  // The button last used, until focus goes elsewhere by choice. When it turns disabled under the
  // user, focus goes on, never to the page: from Previous on page 1 to Next; from Next on the last
  // page to Previous; while the next page loads, to "Page N", and back to Next once it is enabled,
  // so that pressing Enter again goes on and never back.
  const usedButton = useRef<HTMLButtonElement>(null)
  /** Where focus parked on "Page N" goes once that button is enabled. */
  const parkedFor = useRef<HTMLButtonElement>(null)
  useLayoutEffect(() => {
    const active = document.activeElement
    const parked = parkedFor.current
    if (parked && active === pageText.current && !parked.disabled) {
      parkedFor.current = null
      parked.focus()
      return
    }
    const button = usedButton.current
    if (!button?.disabled) return
    if (active !== button && active !== document.body && active !== null) return
    usedButton.current = null
    const forward = button === next.current
    const other = forward ? previous.current : next.current
    if (other && !other.disabled && (lastPage || !forward)) {
      other.focus()
    } else {
      parkedFor.current = forward ? button : other
      pageText.current?.focus()
    }
  })
  const trackFocus = {
    onFocus: (event: FocusEvent<HTMLButtonElement>) => {
      usedButton.current = event.currentTarget
      parkedFor.current = null
    },
    onBlur: (event: FocusEvent<HTMLButtonElement>) => {
      if (!event.currentTarget.disabled) usedButton.current = null
    },
  }
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
      <span className="pager-page" ref={pageText} tabIndex={-1}>
        Page {formatCount(query.page + 1)}
        {pageCount !== undefined && <> of {formatCount(pageCount)}</>}
      </span>
      <button
        ref={previous}
        type="button"
        aria-label="Previous page"
        disabled={query.page === 0}
        {...trackFocus}
        onClick={() => onPage(previousPage(query, rowCount, total))}
      >
        ‹ Previous
      </button>
      <button
        ref={next}
        type="button"
        aria-label="Next page"
        disabled={!canGoNext}
        {...trackFocus}
        onPointerEnter={onNextIntent}
        onFocus={(event) => {
          trackFocus.onFocus(event)
          onNextIntent()
        }}
        onClick={() => onPage(query.page + 1)}
      >
        Next ›
      </button>
    </nav>
  )
}
