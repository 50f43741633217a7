// The table is one Tab stop: one row (the active one) takes focus from Tab, and keys move it.
// Pure, so that the rules are tested without a browser.

/** The row that takes Tab: the selected one, else the first. */
export function activeRowIndex(selected: number | undefined, count: number): number | undefined {
  if (count === 0) return undefined
  return Math.min(Math.max(selected ?? 0, 0), count - 1)
}

/** The row a key moves to from `current`, or undefined for a key that moves nothing. */
export function rowIndexAfterKey(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined
  const last = count - 1
  switch (key) {
    case 'ArrowDown':
      return Math.min(current + 1, last)
    case 'ArrowUp':
      return Math.max(current - 1, 0)
    case 'Home':
      return 0
    case 'End':
      return last
    default:
      return undefined
  }
}

export interface ScrollBox {
  scrollLeft: number
  clientWidth: number
  scrollWidth: number
}

/** Which sides of a sideways scroll have columns out of view (a pixel of rounding is none). */
export function hiddenSides({ scrollLeft, clientWidth, scrollWidth }: ScrollBox): {
  start: boolean
  end: boolean
} {
  const offset = Math.abs(scrollLeft)
  return { start: offset > 1, end: offset + clientWidth < scrollWidth - 1 }
}
