import { useEffect, useRef, type RefObject } from 'react'
import { handOffAttribute } from '@/lib/focus-hand-off'

function isDisabled(element: HTMLElement): boolean {
  return element.matches(':disabled') || element.closest('[inert]') !== null
}

/**
 * One rule for a whole part of the page: when the focused control inside `container` leaves the
 * page or turns disabled (most often by its own action: a chip's ×, Retry, a link that closes its
 * menu), focus goes where `handOff` says, never to the page body. `handOff` receives what the
 * control stood for, from the nearest `data-hand-off` around it.
 *
 * Focus that leaves by choice (a click on plain text, another window) is left alone: then the
 * control is still there and enabled.
 */
export function useFocusKeeper(
  container: RefObject<HTMLElement | null>,
  handOff: (standsFor: string | undefined) => void,
) {
  const latest = useRef(handOff)
  useEffect(() => {
    latest.current = handOff
  })
  useEffect(() => {
    let pending: ReturnType<typeof setTimeout> | undefined
    const onFocusOut = (event: FocusEvent) => {
      const lost = event.target
      if (event.relatedTarget || !(lost instanceof HTMLElement)) return
      if (!container.current?.contains(lost)) return
      const standsFor =
        lost.closest<HTMLElement>(`[${handOffAttribute}]`)?.getAttribute(handOffAttribute) ??
        undefined
      // A removal is seen while it happens: what replaces the control is there a task later.
      clearTimeout(pending)
      pending = setTimeout(() => {
        const active = document.activeElement
        if (active && active !== document.body) return
        if (lost.isConnected && !isDisabled(lost)) return
        latest.current(standsFor)
      })
    }
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('focusout', onFocusOut)
      clearTimeout(pending) // the page is going: nothing of it to hand focus to
    }
  }, [container])
}
