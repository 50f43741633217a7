// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { writePreference } from '@/lib/preferences/preferences'
import { recentResourcesKey } from '@/lib/preferences/recent-resources'
import { demoApiForThisFile } from '@/test/demo-api'
import { renderApp } from '@/test/render-app'

const demoApi = demoApiForThisFile()
afterEach(() => {
  cleanup()
  localStorage.clear()
})

describe('the navigation, as shell-view.ts describes it', () => {
  it('follows its links in the app, marks the page’s, and forgets a resource on ×', async () => {
    const user = userEvent.setup()
    const baseUrl = demoApi.current.url
    writePreference(recentResourcesKey(baseUrl), ['suppliers'])
    const { location, navigationType } = renderApp('/products', baseUrl)
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await user.click(within(nav).getByRole('link', { name: 'Suppliers' }))
    expect(location()).toBe('/suppliers')
    expect(navigationType()).toBe('PUSH')
    expect(within(nav).getByRole('link', { name: 'Suppliers' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Products' })).not.toHaveAttribute('aria-current')
    // The page's own link again: the entry is replaced, as a Link does.
    await user.click(within(nav).getByRole('link', { name: 'Suppliers' }))
    expect(navigationType()).toBe('REPLACE')

    await user.click(within(nav).getByRole('button', { name: 'Remove suppliers' }))
    expect(within(nav).queryByRole('link', { name: 'Suppliers' })).not.toBeInTheDocument()
    expect(within(nav).getByRole('combobox', { name: 'Open resource' })).toHaveFocus()

    await user.keyboard('bookings{Enter}')
    expect(location()).toBe('/bookings')
  })

  it('leaves a link opened elsewhere to the browser', async () => {
    const user = userEvent.setup()
    const { location } = renderApp('/products', demoApi.current.url)
    const link = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
      name: 'Bookings',
    })
    let prevented: boolean | undefined
    // Read once the app's handlers have run; then keep jsdom from following the link.
    const read = (event: Event) => {
      prevented = event.defaultPrevented
      event.preventDefault()
    }
    window.addEventListener('click', read, { once: true })
    await user.keyboard('{Control>}')
    await user.click(link)
    await user.keyboard('{/Control}')
    expect(location()).toBe('/products')
    expect(prevented).toBe(false)
  })
})
