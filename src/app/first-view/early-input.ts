// What is pressed on the first view before React has taken over is kept, not lost: clicks,
// typed filter text, a page size and the keys the list acts on are held (their default prevented,
// e.g. a link's full-page navigation) and replayed onto React's elements once it has rendered.
// Everything else is the browser's and goes its way: reload, Tab, scrolling, its own shortcuts.
// React's elements are found by the parts both renderers name alike (lib/view/view-parts.ts), and
// a labelled control that is no part by its accessible name: never by a class, which is styling.
import {
  elementsOfPart,
  partAttribute,
  partKeys,
  partOf,
  type ViewPart,
} from '@/lib/view/view-parts'

/** An element of the list page, found again in React's rendering of it. */
type Target =
  /** Of a part, told apart from the others of its part by `key` (see partKeys). */
  | { part: ViewPart; key?: string }
  /** A labelled control that is no part, by its tag and accessible name. */
  | { tag: string; label: string }

type Action =
  | { kind: 'click'; target: Target; shiftKey: boolean }
  | { kind: 'value'; target: Target; value: string }
  | { kind: 'key'; target?: Target; init: KeyboardEventInit }

// The parts that take what is pressed on the painted view; the others (the page's frame, the
// table's boxes, the page number) take nothing.
const heldParts = new Set<ViewPart>([
  'sort',
  'resize',
  'row',
  'reference',
  'filter',
  'clear-filter',
  'clear-all',
  'newest-first',
  'page-size',
  'previous',
  'next',
  'nav-link',
  'recent-remove',
  'open-resource',
  'sign-out',
])

/** What tells an element of `part` from the others: its key attribute's value, on it or around it. */
function keyOf(element: Element, part: ViewPart): string | undefined {
  const attribute = partKeys[part]
  return attribute && (element.closest(`[${attribute}]`)?.getAttribute(attribute) ?? '')
}

/** The part around `element` that takes input, if any. */
function heldPartOf(element: Element): Element | undefined {
  let at = element.closest(`[${partAttribute}]`)
  while (at) {
    const part = partOf(at)
    if (part && heldParts.has(part)) return at
    at = at.parentElement?.closest(`[${partAttribute}]`) ?? null
  }
  return undefined
}

/** How React's counterpart of `element` is found, if it has one that can take input. */
export function targetOf(element: Element): Target | undefined {
  // A link that opens elsewhere (a cell's web address, in a new tab) is the browser's.
  if (element.closest('a[target]')) return undefined
  // The closest part first: a link to another record is replayed on React's link, not its row.
  const held = heldPartOf(element)
  const part = held && partOf(held)
  if (held && part) return { part, key: keyOf(held, part) }
  const labelled = element.closest('button[aria-label], input[aria-label], [role="separator"]')
  const label = labelled?.getAttribute('aria-label')
  if (labelled && label) return { tag: labelled.tagName.toLowerCase(), label }
  return undefined
}

export function findTarget(root: ParentNode, target: Target): HTMLElement | undefined {
  if ('part' in target) {
    return elementsOfPart(root, target.part).find(
      (element) => keyOf(element, target.part) === target.key,
    )
  }
  return [...root.querySelectorAll<HTMLElement>(`${target.tag}[aria-label]`)].find(
    (element) => element.getAttribute('aria-label') === target.label,
  )
}

function sameTarget(one: Target | undefined, other: Target | undefined): boolean {
  return JSON.stringify(one) === JSON.stringify(other)
}

function isField(element: Element): element is HTMLInputElement | HTMLSelectElement {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement
}

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

/** The filter "/" focuses: the resource's preferred one, else the first. */
function filterToFocus(view: Element, preferred: readonly string[]): HTMLElement | undefined {
  const filters = elementsOfPart(view, 'filter')
  const named = (attribute: string) => filters.find((f) => keyOf(f, 'filter') === attribute)
  return preferred.map(named).find(Boolean) ?? filters[0]
}

export interface EarlyInput {
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
