// The pager as pager-view.ts describes it, with its handlers and where focus goes when a button
// it was on turns disabled.
import { useLayoutEffect, useRef, type ChangeEvent, type FocusEvent } from 'react'
import { View } from '@/components/ui/view'
import type { ListQuery } from '@/lib/list-query'
import { previousPage } from '@/lib/api/list-rows'
import { pageSizeOptions } from './page-sizes'
import { pagerNode } from './pager-view'

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
  const parts = {
    'page-size': {
      onChange: (event: ChangeEvent<HTMLSelectElement>) => onSize(Number(event.target.value)),
    },
    page: { ref: pageText },
    previous: {
      ref: previous,
      ...trackFocus,
      onClick: () => onPage(previousPage(query, rowCount, total)),
    },
    next: {
      ref: next,
      ...trackFocus,
      onPointerEnter: onNextIntent,
      onFocus: (event: FocusEvent<HTMLButtonElement>) => {
        trackFocus.onFocus(event)
        onNextIntent()
      },
      onClick: () => onPage(query.page + 1),
    },
  }
  return <View node={pagerNode({ query, rowCount, total, canGoNext })} parts={parts} />
}
