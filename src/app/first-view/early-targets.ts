// Where what was pressed on the painted first view is found again in React's rendering: by the
// parts both renderers name alike (lib/view/view-parts.ts), and a labelled control that is no part
// by its accessible name; never by a class, which is styling.
import {
  elementsOfPart,
  partAttribute,
  partKeys,
  partOf,
  type ViewPart,
} from '@/lib/view/view-parts'

/** An element of the list page, found again in React's rendering of it. */
export type Target =
  /** Of a part, told apart from the others of its part by `key` (see partKeys). */
  | { part: ViewPart; key?: string }
  /** A labelled control that is no part, by its tag and accessible name. */
  | { tag: string; label: string }

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
  'developer-tools',
  'sign-out',
  'language',
])

/** What tells an element of `part` from the others: its key attribute's value, on it or around it. */
export function keyOf(element: Element, part: ViewPart): string | undefined {
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

export function sameTarget(one: Target | undefined, other: Target | undefined): boolean {
  return JSON.stringify(one) === JSON.stringify(other)
}

export function isField(element: Element): element is HTMLInputElement | HTMLSelectElement {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement
}

/** The filter "/" focuses: the resource's preferred one, else the first. */
export function filterToFocus(
  view: Element,
  preferred: readonly string[],
): HTMLElement | undefined {
  const filters = elementsOfPart(view, 'filter')
  const named = (attribute: string) => filters.find((f) => keyOf(f, 'filter') === attribute)
  return preferred.map(named).find(Boolean) ?? filters[0]
}
