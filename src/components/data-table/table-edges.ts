// Which sides of the sideways-scrolling table have columns out of view, as data attributes on its
// frame (styles.css shades those sides; pinned columns show their own edge shadow once content
// scrolls under them). Loaded after the table is painted: the first view does without it.

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

function markHiddenSides(element: HTMLElement, frame: HTMLElement) {
  const { start, end } = hiddenSides(element)
  element.toggleAttribute('data-scrolled', start)
  frame.toggleAttribute('data-hidden-start', start)
  frame.toggleAttribute('data-hidden-end', end)
}

/** Keeps the frame's attributes current as the table scrolls or either changes size; returns the stop. */
export function watchHiddenSides(element: HTMLElement): () => void {
  const frame = element.parentElement
  if (!frame) return () => undefined
  const onScroll = () => markHiddenSides(element, frame)
  const onResize = () => {
    onScroll()
    // The shade on the right stays clear of a vertical scrollbar (1px borders either side).
    const scrollbar = Math.max(0, element.offsetWidth - element.clientWidth - 2)
    frame.style.setProperty('--scrollbar-inline', `${scrollbar}px`)
  }
  onResize()
  element.addEventListener('scroll', onScroll, { passive: true })
  const observer = new ResizeObserver(onResize)
  observer.observe(element)
  if (element.firstElementChild) observer.observe(element.firstElementChild)
  return () => {
    element.removeEventListener('scroll', onScroll)
    observer.disconnect()
  }
}
