// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoApiForThisFile } from '@/test/demo-api'
import { renderApp } from '@/test/render-app'

const demoApi = demoApiForThisFile()
afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('Saved views', () => {
  it('follows a saved view’s link in the same tab and never closes the window', async () => {
    // A stray onClick={close} on the link once reached window.close (a bare global).
    const closeWindow = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    const user = userEvent.setup()
    const { location } = renderApp('/products?filters[productType]=TOUR', demoApi.current.url)
    // The toolbar's code loads after the first rows.
    await user.click(await screen.findByRole('button', { name: 'Saved views' }, { timeout: 5000 }))
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

    expect(location()).toBe('/products?filters[productType]=TOUR')
    expect(await screen.findByRole('combobox', { name: 'Filter productType' })).toHaveValue('TOUR')
    expect(closeWindow).not.toHaveBeenCalled()
    // Following the link closes the menu, not the window.
    expect(menu).toHaveAttribute('aria-expanded', 'false')
    // The whole app renders twice over here: on a busy machine that takes a few seconds.
  }, 15_000)
})
