// What the list shows, described once as plain data: elements with their attributes (named as in
// HTML) and texts. Two renderers map it one to one: React's components (components/ui/view.tsx,
// which add handlers and refs to the parts they name) and the first view painted before React
// (app/first-view/paint-dom.ts). Texts are always text, never markup.
import type { ViewPart, ViewSlotName } from './view-parts'

export type ViewValue = string | number | boolean | undefined

export interface ViewElement {
  tag: string
  attrs: Readonly<Record<string, ViewValue>>
  /** CSS properties, custom ones (`--w-c0`) included. */
  style?: Readonly<Record<string, string>>
  /**
   * Names the element (view-parts.ts): React gives it its handlers and ref by this name, and
   * every renderer writes it as `data-part`.
   */
  part?: ViewPart
  /** Tells React which of a list's items this is, as JSX's `key` (the painter has no use for it). */
  key?: string
  /**
   * A child left out (a condition that did not hold) keeps its place as null, so that React
   * keeps the components in the slots after it rather than mounting them afresh.
   */
  children: readonly (ViewNode | null)[]
}

/** Where a renderer puts something of its own (React: a component; the painter: its fallback). */
export interface ViewSlot {
  slot: ViewSlotName
  fallback: readonly ViewNode[]
}

export type ViewNode = ViewElement | ViewSlot | string

export type ViewChild = ViewNode | undefined | null | false | readonly ViewChild[]

/** Attributes, with `style` (CSS properties), `part` and `key` (see ViewElement) among them. */
type ViewAttributes = Readonly<
  Record<string, ViewValue | Readonly<Record<string, string>>> & { part?: ViewPart }
>

const present = (child: ViewChild): child is ViewNode =>
  child !== undefined && child !== null && child !== false && child !== ''

function flatten<T extends ViewNode | null>(children: readonly ViewChild[], into: T[]): T[] {
  for (const child of children) {
    if (Array.isArray(child)) flatten(child, into)
    else if (present(child as ViewChild)) into.push(child as T)
  }
  return into
}

function placed(children: readonly ViewChild[]): (ViewNode | null)[] {
  const out: (ViewNode | null)[] = []
  for (const child of children) {
    if (Array.isArray(child)) flatten(child, out)
    else out.push(present(child as ViewChild) ? (child as ViewNode) : null)
  }
  return out
}

/** Children as renderers take them: nested lists flattened, nothing left out. */
export function viewNodes(...children: ViewChild[]): ViewNode[] {
  return flatten(children, [])
}

export function h(tag: string, attributes: ViewAttributes = {}, ...children: ViewChild[]) {
  const attrs: Record<string, ViewValue> = {}
  const element: ViewElement = { tag, attrs, children: placed(children) }
  for (const name in attributes) {
    const value = attributes[name]
    if (name === 'style') {
      if (value) element.style = value as ViewElement['style']
    } else if (name === 'part') {
      if (value) element.part = value as ViewPart
    } else if (name === 'key') {
      if (value !== undefined) element.key = value as string
    } else attrs[name] = value as ViewValue
  }
  return element
}

export function slot(name: ViewSlotName, ...fallback: ViewChild[]): ViewSlot {
  return { slot: name, fallback: flatten(fallback, []) }
}
