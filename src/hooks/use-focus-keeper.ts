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
    // A press elsewhere (on plain text) takes focus by choice, even if the control then goes, as
    // a row does when a key turns the page before the check below has run. The press moves focus
    // as it happens, before any timer runs.
    let pressed: EventTarget | null | undefined
    const onPointerDown = (event: PointerEvent) => {
      pressed = event.target
      setTimeout(() => (pressed = undefined))
    }
    const onFocusOut = (event: FocusEvent) => {
      const lost = event.target
      if (event.relatedTarget || !(lost instanceof HTMLElement)) return
      if (!container.current?.contains(lost)) return
      if (pressed !== undefined && !(pressed instanceof Node && lost.contains(pressed))) return
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
    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('focusout', onFocusOut)
      clearTimeout(pending) // the page is going: nothing of it to hand focus to
    }
  }, [container])
}
