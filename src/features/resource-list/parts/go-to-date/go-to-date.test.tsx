// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Booking } from '../../../../../demo-api/data/bookings'
import { startDemoApi, type RunningDemoApi } from '../../../../../demo-api/test-server'
import { chooseLanguage } from '@/i18n/i18n'
import { dayKey } from '@/lib/dates/timestamps'
import { renderApp } from '@/test/render-app'

const realFetch = globalThis.fetch

let api: RunningDemoApi
beforeAll(async () => {
  api = await startDemoApi()
})
afterAll(() => api.close())
afterEach(() => {
  vi.useRealTimers()
  cleanup()
})

const dayOf = (booking: Booking | undefined) => dayKey(booking?.createdAt, 'local') ?? ''

/** The demo's bookings in the service's order by createdAt (ties by id, either way). */
function ordered(direction: 'ASC' | 'DESC', keep: (booking: Booking) => boolean = () => true) {
  const sign = direction === 'ASC' ? 1 : -1
  return api.data.bookings
    .filter(keep)
    .sort((left, right) =>
      left.createdAt !== right.createdAt
        ? sign * (left.createdAt < right.createdAt ? -1 : 1)
        : left.id < right.id
          ? -1
          : 1,
    )
}

/** Bookings list requests sent from now on (through a spy that still asks the demo API). */
function watchRequests() {
  const urls: string[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith(`${api.url}/bookings?`)) urls.push(decodeURIComponent(url))
    return realFetch(input, init)
  })
  return urls
}

async function openBookings(search = '') {
  // jsdom lays nothing out and has no scrollIntoView: record which elements were scrolled to.
  const scrolled: Element[] = []
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this)
  }
  const user = userEvent.setup()
  const view = renderApp(`/bookings${search ? `?${search}` : ''}`, api.url)
  await screen.findByText(/^Page 1/, {}, { timeout: 5000 })
  const input = await screen.findByLabelText('Go to date', {}, { timeout: 5000 })
  return { ...view, user, input, scrolled }
}

// The day's first row, marked as a screen reader hears it. Testing Library's `description` option
// does not read `aria-description` yet (jest-dom's `toHaveAccessibleDescription` does).
const dayMark = 'First of the day gone to'
const dayMarkedRows = () =>
  screen.getAllByRole('row').filter((row) => row.getAttribute('aria-description') === dayMark)

const pageParam = (location: string) =>
  new URLSearchParams(location.split('?')[1] ?? '').get('pagination[page]')

describe('Go to date on bookings', () => {
  const cases = [
    {
      title: 'a day in the middle, newest first',
      search: '',
      list: () => ordered('DESC'),
      pick: (list: Booking[]) => list[2345],
      size: 10,
    },
    {
      title: 'the oldest day, newest first',
      search: '',
      list: () => ordered('DESC'),
      pick: (list: Booking[]) => list.at(-1),
      size: 10,
    },
    {
      title: 'a day in the middle, oldest first, cancelled only, 20 a page',
      search: 'filters[status]=CANCELLED&sorting[createdAt]=ASC&pagination[size]=20',
      list: () => ordered('ASC', (booking) => booking.status === 'CANCELLED'),
      pick: (list: Booking[]) => list[Math.floor(list.length / 2)],
      size: 20,
    },
  ]

  it.each(cases)('lands on the page of the day’s first booking: $title', async (example) => {
    const list = example.list()
    const day = dayOf(example.pick(list))
    const index = list.findIndex((booking) => dayOf(booking) === day)
    const expectedPage = Math.floor(index / example.size)
    const pages = Math.ceil(list.length / example.size)
    expect(expectedPage).toBeGreaterThan(1)

    const { user, input, location, scrolled } = await openBookings(example.search)
    const requests = watchRequests()
    await user.type(input, day)
    expect(input).toHaveValue(day)
    await user.keyboard('{Enter}')

    await waitFor(() => expect(pageParam(location())).toBe(String(expectedPage)), {
      timeout: 5000,
    })
    // The view is otherwise the same: filters, order and page size stay.
    const expected = new URLSearchParams(example.search)
    expected.set('pagination[page]', String(expectedPage))
    const actual = new URLSearchParams(location().split('?')[1])
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected))
    await waitFor(() => expect(dayMarkedRows()).toHaveLength(1), { timeout: 5000 })
    const [marked] = dayMarkedRows()
    expect(marked).toHaveAccessibleDescription(dayMark)
    expect(within(marked!).getByText(list[index]!.reference)).toBeInTheDocument()
    expect(scrolled).toContain(marked)
    expect(screen.getByText(new RegExp(`^Page ${expectedPage + 1}\\b`))).toBeInTheDocument()
    // A bounded search, never page by page (the next page's prefetch may be among them).
    expect(requests.length).toBeGreaterThan(0)
    expect(requests.length).toBeLessThanOrEqual(Math.ceil(Math.log2(pages)) + 2)
    expect(requests.every((url) => url.includes(`pagination[size]=${example.size}`))).toBe(true)
  })

  it('stops the search on Esc: its request is aborted and the list stays where it was', async () => {
    const { user, input, location } = await openBookings()
    // Requests from Enter on are held until released (or aborted).
    let holding = false
    const held: { signal: AbortSignal | undefined; release: () => void }[] = []
    vi.spyOn(globalThis, 'fetch').mockImplementation((request, init) => {
      if (!holding) return realFetch(request, init)
      const signal = init?.signal ?? undefined
      return new Promise((resolve, reject) => {
        const release = () => {
          if (!signal?.aborted) resolve(realFetch(request, init))
        }
        held.push({ signal, release })
        signal?.addEventListener('abort', () => reject(signal.reason), { once: true })
      })
    })
    await user.type(input, dayOf(ordered('DESC')[2345]))
    holding = true
    await user.keyboard('{Enter}')
    await waitFor(() => expect(held.length).toBeGreaterThan(0), { timeout: 5000 })
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument()
    expect(screen.getByText(/^Looking for/)).toBeInTheDocument()

    // Timers from here on are fake (and still follow the real clock, for user-event): what the
    // search would do later is run at once below, not waited for.
    vi.useFakeTimers({ shouldAdvanceTime: true })
    await user.keyboard('{Escape}')

    expect(held.every(({ signal }) => signal?.aborted)).toBe(true)
    expect(screen.queryByRole('button', { name: 'Stop' })).not.toBeInTheDocument()
    expect(screen.queryByText(/^Looking for/)).not.toBeInTheDocument()
    // Whatever the service would still answer, the search does not land.
    for (const request of held) request.release()
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(location()).toBe('/bookings')
    expect(held).toHaveLength(1)
  })
})

const dayStatus = () => screen.getByText(/first booking is marked|^No bookings|^Looking for/)

describe('a search that fails', () => {
  afterEach(() => chooseLanguage('en'))

  it('words the failure as it shows it, so a switch of language words it again', async () => {
    const { user, input } = await openBookings()
    // The service refuses every page from Enter on (a 400 is not asked again).
    vi.spyOn(globalThis, 'fetch').mockImplementation((request, init) => {
      const url = String(request instanceof Request ? request.url : request)
      return url.startsWith(`${api.url}/bookings?`)
        ? Promise.resolve(new Response('{}', { status: 400 }))
        : realFetch(request, init)
    })
    await user.type(input, '2020-01-02{Enter}')
    const note = await screen.findByText(/^Could not go to .*: The service/)
    const english = note.textContent
    await act(() => chooseLanguage('de'))
    expect(note).toHaveTextContent(/^Sprung zum .* nicht möglich: Der Dienst/)
    await act(() => chooseLanguage('en'))
    expect(note).toHaveTextContent(english ?? '')
  })
})

describe('Previous day / Next day', () => {
  it('reports the day stepped to as the day asked for, not as the nearest to another', async () => {
    const list = ordered('DESC')
    const day = dayOf(list[2345])
    // Newest first, the previous calendar day with bookings follows the day's last booking.
    const previous = dayOf(list.find((booking) => dayOf(booking) < day))
    const { user, input } = await openBookings()
    await user.type(input, day)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(dayStatus()).toHaveTextContent(/first booking is marked/), {
      timeout: 5000,
    })

    await user.click(screen.getByRole('button', { name: 'Previous day' }))

    await waitFor(() => expect(input).toHaveValue(previous), { timeout: 5000 })
    expect(dayStatus()).toHaveTextContent(/: its first booking is marked/)
    expect(dayStatus()).not.toHaveTextContent(/No bookings on/)
  }, 20_000)
})

describe('Go to date on a list sorted by another column', () => {
  it('says that it sorts by the time column, then does so', async () => {
    const { user, input, location } = await openBookings('sorting[reference]=ASC')
    expect(screen.getByText('Going to a date sorts by Created at, newest first.')).toBeVisible()
    expect(input).toHaveAccessibleDescription(/sorts by Created at, newest first/)

    await user.type(input, dayOf(ordered('DESC')[2345]))
    await user.keyboard('{Enter}')

    await waitFor(() => expect(pageParam(location())).not.toBeNull(), { timeout: 5000 })
    expect(location()).not.toContain('sorting')
    expect(screen.queryByText(/Going to a date sorts by/)).not.toBeInTheDocument()
  }, 20_000)

  it('is offered on any list whose first sort is a time column, and a button sorts by one', async () => {
    const user = userEvent.setup()
    const { location } = renderApp('/products', api.url)
    const offer = await screen.findByRole(
      'button',
      { name: 'Sort by Created at, newest first' },
      { timeout: 5000 },
    )
    expect(offer).toHaveTextContent(/^Created at$/)
    expect(screen.queryByLabelText('Go to date')).not.toBeInTheDocument()
    await user.click(offer)
    expect(await screen.findByLabelText('Go to date', {}, { timeout: 5000 })).toBeVisible()
    expect(location()).toBe('/products?sorting[createdAt]=DESC')
    expect(screen.queryByText(/Going to a date sorts by/)).not.toBeInTheDocument()
    expect(screen.queryByText(/To go to a date/)).not.toBeInTheDocument()
  }, 20_000)
})
