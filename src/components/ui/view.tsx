// React's renderer of the list's descriptions (lib/view/view-node.ts): each element becomes the
// same element, with the handlers and refs the caller binds to the parts it names (and the part's
// name in `data-part`, as the painter writes it).
import { createElement, Fragment, type ReactNode } from 'react'
import { viewNodes, type ViewChild, type ViewNode } from '@/lib/view/view-node'
import { partAttribute, type ViewPart, type ViewSlotName } from '@/lib/view/view-parts'

// HTML attribute names that React spells its own way.
const reactNames: Readonly<Record<string, string>> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  colspan: 'colSpan',
  spellcheck: 'spellCheck',
  autocomplete: 'autoComplete',
}

type Props = Record<string, unknown>

export interface ViewBindings {
  /** Handlers, refs and other props, by part name. */
  parts?: Readonly<Partial<Record<ViewPart, Props>>> | ((part: ViewPart) => Props | undefined)
  /** What React puts in a slot instead of its fallback. */
  slots?: Readonly<Partial<Record<ViewSlotName, ReactNode>>>
}

export function renderView(node: ViewNode, bindings: ViewBindings = {}): ReactNode {
  if (typeof node === 'string') return node
  if ('slot' in node) {
    const { slots } = bindings
    if (slots && node.slot in slots) return slots[node.slot]
    return renderViews(node.fallback, bindings)
  }
  const props: Props = {}
  for (const [name, value] of Object.entries(node.attrs)) {
    if (value !== undefined) props[reactNames[name] ?? name] = value
  }
  if (node.style) props.style = node.style
  if (node.key !== undefined) props.key = node.key
  if (node.part) {
    props[partAttribute] = node.part
    const { parts } = bindings
    Object.assign(props, typeof parts === 'function' ? parts(node.part) : parts?.[node.part])
  }
  return createElement(
    node.tag,
    props,
    ...node.children.map((child) => child && renderView(child, bindings)),
  )
}

/** Several descriptions side by side, as one fragment. */
export function renderViews(children: readonly ViewChild[], bindings: ViewBindings = {}) {
  return createElement(
    Fragment,
    null,
    ...viewNodes(children).map((child) => renderView(child, bindings)),
  )
}

/** `renderView` as an element, for a caller that binds refs (which render must not read). */
export function View({ node, ...bindings }: { node: ViewNode } & ViewBindings) {
  return renderView(node, bindings)
}
