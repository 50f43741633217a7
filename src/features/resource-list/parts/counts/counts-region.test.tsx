// @vitest-environment jsdom
// Counts by value against the demo API over HTTP: each status of the bookings seen is a link named
// with its count, which is the seed's own count (read from the data, not from the code under
// test), asked for with one request of size 1 per value; "Other" is what the seen values leave.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startDemoApi, type RunningDemoApi } from '../../../../../demo-api/test-server'
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

function watchRequests() {
  const urls: URL[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = String(input instanceof Request ? input.url : input)
    if (url.startsWith(`${api.url}/bookings?`)) urls.push(new URL(url))
    return realFetch(input, init)
  })
  return urls
}

const countsRegion = () => screen.findByRole('region', { name: 'Counts' }, { timeout: 15_000 })
const countOf = (status: string, keep: (status: string) => boolean = () => true) =>
  api.data.bookings.filter((booking) => booking.status === status && keep(booking.status)).length

describe('counts by status', () => {
  it('names each status with its count, one request of size 1 each, and follows one', async () => {
    const requests = watchRequests()
    const { location } = renderApp('/bookings?counts=status', api.url)
    const region = await countsRegion()
    await waitFor(
      () => {
        expect(within(region).getByRole('list')).toHaveAttribute('aria-busy', 'false')
        const links = within(region).getAllByRole('link')
        expect(links.length).toBeGreaterThan(1)
        for (const link of links) expect(link).toHaveAccessibleName(/^\S.* [\d,]+$/)
      },
      { timeout: 15_000 },
    )
    const links = within(region).getAllByRole('link')
    for (const link of links) {
      const status = new URL(link.getAttribute('href')!, 'http://x').searchParams.get(
        'filters[status]',
      )!
      expect(link).toHaveAccessibleName(new RegExp(` ${countOf(status).toLocaleString('en')}$`))
      const asked = requests.filter(
        (url) =>
          url.searchParams.get('filters[status]') === status &&
          url.searchParams.get('pagination[size]') === '1',
      )
      expect(asked).toHaveLength(1)
    }
    expect(requests.some((url) => url.searchParams.has('counts'))).toBe(false)

    const [first] = links
    const status = new URL(first!.getAttribute('href')!, 'http://x').searchParams.get(
      'filters[status]',
    )!
    await userEvent.setup().click(first!)
    expect(location()).toBe(`/bookings?filters[status]=${status}&counts=status`)
    await waitFor(() =>
      expect(
        within(region)
          .getAllByRole('link')
          .find((link) => link.getAttribute('href') === first!.getAttribute('href')),
      ).toHaveAttribute('aria-current', 'true'),
    )
  }, 60_000)

  it('says so of a column that is not one of the rows', async () => {
    renderApp('/bookings?counts=nosuchcolumn', api.url)
    const region = await countsRegion()
    expect(
      await within(region).findByText(/no column “nosuchcolumn”/, {}, { timeout: 15_000 }),
    ).toBeInTheDocument()
  }, 30_000)

  it('drops a column the service refuses to count by, naming it', async () => {
    answerCountsWith(422)
    renderApp('/bookings?counts=status', api.url)
    const region = await countsRegion()
    expect(
      await within(region).findByText(
        'The service refused to count by Status: it is no longer offered under Counts.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeInTheDocument()
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1)
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Counts' }, { timeout: 15_000 }))
    const choice = await screen.findByRole('group', { name: 'Count by' })
    expect(within(choice).getByRole('radio', { name: 'No counts' })).toBeInTheDocument()
    expect(within(choice).queryByRole('radio', { name: 'Status' })).not.toBeInTheDocument()
  }, 30_000)

  it('ends a failure in a message with Retry, the rows staying', async () => {
    const answers = answerCountsWith(503)
    renderApp('/bookings?counts=status', api.url)
    const region = await countsRegion()
    const retry = await within(region).findByRole('button', { name: 'Retry' }, { timeout: 30_000 })
    expect(within(region).getByRole('alert')).toHaveTextContent(/^Some counts could not be read/)
    expect(screen.getAllByRole('row').length).toBeGreaterThan(1)
    answers.fail = false
    await userEvent.setup().click(retry)
    await waitFor(
      () => {
        expect(within(region).getByRole('list')).toHaveAttribute('aria-busy', 'false')
        for (const link of within(region).getAllByRole('link'))
          expect(link).toHaveAccessibleName(/^\S.* [\d,]+$/)
      },
      { timeout: 15_000 },
    )
    expect(within(region).queryByRole('alert')).not.toBeInTheDocument()
  }, 60_000)
})

/** Answers every count (a request of size 1 with a status filter) with `status` while `fail`. */
function answerCountsWith(status: number) {
  const answers = { fail: true }
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    const isCount =
      url.searchParams.has('filters[status]') && url.searchParams.get('pagination[size]') === '1'
    if (answers.fail && isCount)
      return Promise.resolve(
        new Response(JSON.stringify({ message: 'no' }), {
          status,
          headers: { 'Content-Type': 'application/json' },
        }),
      )
    return realFetch(input, init)
  })
  return answers
}
