// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { demoApiForThisFile } from '@/test/demo-api'
import { renderApp } from '@/test/render-app'

const demoApi = demoApiForThisFile()
// jsdom has no media queries and no dialog methods: the details open beside the list, as on a
// wide screen, their dialog shown by its attribute.
const dialog = HTMLDialogElement.prototype as Partial<HTMLDialogElement>
beforeAll(() => {
  dialog.show = function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  dialog.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
})
afterAll(() => {
  delete dialog.show
  delete dialog.close
})
beforeEach(() => {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// The app runs in a memory router here: the window's address stays jsdom's own, so a copy of it
// would not be the view's.
describe('the links the list copies', () => {
  it("are the router's address of the view, then of the record opened", async () => {
    const user = userEvent.setup()
    const { location } = renderApp('/bookings?filters[status]=PENDING', demoApi.current.url)
    // The toolbar's code loads after the first rows: slow while every core is busy.
    const copyLink = await screen.findByRole('button', { name: 'Copy link' }, { timeout: 10_000 })
    await user.click(copyLink)
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/bookings?filters[status]=PENDING`,
    )

    // After a view change, the link is the new view's.
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(location()).toBe('/bookings?filters[status]=PENDING&pagination[page]=1')
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${location()}`)

    // A booking's row, not the filter row nor a day's: rows are told apart by their text, as
    // naming each of them costs a second.
    const firstRow = screen
      .getAllByRole('row')
      .find((row) => within(row).queryByText('Pending') !== null)
    await user.click(within(firstRow!).getAllByRole('cell')[0]!)
    const details = await screen.findByRole('dialog', { name: 'Record details' })
    expect(location()).toMatch(
      /^\/bookings\/[^/?]+\?filters\[status\]=PENDING&pagination\[page\]=1$/,
    )
    await user.click(within(details).getByRole('button', { name: 'Copy booking link' }))
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${location()}`)
  }, 30_000)
})
