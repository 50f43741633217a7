// @vitest-environment jsdom
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/i18n'
import type { ListPage } from '@/lib/api/fetch-list'
import { readColumnLayout } from '@/lib/preferences/display-preferences'
import { elementsOfPart, partAttribute, partKeys, type ViewPart } from '@/lib/view/view-parts'
import { findResource } from '@/resources'
import { holdEarlyInput } from './early-input'
import { firstViewOf } from './first-view'
import { paint as paintView } from './paint-dom'

afterEach(async () => {
  document.body.replaceChildren()
  await chooseLanguage('en')
})

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

/** The painted first view of /bookings (`search` its query), on the page. */
function paint(search = '', recentResources: readonly string[] = []): HTMLElement {
  const view = firstViewOf({
    resource: bookings,
    pathname: '/bookings',
    search,
    page,
    layout: readColumnLayout('bookings'),
    timeZone: 'utc',
    recentResources,
    developerTools: 'shown',
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

  it('hands the focus over as React commits, so that text typed before the replay lands in its field', async () => {
    const user = userEvent.setup()
    const view = paint()
    const early = holdEarlyInput(view, bookings.primaryFilters)
    view.querySelector<HTMLInputElement>('input[aria-label="Filter status"]')!.focus()

    const react = paint()
    view.remove() // React's commit: the painted field, and the focus, go
    early.handOverFocus(react)
    await user.keyboard('pending') // before React's effects have replayed anything
    await early.replay(react)
    const filter = react.querySelector<HTMLInputElement>('input[aria-label="Filter status"]')!
    expect(filter).toHaveFocus()
    expect(filter).toHaveValue('pending')
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

/**
 * React's rendering of the same page, as a second painting whose classes are all renamed: replay
 * finds its elements by their parts and names, never by a class, which is only styling.
 */
function restyled(search = '', recentResources: readonly string[] = []): HTMLElement {
  const react = paint(search, recentResources)
  for (const element of [react, ...react.querySelectorAll('[class]')]) {
    const classes = element.getAttribute('class')
    if (classes)
      element.setAttribute(
        'class',
        classes.replace(/\S+/g, (name) => `renamed-${name}`),
      )
  }
  return react
}

/** What was clicked under `root`, as part and key (or tag), in order; links are not followed. */
function clicksOn(root: HTMLElement) {
  const clicked: { part?: string; key?: string | null; shiftKey: boolean }[] = []
  root.addEventListener('click', (event) => {
    const target = event.target as HTMLElement
    const part = target.getAttribute(partAttribute) as ViewPart | null
    const attribute = part && partKeys[part]
    const key = attribute ? target.closest(`[${attribute}]`)!.getAttribute(attribute) : undefined
    clicked.push({ part: part ?? target.tagName, key, shiftKey: event.shiftKey })
    event.preventDefault() // jsdom would follow a link
  })
  return clicked
}

function click(element: Element, init: MouseEventInit = {}): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
  element.dispatchEvent(event)
  return event.defaultPrevented
}

function onlyOfPart(root: ParentNode, part: ViewPart, key?: string): HTMLElement {
  const attribute = partKeys[part]
  const found = elementsOfPart(root, part).filter(
    (element) =>
      key === undefined || element.closest(`[${attribute}]`)?.getAttribute(attribute!) === key,
  )
  expect(found).toHaveLength(1)
  return found[0]!
}

describe("input replayed on React's elements, found by their parts and names", () => {
  const search = '?filters[status]=CONFIRMED'

  it('tells apart the elements of each part it holds by their keys', () => {
    const view = paint(search, ['suppliers', 'places'])
    for (const [part, attribute] of Object.entries(partKeys)) {
      const keys = elementsOfPart(view, part as ViewPart).map((element) =>
        element.closest(`[${attribute}]`)?.getAttribute(attribute),
      )
      expect(keys.every(Boolean), part).toBe(true)
      expect(new Set(keys).size, part).toBe(keys.length)
    }
  })

  it.each<[string, ViewPart, string | undefined, MouseEventInit]>([
    ['a sort button, shift-clicked', 'sort', 'reference', { shiftKey: true }],
    ['a chip’s ×', 'clear-filter', 'status', {}],
    ['Clear filters', 'clear-all', undefined, {}],
    ['Next page', 'next', undefined, {}],
    ['Sign out', 'sign-out', undefined, {}],
    ['Developer', 'developer-tools', undefined, {}],
    ['a link of the navigation', 'nav-link', '/products', {}],
    ['a link to a resource opened before', 'nav-link', '/suppliers', {}],
    ['the × of a resource opened before', 'recent-remove', 'Remove suppliers', {}],
  ])('replays a click on %s', async (_name, part, key, init) => {
    const view = paint(search, ['suppliers'])
    const early = holdEarlyInput(view, bookings.primaryFilters)
    expect(click(onlyOfPart(view, part, key), init)).toBe(true)

    const react = restyled(search, ['suppliers'])
    const clicked = clicksOn(react)
    view.remove()
    await early.replay(react)
    expect(clicked).toEqual([{ part, key, shiftKey: init.shiftKey ?? false }])
  })

  it.each([
    ['a page size', 'page-size', '20'],
    ['a language', 'language', 'de'],
  ] as const)('replays %s picked, on React’s select', async (_what, part, value) => {
    const user = userEvent.setup()
    const view = paint()
    const early = holdEarlyInput(view, bookings.primaryFilters)
    await user.selectOptions(onlyOfPart(view, part), value)

    const react = restyled()
    const picked: string[] = []
    react.addEventListener('change', (event) =>
      picked.push((event.target as HTMLSelectElement).value),
    )
    view.remove()
    await early.replay(react)
    expect(picked).toEqual([value])
    expect(onlyOfPart(react, part)).toHaveValue(value)
  })

  it('replays a name typed into "Open resource" and its Enter, which submits it', async () => {
    const user = userEvent.setup()
    const view = paint()
    const early = holdEarlyInput(view, bookings.primaryFilters)
    await user.click(onlyOfPart(view, 'open-resource'))
    await user.keyboard('suppliers{Enter}')
    expect(view.isConnected).toBe(true) // the painted form was not sent

    const react = restyled()
    const submitted: string[] = []
    react.addEventListener('submit', (event) => {
      event.preventDefault()
      submitted.push(onlyOfPart(react, 'open-resource').getAttribute('value') ?? '')
    })
    view.remove()
    await early.replay(react)
    const field = onlyOfPart(react, 'open-resource')
    expect(field).toHaveFocus()
    expect(field).toHaveValue('suppliers')
    expect(submitted).toHaveLength(1)
  })

  it('lets the browser follow the skip link', () => {
    const view = paint()
    holdEarlyInput(view, bookings.primaryFilters)
    const skip = [...view.querySelectorAll('a')].find(
      (link) => link.getAttribute('href') === '#main',
    )!
    expect(click(skip)).toBe(false)
  })

  it('in another language: "/" finds the preferred filter, a link of the navigation is held', async () => {
    await chooseLanguage('de')
    const user = userEvent.setup()
    const view = paint()
    const early = holdEarlyInput(view, bookings.primaryFilters)
    expect(click(onlyOfPart(view, 'nav-link', '/products'))).toBe(true)
    await user.keyboard('/')
    expect(onlyOfPart(view, 'filter', bookings.primaryFilters[0])).toHaveFocus()

    const react = restyled()
    const clicked = clicksOn(react)
    view.remove()
    await early.replay(react)
    expect(clicked).toEqual([{ part: 'nav-link', key: '/products', shiftKey: false }])
    expect(onlyOfPart(react, 'filter', bookings.primaryFilters[0])).toHaveFocus()
  })

  it('replays a click on a labelled control that is no part by its accessible name', async () => {
    const withExtra = (root: HTMLElement) => {
      const button = document.createElement('button')
      button.setAttribute('aria-label', 'Extra')
      root.append(button)
      return button
    }
    const view = paint()
    const painted = withExtra(view)
    const early = holdEarlyInput(view, bookings.primaryFilters)
    expect(click(painted)).toBe(true)

    const react = restyled()
    withExtra(react)
    const clicked = clicksOn(react)
    view.remove()
    await early.replay(react)
    expect(clicked).toEqual([{ part: 'BUTTON', key: undefined, shiftKey: false }])
  })
})
