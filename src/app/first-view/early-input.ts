// What is pressed on the first view before React has taken over is kept, not lost: clicks,
// typed filter text, a page size or language picked and the keys the list acts on are held (their
// default prevented, e.g. a link's full-page navigation) and replayed onto React's elements once
// it has rendered.
// Everything else is the browser's and goes its way: reload, Tab, scrolling, its own shortcuts.
// React's elements are found as early-targets.ts says: by part or accessible name, never by class.
import { partOf } from '@/lib/view/view-parts'
import {
  filterToFocus,
  findTarget,
  isField,
  sameTarget,
  targetOf,
  type Target,
} from './early-targets'

type Action =
  | { kind: 'click'; target: Target; shiftKey: boolean }
  | { kind: 'value'; target: Target; value: string }
  | { kind: 'key'; target?: Target; init: KeyboardEventInit }

/** Sets a field's value so that React hears of it, as if typed or picked. */
function setFieldValue(field: HTMLInputElement | HTMLSelectElement, value: string) {
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement : HTMLInputElement
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(
    new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
  )
}

// The keys the list acts on (use-list-shortcuts.ts, data-table.tsx, data-table-header.tsx,
// use-filter-field.ts): only these are held. "/" is not among them: it focuses the painted
// filter at once, so that what is typed next goes into it.
const shortcutKeys = new Set(['j', 'k', '[', ']', '?'])
const rowKeys = new Set(['Enter', 'ArrowDown', 'ArrowUp', 'Home', 'End'])
const separatorKeys = new Set(['ArrowLeft', 'ArrowRight'])
const fieldKeys = new Set(['Enter', 'Escape'])

/** Whether the list would act on `key` pressed on `element` (the page itself when `onPage`). */
function isListKey(element: Element, onPage: boolean, key: string): boolean {
  if (isField(element)) return fieldKeys.has(key)
  if (shortcutKeys.has(key)) return true
  if (onPage) return key === 'Enter' // opens the selected row
  if (element.closest('[role="separator"]')) return separatorKeys.has(key)
  // Enter or Space on a button or link is its click, held as one.
  return partOf(element) === 'row' && rowKeys.has(key)
}

export interface EarlyInput {
  /**
   * Gives the focus held on the painted view to React's element under `root`. Called as React
   * commits (a layout effect): keys pressed in the frame after the painted field left would find
   * no field and be lost.
   */
  handOverFocus: (root: ParentNode) => void
  /** Replays what was held onto React's rendering under `root`, then stops listening. */
  replay: (root: ParentNode) => Promise<void>
}

/**
 * Starts holding the input given to `view` (the painted first view); `preferredFilters` are the
 * filters "/" focuses first. Once `view` has left the page (React or a start failure replaced it),
 * nothing more is held.
 */
export function holdEarlyInput(
  view: Element,
  preferredFilters: readonly string[] = [],
): EarlyInput {
  const actions: Action[] = []
  let focused: Target | undefined
  const inView = (event: Event) => event.target instanceof Element && view.contains(event.target)

  const onClick = (event: MouseEvent) => {
    if (!inView(event)) return
    const element = event.target as Element
    // A link within the page (the skip link) is the browser's.
    if (element.closest('a[href^="#"]')) return
    // A link opened in a new tab or window is the browser's.
    const modified = event.ctrlKey || event.metaKey || event.shiftKey || event.altKey
    if (element.closest('a[href]') && (modified || event.button !== 0)) return
    const target = targetOf(element)
    if (!target || isField(findTarget(view, target) ?? element)) return
    event.preventDefault()
    actions.push({ kind: 'click', target, shiftKey: event.shiftKey })
  }
  const onValue = (event: Event) => {
    if (!inView(event) || !isField(event.target as Element)) return
    const field = event.target as HTMLInputElement | HTMLSelectElement
    const target = targetOf(field)
    if (target) actions.push({ kind: 'value', target, value: field.value })
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return
    const element = event.target as Element
    const onPage = element === document.body || element === document.documentElement
    if (!onPage && !inView(event)) return
    if (event.key === '/' && !isField(element)) {
      event.preventDefault()
      filterToFocus(view, preferredFilters)?.focus()
      return
    }
    if (!isListKey(element, onPage, event.key)) return
    event.preventDefault()
    const { key, code, shiftKey } = event
    actions.push({
      kind: 'key',
      target: onPage ? undefined : targetOf(element),
      init: { key, code, shiftKey },
    })
  }
  const onFocus = (event: FocusEvent) => {
    if (inView(event)) focused = targetOf(event.target as Element)
  }
  const onBlur = (event: FocusEvent) => {
    // Focus that goes nowhere may be going with the view as React replaces it (browsers differ
    // on whether that blurs): React's element gets it then. Focus moved elsewhere is let go.
    const next = event.relatedTarget
    if (inView(event) && next instanceof Element && !view.contains(next)) focused = undefined
  }
  const onSubmit = (event: Event) => {
    if (inView(event)) event.preventDefault()
  }
  const listeners = [
    ['click', onClick],
    ['input', onValue],
    ['change', onValue],
    ['keydown', onKeyDown],
    ['focusin', onFocus],
    ['focusout', onBlur],
    ['submit', onSubmit],
  ] as const
  const listening = listeners.map(([type, listener]) => {
    const guarded = (event: Event) => {
      if (view.isConnected) (listener as (event: Event) => void)(event)
      else stop()
    }
    document.addEventListener(type, guarded, true)
    return [type, guarded] as const
  })
  function stop() {
    for (const [type, listener] of listening) document.removeEventListener(type, listener, true)
  }

  let replayed = false
  return {
    handOverFocus: (root) => {
      if (focused) findTarget(root, focused)?.focus()
    },
    replay: async (root) => {
      if (replayed) return
      replayed = true
      stop()
      if (focused) findTarget(root, focused)?.focus()
      const last = actions.filter(
        (action, index) =>
          action.kind !== 'value' ||
          actions[index + 1]?.kind !== 'value' ||
          !sameTarget(actions[index + 1]?.target, action.target),
      )
      for (const action of last) {
        replayOne(root, action)
        // React renders what the action changed before the next one reads it.
        await new Promise((resolve) => setTimeout(resolve, 0))
      }
    },
  }
}

function replayOne(root: ParentNode, action: Action) {
  const element = action.target && findTarget(root, action.target)
  if (action.kind === 'click') {
    element?.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, shiftKey: action.shiftKey }),
    )
  } else if (action.kind === 'value') {
    if (element && isField(element)) setFieldValue(element, action.value)
  } else {
    const pressed = new KeyboardEvent('keydown', {
      ...action.init,
      bubbles: true,
      cancelable: true,
    })
    const unhandled = (element ?? document.body).dispatchEvent(pressed)
    // Enter in a form's field submits the form: the browser does it for a key pressed, not for
    // one dispatched ("Open resource").
    if (unhandled && action.init.key === 'Enter' && element instanceof HTMLInputElement)
      element.form?.requestSubmit()
  }
}
