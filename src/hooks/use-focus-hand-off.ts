import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * For a part that goes away on its own (not by a click on it): when it leaves with focus inside,
 * focus moves to `target` (in the page before the part appears) rather than falling to the page.
 * Returns the ref for the part.
 */
export function useFocusHandOff<T extends HTMLElement>(target: RefObject<HTMLElement | null>) {
  const part = useRef<T>(null)
  useLayoutEffect(() => {
    const element = part.current
    const next = target.current
    // A layout cleanup runs before the element leaves the document, while it still holds focus.
    return () => {
      if (element?.contains(document.activeElement)) next?.focus()
    }
  }, [target])
  return part
}
