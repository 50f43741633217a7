// @vitest-environment jsdom
// "Refresh" on bookings' first page, newest first: the list and its newer-bookings check are the
// same request, asked once.
import { act, cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, expect, it, vi } from 'vitest'
import { demoApiForThisFile } from '@/test/demo-api'
import { renderApp } from '@/test/render-app'

const demoApi = demoApiForThisFile()
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

it('sends the first page once and serves both the list and the newer-bookings check', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
  const firstPage: string[] = []
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = decodeURIComponent(String(input))
    if (url.includes('/bookings?') && url.includes('pagination[page]=0&')) firstPage.push(url)
    return realFetch(input, init)
  })
  renderApp('/bookings', demoApi.current.url)
  const refresh = await screen.findByRole('button', { name: 'Refresh' })
  await screen.findByText(/^Page 1 of/)
  // A booking newer than the seed's newest (made on 25 Nov 2026, 12:00 UTC at the latest).
  const added = demoApi.current.addBooking(new Date('2026-11-25T13:00:00Z'))
  // The check's code comes after the first paint and asks 30 s after it is there: its own request
  // and then its button show that it is there, so Refresh has a check to spare a request for.
  const asked = firstPage.length
  while (firstPage.length === asked) await act(() => vi.advanceTimersByTimeAsync(1_000))
  await screen.findByRole('button', { name: '1 new booking' })
  expect(screen.queryByText(added.reference)).not.toBeInTheDocument()

  firstPage.length = 0
  await user.click(refresh)
  // The refreshed list shows the new booking first, so the button has nothing left to offer.
  // (On a busy machine all this may be done before the click's promise settles.)
  // Waited for by its text: naming every cell at each try cost a second.
  expect(await screen.findByText(added.reference)).toHaveAttribute('role', 'cell')
  expect(screen.queryByRole('button', { name: /new booking/ })).not.toBeInTheDocument()
  expect(firstPage).toHaveLength(1)
  // Thirty seconds of the page's clock, a tick at a time, each a render: slow on a loaded machine.
}, 30_000)
