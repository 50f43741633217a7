// What is pressed on the first view before React has taken over is kept, not lost: clicks,
// typed filter text, a page size and the keys the list acts on are held (their default prevented,
// e.g. a link's full-page navigation) and replayed onto React's elements once it has rendered.
// Everything else is the browser's and goes its way: reload, Tab, scrolling, its own shortcuts.
// React's elements are found as outside checks find them: by accessible names and data attributes.

/** An element of the list page, found again in React's rendering of it. */
interface Target {
  selector: string
  /** The attribute that tells the element apart from others matching `selector`. */
  attribute?: string
  value?: string
  /** A part inside the element found. */
  inner?: string
}

type Action =
  | { kind: 'click'; target: Target; shiftKey: boolean }
  | { kind: 'value'; target: Target; value: string }
  | { kind: 'key'; target?: Target; init: KeyboardEventInit }

const by = (selector: string, attribute: string, element: Element, inner?: string): Target => ({
  selector,
  attribute,
  value: element.getAttribute(attribute) ?? '',
  inner,
})

/** How React's counterpart of `element` is found, if it has one that can take input. */
export function targetOf(element: Element): Target | undefined {
  const sortHeader = element.closest('.sort-button')?.closest('th[data-column]')
  if (sortHeader) return by('th[data-column]', 'data-column', sortHeader, '.sort-button')
  if (element.closest('td a[target]')) return undefined // a cell's link opens a new tab as usual
  // A link to another record is a navigation, replayed on React's link, never the row's click.
  const reference = element.closest('td a.reference-link')
  if (reference) return by('td a.reference-link', 'href', reference)
  const row = element.closest('tr[data-record-id]')
  if (row) return by('tr[data-record-id]', 'data-record-id', row)
  const labelled = element.closest('button[aria-label], input[aria-label], [role="separator"]')
  if (labelled) return by(`${labelled.tagName.toLowerCase()}[aria-label]`, 'aria-label', labelled)
  const link = element.closest('nav[aria-label="Main"] a[href]')
  if (link) return by('nav[aria-label="Main"] a[href]', 'href', link)
  if (element.closest('.open-resource input')) return { selector: '.open-resource input' }
  if (element.closest('.pager-size select')) return { selector: '.pager-size select' }
  if (element.closest('button.sign-out')) return { selector: 'button.sign-out' }
  if (element.closest('.active-filters .link-button')) {
    return { selector: '.active-filters .link-button' }
  }
  return undefined
}

export function findTarget(root: ParentNode, target: Target): HTMLElement | undefined {
  const found = [...root.querySelectorAll<HTMLElement>(target.selector)].find(
    (element) =>
      target.attribute === undefined || element.getAttribute(target.attribute) === target.value,
  )
  if (!found || !target.inner) return found
  return found.querySelector<HTMLElement>(target.inner) ?? undefined
}

function sameTarget(one: Target | undefined, other: Target | undefined): boolean {
  return (
    one?.selector === other?.selector &&
    one?.attribute === other?.attribute &&
    one?.value === other?.value
  )
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
  return element.matches('tr[data-record-id]') && rowKeys.has(key)
}

/** The filter "/" focuses: the resource's preferred one, else the first. */
function filterToFocus(view: Element, preferred: readonly string[]): HTMLElement | undefined {
  const filters = [...view.querySelectorAll<HTMLElement>('.filter-row [aria-label^="Filter "]')]
  const named = (name: string) =>
    filters.find((f) => f.getAttribute('aria-label') === `Filter ${name}`)
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
    if (element.closest('.skip-link')) return
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
  } else if (element?.closest('.open-resource') && action.init.key === 'Enter') {
    element.closest('form')?.requestSubmit()
  } else {
    ;(element ?? document.body).dispatchEvent(
      new KeyboardEvent('keydown', { ...action.init, bubbles: true, cancelable: true }),
    )
  }
}
