// A day's departures and grouped views (group=): the manifest of a day, its
// groups' counts and participants against the service read directly, the totals, collapse, the
// limit of 500 records, Export CSV of a grouped view, and what grouping asks of the service.
import Papa from 'papaparse'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { demoKey, demoSecret, expect, openSignedIn, test } from './fixtures'

const auth = { 'X-Api-Key': demoKey, 'X-Secret-Key': demoSecret }

interface Booking {
  id: string
  productName: string
  participants: number
  travelDate: string
}

async function serviceBookings(page: Page, search: string): Promise<Booking[]> {
  const found: Booking[] = []
  for (let number = 0; ; number++) {
    const url = `/api/bookings?${search}&pagination[page]=${number}&pagination[size]=20`
    const response = await page.request.get(url, { headers: auth })
    const { data } = (await response.json()) as { data: Booking[] }
    found.push(...data)
    if (data.length < 20) return found
  }
}

/** A travel day with bookings of several products, as the service has it. */
async function busyDay(page: Page): Promise<string> {
  const response = await page.request.get(
    '/api/bookings?sorting[createdAt]=DESC&pagination[page]=0&pagination[size]=20',
    { headers: auth },
  )
  const { data: sample } = (await response.json()) as { data: Booking[] }
  const counts = new Map<string, number>()
  for (const booking of sample.slice(0, 200))
    counts.set(booking.travelDate, (counts.get(booking.travelDate) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0]
}

const groupHeaders = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.locator('button[aria-expanded]') })
const recordRows = (page: Page) => page.getByRole('table').locator('tbody tr[data-record-id]')
const departures = (page: Page) => page.getByRole('group', { name: 'Departures' })

/** Size-20 list requests to the service, and the most in flight at once. */
function watchReads(page: Page) {
  const reads = { sizes: [] as string[], groupParams: 0, inFlight: 0, mostInFlight: 0 }
  const isRead = (url: URL) => url.searchParams.get('pagination[size]') === '20'
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.pathname.startsWith('/api/')) return
    if (url.searchParams.has('group') || url.search.includes('group=')) reads.groupParams++
    if (!isRead(url)) return
    reads.sizes.push(url.searchParams.get('pagination[page]') ?? '')
    reads.mostInFlight = Math.max(reads.mostInFlight, ++reads.inFlight)
  })
  const done = (request: { url: () => string }) => {
    if (isRead(new URL(request.url()))) reads.inFlight--
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return reads
}

test('Today, Tomorrow and a day open that day’s manifest', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv'))
  const tomorrow = await page.evaluate(() =>
    new Date(Date.now() + 86_400_000).toLocaleDateString('sv'),
  )
  await departures(page).getByRole('link', { name: 'Departures today' }).click()
  await expect(page).toHaveURL(`/bookings?filters[travelDate]=${today}&group=productName`)
  await departures(page).getByRole('link', { name: 'Departures tomorrow' }).click()
  await expect(page).toHaveURL(`/bookings?filters[travelDate]=${tomorrow}&group=productName`)
  await departures(page).getByLabel('Departures on').fill('2026-12-24')
  await departures(page).getByLabel('Departures on').press('Enter')
  await expect(page).toHaveURL('/bookings?filters[travelDate]=2026-12-24&group=productName')
})

test('a day’s manifest: each product with its bookings, their number and participants; totals; collapse', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const day = await busyDay(page)
  const expected = await serviceBookings(page, `filters[travelDate]=${day}`)
  const reads = watchReads(page)
  await page.goto(`/bookings?filters[travelDate]=${day}&group=productName`)
  const products = [...new Set(expected.map((booking) => booking.productName))]
  await expect(groupHeaders(page)).toHaveCount(products.length)
  await expect(recordRows(page)).toHaveCount(expected.length)
  const participants = (list: Booking[]) => list.reduce((sum, b) => sum + b.participants, 0)
  for (const product of products) {
    const own = expected.filter((booking) => booking.productName === product)
    const header = groupHeaders(page).filter({ hasText: product }).first()
    await expect(header.getByRole('rowheader')).toContainText(
      own.length === 1 ? '1 booking' : `${own.length} bookings`,
    )
    await expect(header.locator('td[data-column="participants"]')).toHaveText(
      String(participants(own)),
    )
  }
  const totals = page.getByRole('table').locator('tfoot').getByRole('row')
  await expect(totals.getByRole('rowheader')).toContainText(`Total ${expected.length} bookings`)
  await expect(totals.locator('td[data-column="participants"]')).toHaveText(
    String(participants(expected)),
  )
  // Groups in the order of their names.
  const names = (await groupHeaders(page).getByRole('button').allTextContents()).map((text) =>
    text.slice(1),
  )
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true })))

  const first = groupHeaders(page).first().getByRole('button')
  const firstCount = expected.filter((booking) => booking.productName === names[0]).length
  await first.click()
  await expect(first).toHaveAttribute('aria-expanded', 'false')
  await expect(recordRows(page)).toHaveCount(expected.length - firstCount)
  await first.click()
  await expect(recordRows(page)).toHaveCount(expected.length)

  // j moves across the groups' rows.
  await page.locator('body').press('j')
  await expect(recordRows(page).first()).toBeFocused()
  await page.keyboard.press('j')
  await expect(recordRows(page).nth(1)).toBeFocused()

  expect(reads.groupParams).toBe(0)
  expect(reads.sizes.length).toBeLessThanOrEqual(25)
  expect(reads.sizes.length).toBeGreaterThan(0)
  expect(reads.mostInFlight).toBeLessThanOrEqual(2)
  expect(await page.getByRole('navigation', { name: /pagination/i }).count()).toBe(0)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  const csv = Papa.parse<Record<string, string>>(
    (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, ''),
    { header: true, skipEmptyLines: true },
  )
  expect(csv.data).toHaveLength(expected.length)
  expect(reads.groupParams).toBe(0)

  await page.setViewportSize({ width: 390, height: 844 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.screenshot({ path: '/tmp/groups-manifest-390-dark.png', fullPage: true })
})

test('a view of more than 500 records names the limit, offers to narrow it, and shows no groups', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const reads = watchReads(page)
  await page.goto('/bookings?group=status')
  await expect(page.getByText(/groups are shown for at most 500/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Only today' })).toBeVisible()
  await expect(groupHeaders(page)).toHaveCount(0)
  await expect(page.getByRole('table').locator('tfoot')).toHaveCount(0)
  expect(reads.sizes).toEqual([])
  await page.getByRole('button', { name: 'Only today' }).click()
  await expect(page).toHaveURL(/from=\d{4}-\d{2}-\d{2}&to=.*group=status/)
})

test('a page’s sums under the table; a group that is no column is dropped with a note', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings?pagination[size]=20')
  const footer = page.getByRole('table').locator('tfoot').getByRole('row')
  await expect(footer.getByRole('rowheader')).toHaveText('This page')
  const values = await recordRows(page).evaluateAll((rows) =>
    rows.map((row) => row.getAttribute('data-record-id')),
  )
  const response = await page.request.get(
    '/api/bookings?sorting[createdAt]=DESC&pagination[page]=0&pagination[size]=20',
    { headers: auth },
  )
  const { data: bookings } = (await response.json()) as { data: Booking[] }
  const shown = bookings.filter((booking) => values.includes(booking.id))
  expect(shown).toHaveLength(values.length)
  await expect(footer.locator('td[data-column="participants"]')).toHaveText(
    String(shown.reduce((sum, b) => sum + b.participants, 0)),
  )
  await page.goto('/bookings?group=nothingLikeIt')
  await expect(page).toHaveURL('/bookings')
  await expect(page.getByText('Group by "nothingLikeIt" was dropped')).toBeVisible()
})

test('a read that fails part-way ends in a message with Retry, never in groups; Cancel stops it', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const day = await busyDay(page)
  let failing = true
  await page.route('**/api/bookings?**', async (route) => {
    const url = route.request().url()
    if (failing && url.includes('pagination[size]=20'))
      return route.fulfill({ status: 500, body: 'down' })
    return route.continue()
  })
  await page.goto(`/bookings?filters[travelDate]=${day}&group=productName`)
  await expect(
    page.getByRole('alert').filter({ hasText: 'The groups could not be read' }),
  ).toBeVisible()
  await expect(groupHeaders(page)).toHaveCount(0)
  failing = false
  await page.getByRole('button', { name: 'Retry' }).click()
  await expect(groupHeaders(page).first()).toBeVisible()

  // Cancel while the records are being read.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/bookings?**', async (route) => {
    if (route.request().url().includes('pagination[size]=20')) await held
    await route.continue()
  })
  await page.goto(`/bookings?filters[travelDate]=${day}&group=status`)
  await expect(page.getByRole('progressbar')).toBeVisible()
  await page.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText(/Grouping stopped before every booking was read/)).toBeVisible()
  release()
  await expect(groupHeaders(page)).toHaveCount(0)
})
