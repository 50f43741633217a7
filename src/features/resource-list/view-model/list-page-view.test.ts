import { describe, expect, it } from 'vitest'
import type { ViewElement, ViewNode } from '@/lib/view/view-node'
import { listPageNode, type ListPageView } from './list-page-view'

const suppliers: ListPageView = {
  resource: { name: 'suppliers', title: 'Suppliers', singular: 'supplier' },
  query: { page: 0 },
  current: true,
  answered: true,
  rowCount: 10,
  offersGoToDate: false,
  timeColumns: [
    { attribute: 'onboardedAt', label: 'Onboarded at' },
    { attribute: 'createdAt', label: 'Created at' },
  ],
}

function elements(node: ViewNode | null): ViewElement[] {
  if (node === null || typeof node === 'string') return []
  if ('slot' in node) return node.fallback.flatMap(elements)
  return [node, ...node.children.flatMap(elements)]
}

/** The accessible names of the buttons of the "To go to a date" hint, if it shows. */
function hintButtons(view: ListPageView): string[] | undefined {
  const hint = elements(listPageNode(view)).find(
    (element) => element.tag === 'p' && element.attrs.class === 'date-bar muted',
  )
  return (
    hint &&
    elements(hint).flatMap((element) =>
      element.tag === 'button' ? [String(element.attrs['aria-label'])] : [],
    )
  )
}

describe('the hint that offers "Go to date"', () => {
  it('offers each time column as a button that sorts by it newest first', () => {
    expect(hintButtons(suppliers)).toEqual([
      'Sort by Onboarded at, newest first',
      'Sort by Created at, newest first',
    ])
  })

  it.each<[string, Partial<ListPageView>]>([
    ['without rows (an empty view, or loading)', { rowCount: 0 }],
    ['on a failed or refused view', { failed: true }],
    ['where there is no time column', { timeColumns: [] }],
    ['where "Go to date" is offered already', { offersGoToDate: true }],
  ])('shows nowhere it cannot help: %s', (_title, change) => {
    expect(hintButtons({ ...suppliers, ...change })).toBeUndefined()
  })
})

describe("the toolbar's placeholder", () => {
  const holdsAgeRoom = (view: ListPageView) =>
    elements(listPageNode(view)).some((element) => element.attrs.class === 'muted refresh-age')

  it("holds the room of the rows' age once the service has answered, as the toolbar shows it", () => {
    expect(holdsAgeRoom(suppliers)).toBe(true)
  })

  it('holds none before, where the toolbar has no age to show', () => {
    expect(holdsAgeRoom({ ...suppliers, answered: false })).toBe(false)
  })
})
