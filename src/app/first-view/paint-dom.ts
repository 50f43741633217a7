// The painter's one way to make elements: all text goes in as text nodes and all attributes
// through setAttribute, so nothing is parsed as HTML.
import type { CellPlacement } from '@/components/data-table/column-model'

type Attributes = Record<string, string | undefined>
type Child = Node | string | undefined | false

export function el(tag: string, attributes: Attributes = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag)
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value)
  }
  for (const child of children) {
    if (child === undefined || child === false) continue
    element.append(typeof child === 'string' ? document.createTextNode(child) : child)
  }
  return element
}

export function placed(element: HTMLElement, placement: CellPlacement | undefined): HTMLElement {
  if (placement?.style) element.style.setProperty('left', placement.style.left)
  return element
}
