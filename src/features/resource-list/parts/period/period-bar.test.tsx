// @vitest-environment jsdom
// The list controller's period path, against the demo API over HTTP: a period's rows are exactly
// its bookings (read from the seed, not from the code under test), counted, paged within the
// period, found in a bounded number of requests that never carry from/to.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Booking } from '../../../../../demo-api/data/bookings'
import { startDemoApi, type RunningDemoApi } from '../../../../../demo-api/test-server'
import { addDays, intlDay } from '@/test/test-zones'
import { renderApp } from '@/test/render-app'

const realFetch = globalThis.fetch
let api: RunningDemoApi
beforeAll(async () => {
  api = await startDemoApi()
})
afterAll(() => api.close())
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

// A period set in the bar holds the viewer's zone (`tz`).
const ownZone = new Intl.DateTimeFormat().resolvedOptions().timeZone
const dayOf = (booking: Booking) => intlDay(Date.parse(booking.createdAt), undefined)

/** The demo's bookings of `from`..`to` (this runtime's days), newest first, as the service sorts. */
function bookingsOf(from: string, to: string, keep: (booking: Booking) => boolean = () => true) {
  return api.data.bookings
    .filter((booking) => dayOf(booking) >= from && dayOf(booking) <= to && keep(booking))
    .sort((left, right) =>
      left.createdAt !== right.createdAt
        ? left.createdAt < right.createdAt
          ? 1
          : -1
        : left.id < right.id
          ? -1
          : 1,
    )
}

function watchRequests() {
  const urls: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith(`${api.url}/bookings?`)) urls.push(decodeURIComponent(url))
    return realFetch(input, init)
  })
  return urls
}

const shownReferences = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .flatMap((row) =>
      within(row)
        .queryAllByText(/^DC-/)
        .map((cell) => cell.textContent),
    )

const periodStatus = () => within(screen.getByRole('group', { name: 'Period' })).getByRole('status')
// 500 pages of 10 bookings: what opening a period may take.
const requestBound = 2 * (Math.ceil(Math.log2(500)) + 2)

describe('a period on bookings', () => {
  const day = '2026-10-17'

  it('shows exactly the day’s bookings, counted, paged within the day, in a bounded search', async () => {
    const expected = bookingsOf(day, day)
    expect(expected.length).toBeGreaterThan(20)
    const requests = watchRequests()
    const { location } = renderApp(`/bookings?from=${day}&to=${day}`, api.url)

    await waitFor(() => expect(periodStatus()).toHaveTextContent(/bookings on/), {
      timeout: 15_000,
    })
    expect(periodStatus()).toHaveTextContent(new RegExp(`^${expected.length} bookings on `))
    expect(shownReferences()).toEqual(expected.slice(0, 10).map((booking) => booking.reference))
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.length).toBeLessThanOrEqual(requestBound)
    expect(requests.some((url) => /[?&](from|to)=/.test(url))).toBe(false)
    expect(location()).toBe(`/bookings?from=${day}&to=${day}`)
    // Go to date, which jumps within the whole list, is not offered while a period is set.
    expect(screen.queryByLabelText('Go to date')).not.toBeInTheDocument()

    // The last page of the period: its last bookings, and no page after it.
    const lastPage = Math.ceil(expected.length / 10) - 1
    const user = userEvent.setup()
    for (let page = 1; page <= lastPage; page++) {
      const before = requests.length
      await user.click(screen.getByRole('button', { name: 'Next page' }))
      await waitFor(
        () =>
          expect(shownReferences()).toEqual(
            expected.slice(page * 10, page * 10 + 10).map((booking) => booking.reference),
          ),
        { timeout: 15_000 },
      )
      // Each later page is cut from at most two service pages.
      expect(requests.length - before).toBeLessThanOrEqual(2)
    }
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getByText(`Page ${lastPage + 1} of ${lastPage + 1}`)).toBeInTheDocument()
  }, 60_000)

  it('moves by a day, and Clear period gives back the whole list with focus in the bar', async () => {
    const user = userEvent.setup()
    const { location } = renderApp(`/bookings?from=${day}&to=${day}`, api.url)
    await waitFor(() => expect(periodStatus()).toHaveTextContent(/bookings on/), {
      timeout: 15_000,
    })

    const previousDay = addDays(day, -1)
    const previous = screen.getByRole('button', { name: 'Previous day' })
    await user.click(previous)
    expect(location()).toBe(`/bookings?from=${previousDay}&to=${previousDay}`)
    await waitFor(
      () =>
        expect(periodStatus()).toHaveTextContent(
          new RegExp(`^${bookingsOf(previousDay, previousDay).length} bookings on `),
        ),
      { timeout: 15_000 },
    )
    expect(previous).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Clear period' }))
    expect(location()).toBe('/bookings')
    expect(screen.getByLabelText('From')).toHaveFocus()
    expect(await screen.findByLabelText('Go to date')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Clear period' })).not.toBeInTheDocument()
    // The fields are cleared with it: a To entered next is a period of its own, to that day.
    expect(screen.getByLabelText('From')).toHaveValue('')
    expect(screen.getByLabelText('To')).toHaveValue('')
    await user.type(screen.getByLabelText('To'), day)
    await user.keyboard('{Enter}')
    expect(location()).toBe(`/bookings?to=${day}&tz=${ownZone}`)
  }, 60_000)

  it('takes From and To with Enter, under a filter, with the count of that week', async () => {
    const user = userEvent.setup()
    const { location } = renderApp('/bookings?filters[status]=CANCELLED', api.url)
    const from = await screen.findByLabelText('From', {}, { timeout: 15_000 })
    await user.type(from, '2026-10-19')
    await user.type(screen.getByLabelText('To'), '2026-10-25')
    await user.keyboard('{Enter}')

    expect(location()).toBe(
      `/bookings?from=2026-10-19&to=2026-10-25&tz=${ownZone}&filters[status]=CANCELLED`,
    )
    const expected = bookingsOf('2026-10-19', '2026-10-25', (b) => b.status === 'CANCELLED')
    expect(expected.length).toBeGreaterThan(10)
    await waitFor(
      () => expect(periodStatus()).toHaveTextContent(new RegExp(`^${expected.length} bookings, `)),
      { timeout: 15_000 },
    )
    expect(shownReferences()).toEqual(expected.slice(0, 10).map((booking) => booking.reference))
  }, 60_000)
})
