// The painter's renderer of the list's descriptions (lib/view/view-node.ts), as React's
// (components/ui/view.tsx) renders them: all text goes in as text nodes and all attributes
// through setAttribute, so nothing is parsed as HTML. A slot shows its fallback; a part is named in
// `data-part`.
import type { ViewNode } from '@/lib/view/view-node'
import { partAttribute } from '@/lib/view/view-parts'

export function paint(node: ViewNode): Node {
  if (typeof node === 'string') return document.createTextNode(node)
  if ('slot' in node) {
    const fragment = document.createDocumentFragment()
    fragment.append(...node.fallback.map(paint))
    return fragment
  }
  const element = document.createElement(node.tag)
  const { attrs, style } = node
  const field = element instanceof HTMLInputElement || element instanceof HTMLSelectElement
  for (const name in attrs) {
    const value = attrs[name]
    if (value === undefined || value === false) continue
    // A select has no value attribute: its value is set below, once its options are in.
    if (name === 'value' && element instanceof HTMLSelectElement) continue
    element.setAttribute(name, value === true ? '' : String(value))
  }
  if (node.part) element.setAttribute(partAttribute, node.part)
  if (style) for (const name in style) element.style.setProperty(name, style[name]!)
  for (const child of node.children) if (child !== null) element.append(paint(child))
  if (field && attrs.value !== undefined) element.value = String(attrs.value)
  return element
}
