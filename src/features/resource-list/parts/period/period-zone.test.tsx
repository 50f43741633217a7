// @vitest-environment jsdom
// A period's link holds the zone of its days (`tz`): whoever opens it sees that zone's days, the
// zone named beside the period, with a button to read the days in their own; a period set in the
// bar holds the viewer's zone. Against the demo API, with expectations read from its seed by Intl.
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '../../../../../demo-api/data/bookings'
import { startDemoApi, type RunningDemoApi } from '../../../../../demo-api/test-server'
import { addDays, intlDay } from '@/test/test-zones'
import { renderApp } from '@/test/render-app'

let api: RunningDemoApi
beforeAll(async () => {
  api = await startDemoApi()
})
afterAll(() => api.close())
afterEach(() => {
  cleanup()
  localStorage.clear()
})

const day = '2026-10-17'
const ownZone = new Intl.DateTimeFormat().resolvedOptions().timeZone

/** The references of the demo's bookings of `day` in `zone`, newest first, as the service sorts. */
function referencesOf(zone: string) {
  return api.data.bookings
    .filter((booking: Booking) => intlDay(Date.parse(booking.createdAt), zone) === day)
    .sort((left, right) =>
      left.createdAt !== right.createdAt
        ? left.createdAt < right.createdAt
          ? 1
          : -1
        : left.id < right.id
          ? -1
          : 1,
    )
    .map((booking) => booking.reference)
}

/** A zone far from the viewer's, whose day holds other bookings than the viewer's same day. */
function otherZone() {
  const zone = ['Pacific/Kiritimati', 'America/Los_Angeles'].find(
    (candidate) => referencesOf(candidate).join() !== referencesOf(ownZone).join(),
  )
  if (!zone) throw new Error(`no zone differs enough from ${ownZone}`)
  return zone
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
const periodBar = () => screen.getByRole('group', { name: 'Period' })
const periodStatus = () => within(periodBar()).getByRole('status')

async function waitForCount(references: readonly string[]) {
  await waitFor(
    () =>
      expect(periodStatus()).toHaveTextContent(new RegExp(`^${references.length} bookings on `)),
    { timeout: 15_000 },
  )
  expect(shownReferences()).toEqual(references.slice(0, 10))
}

describe('the zone of a period’s link', () => {
  it('shows the link’s zone’s days, names the zone, and reads them in one’s own on request', async () => {
    const zone = otherZone()
    const user = userEvent.setup()
    const { location } = renderApp(`/bookings?from=${day}&to=${day}&tz=${zone}`, api.url)

    await waitForCount(referencesOf(zone))
    expect(location()).toBe(`/bookings?from=${day}&to=${day}&tz=${zone}`)
    expect(within(periodBar()).getByText(new RegExp(`^Days in ${zone}, from `))).toBeVisible()
    // "Yesterday" and the like are the viewer's days: none of them is the link's.
    for (const name of ['Today', 'Yesterday', 'Last 7 days'])
      expect(within(periodBar()).getByRole('button', { name })).toHaveAttribute(
        'aria-pressed',
        'false',
      )

    await user.click(
      within(periodBar()).getByRole('button', { name: `Show days in my zone (${ownZone})` }),
    )
    expect(location()).toBe(`/bookings?from=${day}&to=${day}&tz=${ownZone}`)
    await waitForCount(referencesOf(ownZone))
    expect(within(periodBar()).queryByText(/^Days in /)).not.toBeInTheDocument()
    expect(
      within(periodBar()).queryByRole('button', { name: /Show days in my zone/ }),
    ).not.toBeInTheDocument()
  }, 60_000)

  it('an older link, without a zone, is read in the viewer’s zone and names none', async () => {
    const { location } = renderApp(`/bookings?from=${day}&to=${day}`, api.url)
    await waitForCount(referencesOf(ownZone))
    expect(location()).toBe(`/bookings?from=${day}&to=${day}`)
    expect(within(periodBar()).queryByText(/^Days in /)).not.toBeInTheDocument()
  }, 60_000)

  it('a zone no browser knows is dropped, with a note, in a history replace', async () => {
    const { location, navigationType } = renderApp(
      `/bookings?from=${day}&to=${day}&tz=Mars/Olympus_Mons`,
      api.url,
    )
    await waitForCount(referencesOf(ownZone))
    expect(location()).toBe(`/bookings?from=${day}&to=${day}`)
    expect(navigationType()).toBe('REPLACE')
    expect(
      screen.getByText(
        'ignored tz=Mars/Olympus_Mons (not a time zone this browser knows: the days are yours)',
      ),
    ).toBeInTheDocument()
  }, 60_000)
})

describe('a period set in the bar', () => {
  it('holds the viewer’s zone, and Clear period removes it', async () => {
    const user = userEvent.setup()
    const { location } = renderApp('/bookings', api.url)
    const yesterday = addDays(intlDay(Date.now(), undefined), -1)
    await user.click(await screen.findByRole('button', { name: 'Yesterday' }, { timeout: 15_000 }))
    expect(location()).toBe(`/bookings?from=${yesterday}&to=${yesterday}&tz=${ownZone}`)
    expect(screen.getByRole('button', { name: 'Yesterday' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(within(periodBar()).queryByText(/^Days in /)).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Clear period' }))
    expect(location()).toBe('/bookings')
  }, 60_000)

  it('holds UTC while "UTC times" is on', async () => {
    const user = userEvent.setup()
    const { location } = renderApp('/bookings', api.url)
    await user.click(
      await screen.findByRole('checkbox', { name: 'UTC times' }, { timeout: 15_000 }),
    )
    const today = intlDay(Date.now(), 'UTC')
    await user.click(await screen.findByRole('button', { name: 'Today' }, { timeout: 15_000 }))
    expect(location()).toBe(`/bookings?from=${today}&to=${today}&tz=UTC`)
  }, 60_000)
})
