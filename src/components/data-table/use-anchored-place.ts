import { useLayoutEffect, useState, type CSSProperties } from 'react'

/**
 * Places the list under its input in the viewport (`position: fixed`), so the table's scroll box
 * does not clip it; it follows the input while the page or table scrolls, and when the page
 * changes above it (the filter's chip appearing as it applies).
 */
export function useAnchoredPlace(
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
    const pageResized =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update)
    pageResized?.observe(document.body)
    return () => {
      window.removeEventListener('scroll', update, true)
      window.removeEventListener('resize', update)
      pageResized?.disconnect()
    }
  }, [anchor, shown])
  return place
}
