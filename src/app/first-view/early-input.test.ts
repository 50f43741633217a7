// @vitest-environment jsdom
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import type { ListPage } from '@/lib/api/fetch-list'
import { readColumnLayout } from '@/lib/preferences/display-preferences'
import { findResource } from '@/resources'
import { holdEarlyInput } from './early-input'
import { firstViewOf } from './first-view'
import { paint as paintView } from './paint-dom'

afterEach(() => document.body.replaceChildren())

const bookings = findResource('bookings')!
const page = {
  rows: [
    {
      id: 'b1',
      reference: 'R-1',
      productId: 'p9',
      status: 'CONFIRMED',
      createdAt: '2026-01-02T10:00:00Z',
    },
    { id: 'b2', reference: 'R-2', status: 'PENDING', createdAt: '2026-01-01T10:00:00Z' },
  ],
  total: 2,
  request: { url: '', method: 'GET', status: 200, durationMs: 1, receivedAt: 0 },
} as unknown as ListPage

/** The painted first view of /bookings, on the page. */
function paint(): HTMLElement {
  const view = firstViewOf({
    resource: bookings,
    pathname: '/bookings',
    search: '',
    page,
    layout: readColumnLayout('bookings'),
    timeZone: 'utc',
    recentResources: [],
    viewportWidth: window.innerWidth,
  })
  const element = paintView(view!) as HTMLElement
  const root = document.createElement('div')
  root.append(element)
  document.body.append(root)
  return element
}

/** Presses `key` on `target` as the browser would; true if the press was held (default prevented). */
function held(target: EventTarget, key: string, init: KeyboardEventInit = {}): boolean {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init })
  target.dispatchEvent(event)
  return event.defaultPrevented
}

describe('input given to the painted first view', () => {
  it.each([
    ['F5', {}],
    ['Tab', {}],
    ['PageDown', {}],
    [' ', {}],
    ['ArrowDown', {}],
    ['End', {}],
    ['Escape', {}],
    ['r', { ctrlKey: true }],
    ['l', { metaKey: true }],
    ['ArrowLeft', { altKey: true }],
  ] as const)('lets the browser have %j %j', (key, init) => {
    holdEarlyInput(paint(), bookings.primaryFilters)
    expect(held(document.body, key, init)).toBe(false)
  })

  it('lets the browser have the keys of a focused button and the scroll keys of a row', () => {
    const view = paint()
    holdEarlyInput(view, bookings.primaryFilters)
    const next = view.querySelector<HTMLElement>('button[aria-label="Next page"]')!
    expect(held(next, 'Tab')).toBe(false)
    expect(held(next, 'F5')).toBe(false)
    const row = view.querySelector<HTMLElement>('tr[data-record-id]')!
    expect(held(row, ' ')).toBe(false)
    expect(held(row, 'PageDown')).toBe(false)
  })

  it('holds the keys the list acts on', () => {
    const view = paint()
    holdEarlyInput(view, bookings.primaryFilters)
    for (const key of ['j', 'k', '[', ']', '?', 'Enter'])
      expect(held(document.body, key)).toBe(true)
    const row = view.querySelector<HTMLElement>('tr[data-record-id]')!
    for (const key of ['ArrowDown', 'End', 'Enter']) expect(held(row, key)).toBe(true)
    const handle = view.querySelector<HTMLElement>('[role="separator"]')!
    expect(held(handle, 'ArrowRight', { shiftKey: true })).toBe(true)
  })

  it('puts letters typed after "/" into the filter, and replays them there, not as shortcuts', async () => {
    const user = userEvent.setup()
    const view = paint()
    const early = holdEarlyInput(view, bookings.primaryFilters)
    await user.keyboard('/jazz')
    const painted = view.querySelector<HTMLInputElement>('input[aria-label="Filter status"]')!
    expect(painted).toHaveFocus()
    expect(painted).toHaveValue('jazz')

    // React's rendering of the same page stands in as a second painting.
    const react = paint()
    const shortcuts: string[] = []
    const hear = (event: KeyboardEvent) => shortcuts.push(event.key)
    document.addEventListener('keydown', hear)
    view.remove()
    await early.replay(react)
    document.removeEventListener('keydown', hear)
    const filter = react.querySelector<HTMLInputElement>('input[aria-label="Filter status"]')!
    expect(filter).toHaveValue('jazz')
    expect(filter).toHaveFocus()
    expect(shortcuts).toEqual([])
  })

  it('holds nothing once the painted view has left the page', () => {
    const view = paint()
    holdEarlyInput(view, bookings.primaryFilters)
    expect(held(document.body, 'j')).toBe(true)
    view.parentElement!.replaceChildren() // a start failure's message, say
    expect(held(document.body, 'j')).toBe(false)
    expect(held(document.body, 'Enter')).toBe(false)
  })

  it('lets a link opened in a new tab go, and holds a plain click on it', () => {
    const view = paint()
    holdEarlyInput(view, bookings.primaryFilters)
    const link = view.querySelector<HTMLElement>('nav[aria-label="Main"] a[href="/products"]')!
    const click = (init: MouseEventInit) => {
      let prevented: boolean | undefined
      // Read once the page's own listeners have run; then keep jsdom from following the link.
      const read = (event: Event) => {
        prevented = event.defaultPrevented
        event.preventDefault()
      }
      window.addEventListener('click', read, { once: true })
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }))
      return prevented
    }
    expect(click({ ctrlKey: true })).toBe(false)
    expect(click({ metaKey: true })).toBe(false)
    expect(click({ shiftKey: true })).toBe(false)
    expect(click({})).toBe(true)
  })

  it("replays a click on a link to another record on React's link, not on its row", async () => {
    const view = paint()
    const early = holdEarlyInput(view, bookings.primaryFilters)
    const link = view.querySelector<HTMLElement>('td a[href="/products/p9"]')!
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)

    const react = paint()
    const clicked: string[] = []
    const hear = (event: Event) => {
      const target = event.target as Element
      clicked.push(target.getAttribute('href') ?? target.tagName)
      event.preventDefault() // jsdom would follow the link
    }
    react.addEventListener('click', hear)
    view.remove()
    await early.replay(react)
    expect(clicked).toEqual(['/products/p9'])
  })
})
