// Reviewing bookings by date (README, "Any list by date"): go to a day in either order, under
// filters and page sizes, with or without a total; new bookings as they arrive; Refresh.
import type { Locator, Page } from '@playwright/test'
import {
  dataRows,
  demoKey,
  demoSecret,
  expect,
  expectSentToSignIn,
  openSignedIn,
  test,
} from './fixtures'
import { runChecksUntil } from './checks'
import { fastForwardWhenIdle, whenIdle } from './page-clock'

const auth = { 'X-Api-Key': demoKey, 'X-Secret-Key': demoSecret }
const dayMs = 86_400_000

// One "today" for the whole file: a run across midnight must not compare two different days.
const today = Date.now()
function daysAgo(count: number): string {
  return new Date(today - count * dayMs).toISOString().slice(0, 10)
}

interface Booking {
  id: string
  reference: string
  createdAt: string
  productId: string
}

/** Reads the service directly, as the test's own reference. */
async function servicePage(page: Page, search: string): Promise<{ data: Booking[] }> {
  const response = await page.request.get(`/api/bookings?${search}`, { headers: auth })
  expect(response.ok()).toBe(true)
  return (await response.json()) as { data: Booking[] }
}

function bookingRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/bookings') seen.push(request.url())
  })
  return seen
}

async function goToDate(page: Page, day: string) {
  const input = page.getByLabel('Go to date')
  await input.fill(day)
  await input.press('Enter')
}

/** The row marked as the first of the day gone to, as a screen reader hears it. */
const markedRow = (page: Page) =>
  page.getByRole('row', { description: 'First of the day gone to', exact: true })

/** The marked row is on `day` (UTC here) and right after that day's separator row. */
async function expectFirstOfDay(page: Page, day: string) {
  const row = markedRow(page)
  // A search reads up to log2(pages) pages, each a request a loaded machine may take a second
  // over: it has the time a view's first rows have, then its mark is looked for.
  await expect(page.getByRole('status').filter({ hasText: /^Looking for / })).toHaveCount(0, {
    timeout: 30_000,
  })
  // Retried until the search has landed: the mark of an earlier search is gone by then.
  await expect(await createdAtCell(page, row)).toHaveAttribute('data-value', new RegExp(`^${day}`))
  await expect(row).toBeInViewport()
  // A separator row holds one header (the day), where a record's row holds cells.
  const previous = row.locator('xpath=preceding-sibling::tr[1]')
  await expect(previous.getByRole('columnheader')).toHaveCount(1)
  await expect(previous.getByRole('cell')).toHaveCount(0)
}

/** The createdAt cell of `row`, found by its column's header. */
async function createdAtCell(page: Page, row: Locator): Promise<Locator> {
  const columns = await page
    .locator('thead tr:first-child th')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.column))
  return row.locator('td').nth(columns.indexOf('createdAt'))
}

function pageInUrl(page: Page): number {
  return Number(new URL(page.url()).searchParams.get('pagination[page]') ?? 0)
}

test('go to a date, newest first: the page of its first booking, marked, in about log2(pages) requests', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const requests = bookingRequests(page)
  const day = daysAgo(40)
  await goToDate(page, day)
  await expect(page).toHaveURL(/^[^?]+\/bookings\?pagination\[page\]=\d+$/)
  await expectFirstOfDay(page, day)
  await expect(
    page.getByRole('status').filter({ hasText: 'first booking is marked' }),
  ).toBeVisible()
  // The booking just before it, on this page or the previous one, is from a later day.
  const firstOnPage = (await dataRows(page).first().and(markedRow(page)).count()) === 1
  const pageNumber = pageInUrl(page)
  const before = !firstOnPage
    ? undefined
    : (
        await servicePage(
          page,
          `sorting[createdAt]=DESC&pagination[page]=${pageNumber - 1}&pagination[size]=10`,
        )
      ).data.at(-1)
  if (before) expect(before.createdAt.slice(0, 10) > day).toBe(true)
  // 500 pages: ceil(log2(500)) + 2, not a scan (the prefetch of the next page comes on top).
  expect(requests.length).toBeLessThanOrEqual(Math.ceil(Math.log2(500)) + 2 + 1)

  // The link is the result: opened anew, it shows the same page.
  await page.reload()
  await expect(page.getByText(`Page ${pageNumber + 1} of 500`)).toBeVisible()
})

test('go to a date, oldest first, with a filter and 20 rows a page', async ({ page }) => {
  await openSignedIn(
    page,
    '/bookings?filters[status]=CONFIRMED&sorting[createdAt]=ASC&pagination[size]=20',
  )
  const day = daysAgo(60)
  await goToDate(page, day)
  // A search of about log2(pages) requests, one after another: room for a slow machine.
  await expect(page).toHaveURL(
    /\/bookings\?filters\[status\]=CONFIRMED&sorting\[createdAt\]=ASC&pagination\[page\]=\d+&pagination\[size\]=20$/,
    { timeout: 30_000 },
  )
  await expectFirstOfDay(page, day)
  const pageNumber = pageInUrl(page)
  const { data } = await servicePage(
    page,
    `filters[status]=CONFIRMED&sorting[createdAt]=ASC&pagination[page]=${pageNumber}&pagination[size]=20`,
  )
  const first = data.findIndex((booking) => booking.createdAt.slice(0, 10) === day)
  expect(first).toBeGreaterThanOrEqual(0)
  const before =
    first > 0
      ? data[first - 1]
      : (
          await servicePage(
            page,
            `filters[status]=CONFIRMED&sorting[createdAt]=ASC&pagination[page]=${pageNumber - 1}&pagination[size]=20`,
          )
        ).data.at(-1)
  expect(before!.createdAt.slice(0, 10) < day).toBe(true)
})

test('a day without bookings lands where it would be, and says which day is shown', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const productId = (await servicePage(page, 'pagination[size]=1')).data[0]!.productId
  const all: Booking[] = []
  for (let pageNumber = 0; ; pageNumber++) {
    const { data } = await servicePage(
      page,
      `filters[productId]=${productId}&sorting[createdAt]=DESC&pagination[page]=${pageNumber}&pagination[size]=20`,
    )
    all.push(...data)
    if (data.length < 20) break
  }
  const days = all.map((booking) => booking.createdAt.slice(0, 10))
  // A gap of several days between two consecutive bookings of this product.
  const gapAt = days.findIndex(
    (day, index) => index > 0 && Date.parse(days[index - 1]!) - Date.parse(day) >= 3 * dayMs,
  )
  expect(gapAt).toBeGreaterThan(0)
  const missing = new Date(Date.parse(days[gapAt]!) + dayMs).toISOString().slice(0, 10)

  await page.goto(`/bookings?filters[productId]=${productId}`)
  await expect(dataRows(page).first()).toBeVisible()
  await goToDate(page, missing)
  await expect(page.getByRole('status').filter({ hasText: 'No bookings on' })).toContainText(
    'showing the nearest',
  )
  expect(pageInUrl(page)).toBe(Math.floor(gapAt / 10))
  await expect(markedRow(page)).toHaveCount(0)
})

test('go to a date over a service that sends no total', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  await page.route('**/api/bookings?**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: unknown[] }
    await route.fulfill({ response, json: { data: body.data } })
  })
  await page.reload()
  await expect(page.getByText(/^Page 1$/)).toBeVisible()
  const day = daysAgo(75)
  await goToDate(page, day)
  await expectFirstOfDay(page, day)
  expect(pageInUrl(page)).toBeGreaterThan(0)
})

test('Previous day and Next day step to the neighbouring days with bookings', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const day = daysAgo(30)
  await goToDate(page, day)
  await expectFirstOfDay(page, day)
  await page.getByRole('button', { name: 'Next day' }).click()
  await expectFirstOfDay(page, daysAgo(29))
  await expect(page.getByLabel('Go to date')).toHaveValue(daysAgo(29))
  await page.getByRole('button', { name: 'Previous day' }).click()
  await expectFirstOfDay(page, day)
  await page.getByRole('button', { name: 'Previous day' }).click()
  await expectFirstOfDay(page, daysAgo(31))
})

test.describe('in the viewer’s time zone', () => {
  test.use({ timezoneId: 'Pacific/Chatham' })

  test('a day is the local calendar day, or the UTC day while "UTC times" is on', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings')
    const day = daysAgo(20)
    const localDay = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Chatham' }).format(new Date(iso))
    await goToDate(page, day)
    await expect(markedRow(page)).toBeVisible()
    const local = await (await createdAtCell(page, markedRow(page))).getAttribute('data-value')
    expect(localDay(local!)).toBe(day)

    // Another day, so the check cannot pass on the mark of the local search.
    await page.getByRole('checkbox', { name: 'UTC times' }).check()
    await goToDate(page, daysAgo(22))
    await expectFirstOfDay(page, daysAgo(22))
  })
})

test.describe('new bookings as they arrive', () => {
  test('the check runs every 30 s; rows never move on their own; the button shows them marked', async ({
    page,
  }) => {
    await page.clock.install()
    await openSignedIn(page, '/bookings')
    const top = dataRows(page).first()
    const before = await top.locator('td').nth(1).textContent()
    // Two bookings arrive at the service (routed, so no other test sees them).
    await page.route('**/api/bookings?**', async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: Booking[]; pagination: { total: number } }
      const arrived = [1, 2].map((index) => ({
        ...body.data[0]!,
        id: `bkg_new_${index}`,
        reference: `DC-NEW00${index}`,
        createdAt: new Date().toISOString(),
      }))
      body.data = [...arrived, ...body.data].slice(0, body.data.length)
      body.pagination.total += arrived.length
      await route.fulfill({ response, json: body })
    })
    const button = page.getByRole('button', { name: '2 new bookings' })
    await runChecksUntil(page, () => button.isVisible())
    await expect(top.locator('td').nth(1)).toHaveText(before!)

    await button.click()
    await expect(page.getByRole('row', { description: 'Newly arrived', exact: true })).toHaveCount(
      2,
    )
    await expect(dataRows(page).nth(2).locator('td').nth(1)).toHaveText(before!)
    await expect(page.getByRole('button', { name: /new booking/ })).toHaveCount(0)
  })

  test('a check the service refuses with 401 signs out as usual, keeping the view to come back to', async ({
    page,
  }) => {
    await page.clock.install()
    await openSignedIn(page, '/bookings?filters[status]=PENDING')
    await page.route('**/api/bookings?**', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: '{}' }),
    )
    await runChecksUntil(page, async () => page.url().includes('/sign-in'))
    await expectSentToSignIn(page, '/bookings?filters[status]=PENDING')
  })

  test('no checks on a later page, in another order, or in a hidden tab', async ({ page }) => {
    await page.clock.install()
    const requests = bookingRequests(page)
    // The next page is asked for ahead once the view is painted (its timer is the page's clock
    // too): that request is a prefetch, never a check. A check asks for the view's own page.
    const viewPage = () => Number(new URL(page.url()).searchParams.get('pagination[page]') ?? 0)
    const isPrefetch = (url: string, shownPage: number) =>
      Number(new URL(url).searchParams.get('pagination[page]')) === shownPage + 1
    const quietFor = async (phase: string) => {
      // Once the view has settled, a minute passes.
      await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false')
      await whenIdle(page)
      const seen = requests.length
      const shownPage = viewPage()
      await page.clock.fastForward('01:05')
      await whenIdle(page)
      const checks = requests.slice(seen).filter((url) => !isPrefetch(url, shownPage))
      expect(checks, phase).toEqual([])
    }
    await openSignedIn(page, '/bookings?pagination[page]=1')
    await quietFor('a later page')
    await page.goto('/bookings?sorting[createdAt]=ASC')
    await quietFor('oldest first')
    await page.goto('/bookings')
    await expect(dataRows(page).first()).toBeVisible()
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await quietFor('a hidden tab')
    // And the check itself is real: visible again, a minute later it runs.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    const checksOf = () => requests.filter((url) => !isPrefetch(url, 0)).length
    const seen = checksOf()
    // The check's timer starts once the page has seen the tab shown: time moves on until it runs.
    await expect
      .poll(async () => {
        await fastForwardWhenIdle(page, '00:31')
        return checksOf()
      })
      .toBeGreaterThan(seen)
  })
})

test('Refresh asks the service for the current view again at once', async ({ page }) => {
  await openSignedIn(page, '/products?filters[productType]=tour')
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/products')) requests.push(decodeURIComponent(request.url()))
  })
  await page.getByRole('button', { name: 'Refresh' }).click()
  await expect
    .poll(() => requests.filter((url) => url.includes('pagination[page]=0')).length)
    .toBe(1)
  await expect(page.getByText(/^Updated (now|\d+ seconds? ago)$/)).toBeVisible()
})

test('times tick with the clock, agree with "Updated …", and a day group reads one way', async ({
  page,
}) => {
  const start = Date.parse('2026-11-25T00:40:00Z')
  await page.clock.install({ time: start })
  // Newest first: two bookings of today within the hour, then yesterday's from 23:50 back.
  const minutesAgo = [0.2, 5, 50, 180, 360, 540, 720, 900, 1020, 1200]
  await page.route('**/api/bookings?**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: Booking[] }
    if (new URL(route.request().url()).searchParams.get('pagination[page]') === '0') {
      body.data.forEach((booking, index) => {
        const ago = (minutesAgo[index] ?? 1380) * 60_000
        booking.createdAt = new Date(start - ago).toISOString()
      })
    }
    await route.fulfill({ response, json: body })
  })
  await openSignedIn(page, '/bookings')
  const created = (index: number) => dataRows(page).nth(index).getByRole('cell').first()
  const timeOfDay = (text: string) => new RegExp(`^${text.replace(' ', '\\s')}$`)
  await expect(created(0)).toHaveText(/^\d+ seconds ago$/)
  await expect(created(1)).toHaveText('5 minutes ago')
  await expect(page.getByText(/^Updated (now|\d+ seconds? ago)$/)).toBeVisible()
  // Yesterday's newest is 50 minutes old, its oldest 20 hours: all read as times of day under
  // their separator, never "50 minutes ago" beside "17 hours ago".
  await expect(page.getByText('Tuesday, November 24, 2026')).toBeVisible()
  const yesterday = ['11:50 PM', '9:40 PM', '6:40 PM', '3:40 PM', '12:40 PM', '9:40 AM']
  for (const [index, text] of yesterday.entries())
    await expect(created(index + 2)).toHaveText(timeOfDay(text))

  // A minute later the row and the header have both moved on, by the same clock.
  await fastForwardWhenIdle(page, '01:00')
  await expect(created(0)).toHaveText('1 minute ago')
  await expect(created(1)).toHaveText('6 minutes ago')
  await expect(page.getByText('Updated 1 minute ago')).toBeVisible()

  // Once today's oldest is an hour old, today reads as times of day too, as a whole.
  await fastForwardWhenIdle(page, '55:00')
  await expect(created(0)).toHaveText(timeOfDay('12:39 AM'))
  await expect(created(1)).toHaveText(timeOfDay('12:35 AM'))
  await expect(created(2)).toHaveText(timeOfDay('11:50 PM'))
})
