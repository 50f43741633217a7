// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { rememberActiveView } from '@/lib/preferences/active-view'
import { createSavedView } from '@/lib/preferences/saved-views'
import { writeSavedViews } from '@/lib/preferences/saved-views-store'
import { demoApiForThisFile } from '@/test/demo-api'
import { renderApp } from '@/test/render-app'

const demoApi = demoApiForThisFile()
afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})

describe('Saved views', () => {
  it('follows a saved view’s link in the same tab and never closes the window', async () => {
    // A stray onClick={close} on the link once reached window.close (a bare global).
    const closeWindow = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    const user = userEvent.setup()
    const { location } = renderApp('/products?filters[productType]=tour', demoApi.current.url)
    // The toolbar's code loads after the first rows.
    await user.click(
      await screen.findByRole('button', { name: 'Saved views' }, { timeout: 10_000 }),
    )
    await user.type(screen.getByRole('textbox', { name: 'View name' }), 'Tours')
    await user.click(screen.getByRole('button', { name: 'Save current view' }))

    await user.click(screen.getByRole('link', { name: 'Products' }))
    expect(location()).toBe('/products')
    // The click on the nav link closed the menu.
    const menu = screen.getByRole('button', { name: 'Saved views' })
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    await user.click(menu)
    const list = screen.getByRole('list', { name: 'Saved views' })
    await user.click(within(list).getByRole('link', { name: 'Tours' }))

    expect(location()).toBe('/products?filters[productType]=tour')
    expect(await screen.findByRole('combobox', { name: 'Filter productType' })).toHaveValue('tour')
    expect(closeWindow).not.toHaveBeenCalled()
    // Following the link closes the menu, not the window.
    expect(menu).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('a view of the list shown from its saved views', () => {
  /**
   * The list of /bookings?filters[status]=PENDING, the view "Cancelled" of bookings opened last in
   * this tab; `asked()` says where the router was when the request of "Cancelled" left.
   */
  function renderChangedView() {
    const cancelled = 'filters[status]=CANCELLED'
    writeSavedViews([
      createSavedView({
        name: 'Cancelled',
        resource: 'bookings',
        search: cancelled,
        keepsPage: false,
      }),
    ])
    rememberActiveView('Cancelled')
    const view = renderApp('/bookings?filters[status]=PENDING', demoApi.current.url)
    const seen: string[] = []
    const fetch = globalThis.fetch
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      if (decodeURIComponent(String(input)).includes(cancelled)) seen.push(view.location())
      return fetch(input, init)
    })
    return { ...view, asked: () => seen[0] }
  }

  // As for every other view change, the request leaves as the URL changes: before React has
  // rendered the new view, while the router still holds the view left.
  it('sends the request of the view reverted to as the URL changes', async () => {
    const user = userEvent.setup()
    const { location, asked } = renderChangedView()
    const revert = await screen.findByRole('button', { name: 'Revert' }, { timeout: 10_000 })
    await user.click(revert)
    expect(location()).toBe('/bookings?filters[status]=CANCELLED')
    expect(asked()).toBe('/bookings?filters[status]=PENDING')
    expect(await screen.findByText('Saved view: Cancelled')).toBeInTheDocument()
  })

  it('says so when storage refuses the view changed, and keeps the view as saved', async () => {
    const user = userEvent.setup()
    renderChangedView()
    const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 10_000 })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    await user.click(save)
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: this browser’s storage is full.',
    )
    expect(screen.getByText('Saved view: Cancelled, changed')).toBeInTheDocument()
  })

  it('sends the request of a view of this list opened from the menu as the URL changes', async () => {
    const user = userEvent.setup()
    const { location, asked } = renderChangedView()
    const menu = await screen.findByRole('button', { name: 'Saved views' }, { timeout: 10_000 })
    await user.click(menu)
    const list = screen.getByRole('list', { name: 'Saved views' })
    await user.click(within(list).getByRole('link', { name: 'Cancelled' }))
    expect(location()).toBe('/bookings?filters[status]=CANCELLED')
    expect(asked()).toBe('/bookings?filters[status]=PENDING')
    expect(menu).toHaveAttribute('aria-expanded', 'false')
  })
})

describe('saving a view loses nothing', () => {
  async function openMenu() {
    const user = userEvent.setup()
    renderApp('/products?filters[productType]=tour', demoApi.current.url)
    await user.click(
      await screen.findByRole('button', { name: 'Saved views' }, { timeout: 10_000 }),
    )
    return user
  }

  it('keeps every view when a 101st is saved', async () => {
    writeSavedViews(
      Array.from({ length: 100 }, (_, index) =>
        createSavedView({
          name: `View ${String(index).padStart(3, '0')}`,
          resource: 'products',
          search: '',
          keepsPage: false,
        }),
      ),
    )
    const user = await openMenu()
    await user.type(screen.getByRole('textbox', { name: 'View name' }), 'Zz tours')
    await user.click(screen.getByRole('button', { name: 'Save current view' }))

    const list = screen.getByRole('list', { name: 'Saved views' })
    expect(within(list).getByRole('link', { name: 'Zz tours' })).toBeInTheDocument()
    expect(within(list).getByRole('link', { name: 'View 000' })).toBeInTheDocument()
    expect(within(list).getAllByRole('link')).toHaveLength(101)
  })

  it('says so when the browser’s storage is full, and keeps the name typed', async () => {
    const user = await openMenu()
    const setItem = Storage.prototype.setItem
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (key === 'distribution-console.views')
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
      setItem.call(this, key, value)
    })
    const name = screen.getByRole('textbox', { name: 'View name' })
    await user.type(name, 'Tours')
    await user.click(screen.getByRole('button', { name: 'Save current view' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Not saved: this browser’s storage is full.',
    )
    expect(screen.queryByText('Saved view “Tours”.')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Tours' })).not.toBeInTheDocument()
    expect(name).toHaveValue('Tours')
  })
})
