// Bookings of a period (README, "Bookings of a day, or of any period"): Yesterday, From/To,
// Previous/Next day, Clear period and Export CSV, each compared with the service read directly.
// The browser's clock is the test's own (page.clock), so "Yesterday" is the same day for both;
// days are UTC here.
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import Papa from 'papaparse'
import type { Page } from '@playwright/test'
import { bookingRequests } from './booking-requests'
import { demoKey, demoSecret, expect, openSignedIn, test } from './fixtures'
import { whenIdle } from './page-clock'

const auth = { 'X-Api-Key': demoKey, 'X-Secret-Key': demoSecret }
const dayMs = 86_400_000
const today = Date.now()
const daysAgo = (count: number) => new Date(today - count * dayMs).toISOString().slice(0, 10)
// 5,000 bookings, 10 a page: what opening a period may ask of the service.
const requestBound = 2 * (Math.ceil(Math.log2(500)) + 2)

interface Booking {
  id: string
  reference: string
  status: string
  createdAt: string
}

/** The bookings of `from`..`to` (UTC days), newest first, read from the service directly. */
async function serviceBookings(page: Page, from: string, to: string, filters = '') {
  const found: Booking[] = []
  for (let number = 0; ; number++) {
    const search = `${filters}sorting[createdAt]=DESC&pagination[page]=${number}&pagination[size]=20`
    const response = await page.request.get(`/api/bookings?${search}`, { headers: auth })
    expect(response.ok()).toBe(true)
    const { data } = (await response.json()) as { data: Booking[] }
    found.push(...data.filter((booking) => booking.createdAt.slice(0, 10) <= to))
    const last = data.at(-1)
    if (!last || last.createdAt.slice(0, 10) < from) break
  }
  return found.filter((booking) => booking.createdAt.slice(0, 10) >= from)
}

const periodBar = (page: Page) => page.getByRole('group', { name: 'Period' })
const periodStatus = (page: Page) => periodBar(page).getByRole('status')

async function shownReferences(page: Page): Promise<string[]> {
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false')
  return page.getByRole('row').getByRole('cell').getByText(/^DC-/).allTextContents()
}

async function openBookings(page: Page, path = '/bookings') {
  await page.clock.setFixedTime(today)
  await openSignedIn(page, path)
}

test('Yesterday: exactly its bookings, counted, paged within the day, in a bounded search', async ({
  page,
}) => {
  const yesterday = daysAgo(1)
  await openBookings(page)
  const expected = await serviceBookings(page, yesterday, yesterday)
  expect(expected.length).toBeGreaterThan(10)
  const requests = bookingRequests(page)

  await periodBar(page).getByRole('button', { name: 'Yesterday' }).click()

  // A period set holds the zone of its days: the viewer's, UTC here.
  await expect(page).toHaveURL(`/bookings?from=${yesterday}&to=${yesterday}&tz=UTC`)
  await expect(periodStatus(page)).toHaveText(new RegExp(`^${expected.length} bookings on `))
  const opening = requests.length
  expect(opening).toBeGreaterThan(0)
  expect(opening).toBeLessThanOrEqual(requestBound)
  expect(await shownReferences(page)).toEqual(expected.slice(0, 10).map((b) => b.reference))
  await expect(page.getByLabel('Go to date')).toBeHidden()

  const pages = Math.ceil(expected.length / 10)
  for (let number = 1; number < pages; number++) {
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page.getByText(`Page ${number + 1} of ${pages}`)).toBeVisible()
    expect(await shownReferences(page)).toEqual(
      expected.slice(number * 10, number * 10 + 10).map((b) => b.reference),
    )
  }
  await expect(page).toHaveURL(new RegExp(`pagination\\[page\\]=${pages - 1}$`))
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()
  // Each later page is cut from at most two service pages (its prefetch included).
  expect(requests.length - opening).toBeLessThanOrEqual(2 * (pages - 1))
  // The console's own parameters never reach the service.
  for (const url of requests) {
    expect(url.searchParams.has('from')).toBe(false)
    expect(url.searchParams.has('to')).toBe(false)
    expect(url.searchParams.has('tz')).toBe(false)
  }
})

test('Previous day, Next day, then Clear period gives the whole list back', async ({ page }) => {
  await openBookings(page, `/bookings?from=${daysAgo(3)}&to=${daysAgo(3)}`)
  const count = async (day: string) => (await serviceBookings(page, day, day)).length
  await expect(periodStatus(page)).toHaveText(new RegExp(`^${await count(daysAgo(3))} bookings on`))

  const previous = periodBar(page).getByRole('button', { name: 'Previous day' })
  await previous.click()
  await expect(page).toHaveURL(`/bookings?from=${daysAgo(4)}&to=${daysAgo(4)}`)
  await expect(periodStatus(page)).toHaveText(new RegExp(`^${await count(daysAgo(4))} bookings on`))
  await expect(previous).toBeFocused()

  await periodBar(page).getByRole('button', { name: 'Next day' }).click()
  await periodBar(page).getByRole('button', { name: 'Next day' }).click()
  await expect(page).toHaveURL(`/bookings?from=${daysAgo(2)}&to=${daysAgo(2)}`)
  await expect(periodStatus(page)).toHaveText(new RegExp(`^${await count(daysAgo(2))} bookings on`))

  await periodBar(page).getByRole('button', { name: 'Clear period' }).click()
  await expect(page).toHaveURL('/bookings')
  await expect(page.getByText('Page 1 of 500')).toBeVisible()
  await expect(periodBar(page).getByLabel('From')).toBeFocused()
  await expect(page.getByLabel('Go to date')).toBeVisible()
  await expect(periodBar(page).getByRole('button', { name: 'Clear period' })).toHaveCount(0)
  await expect(periodBar(page).getByLabel('From')).toHaveValue('')
  await expect(periodBar(page).getByLabel('To')).toHaveValue('')

  await periodBar(page).getByRole('button', { name: 'Today' }).click()
  await expect(page).toHaveURL(`/bookings?from=${daysAgo(0)}&to=${daysAgo(0)}&tz=UTC`)
  // Early in the day, today may have one booking so far, or none.
  await expect(periodStatus(page)).toHaveText(/^(1 booking|\d[\d,]* bookings) on /)
  const { violations } = await new AxeBuilder({ page }).include('.date-bar').analyze()
  expect(
    violations.filter((found) => ['serious', 'critical'].includes(found.impact ?? '')),
  ).toEqual([])

  // Back to the whole list empties the fields too: a To entered then is a period of its own.
  await page.goBack()
  await expect(page).toHaveURL('/bookings')
  await expect(periodBar(page).getByLabel('From')).toHaveValue('')
  await periodBar(page).getByLabel('To').fill(daysAgo(1))
  await periodBar(page).getByLabel('To').press('Enter')
  await expect(page).toHaveURL(`/bookings?to=${daysAgo(1)}&tz=UTC`)
})

test('a period is listed in time order: a link’s other sort goes, said, and other headers don’t sort', async ({
  page,
}) => {
  const day = daysAgo(3)
  await openBookings(page, `/bookings?from=${day}&to=${day}&sorting[totalPrice]=DESC`)

  await expect(page).toHaveURL(`/bookings?from=${day}&to=${day}`)
  await expect(
    page.getByText('ignored sorting[totalPrice] (a period is listed in createdAt order)'),
  ).toBeVisible()
  const expected = await serviceBookings(page, day, day)
  expect(await shownReferences(page)).toEqual(expected.slice(0, 10).map((b) => b.reference))

  const price = page.getByRole('columnheader', { name: 'Total price (totalPrice)', exact: true })
  await expect(price).toHaveAccessibleDescription(
    'A period is listed in time order: clear the period to sort by this column',
  )
  await expect(price.getByRole('button')).toHaveCount(0)

  // Its own time still sorts both ways, and the period stays.
  await page.getByRole('button', { name: /^Created at/ }).click()
  await expect(page).toHaveURL(`/bookings?from=${day}&to=${day}&sorting[createdAt]=ASC`)
  expect(await shownReferences(page)).toEqual(
    expected
      .slice(-10)
      .reverse()
      .map((b) => b.reference),
  )
  // Without the period, every column sorts again.
  await periodBar(page).getByRole('button', { name: 'Clear period' }).click()
  await expect(price.getByRole('button')).toHaveCount(1)
})

test('From and To with Enter, under a status filter: that week’s cancelled bookings', async ({
  page,
}) => {
  const [from, to] = [daysAgo(9), daysAgo(3)]
  await openBookings(page, '/bookings?filters[status]=CANCELLED')
  const requests = bookingRequests(page)
  await periodBar(page).getByLabel('From').fill(from)
  await periodBar(page).getByLabel('To').fill(to)
  await periodBar(page).getByLabel('To').press('Enter')

  await expect(page).toHaveURL(`/bookings?from=${from}&to=${to}&tz=UTC&filters[status]=CANCELLED`)
  const expected = await serviceBookings(page, from, to, 'filters[status]=CANCELLED&')
  expect(expected.length).toBeGreaterThan(10)
  await expect(periodStatus(page)).toHaveText(new RegExp(`^${expected.length} bookings, `))
  expect(await shownReferences(page)).toEqual(expected.slice(0, 10).map((b) => b.reference))
  const pages = Math.ceil(expected.length / 10)
  await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible()
  expect(requests.length).toBeLessThanOrEqual(requestBound)
  for (const url of requests) {
    expect(url.searchParams.get('filters[status]')).toBe('CANCELLED')
    expect(['from', 'to', 'tz'].some((key) => url.searchParams.has(key))).toBe(false)
  }

  // The link is the period: opened again, it shows the same count.
  await page.reload()
  await expect(periodStatus(page)).toHaveText(new RegExp(`^${expected.length} bookings, `))
})

test('From after To: applied swapped, said so, and Enter leaves the focus in its field', async ({
  page,
}) => {
  const [earlier, later] = [daysAgo(9), daysAgo(3)]
  await openBookings(page)
  const from = periodBar(page).getByLabel('From')
  const to = periodBar(page).getByLabel('To')
  await from.fill(later)
  await from.press('Enter')
  await expect(page).toHaveURL(`/bookings?from=${later}&tz=UTC`)
  await expect(from).toBeFocused()
  await expect(periodStatus(page)).toHaveText(/^\d[\d,]* bookings /)

  await to.fill(earlier)
  await to.press('Enter')
  await expect(page).toHaveURL(`/bookings?from=${earlier}&to=${later}&tz=UTC`)
  await expect(periodBar(page).getByText('From was after To: swapped')).toBeVisible()
  await expect(from).toHaveValue(earlier)
  await expect(to).toHaveValue(later)
  await expect(to).toBeFocused()
  // The note is about the period applied: it goes when the period moves.
  await expect(periodStatus(page)).toHaveText(/^\d[\d,]* bookings, /)
  await periodBar(page).getByRole('button', { name: 'Next day' }).click()
  await expect(page).toHaveURL(`/bookings?from=${daysAgo(8)}&to=${daysAgo(2)}&tz=UTC`)
  await expect(periodBar(page).getByText('From was after To: swapped')).toHaveCount(0)
})

test('From and To entered while a period is still being found apply once it is found', async ({
  page,
}) => {
  await openBookings(page)
  // The first period's search is held until the second has been entered.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/bookings?**', async (route) => {
    await held
    await route.fallback()
  })
  const from = periodBar(page).getByLabel('From')
  const to = periodBar(page).getByLabel('To')
  await from.fill(daysAgo(3))
  await from.press('Enter')
  await expect(periodStatus(page)).toHaveText(/^Finding the bookings of /)

  await to.fill(daysAgo(9))
  await to.press('Enter')
  await expect(to).toBeFocused()
  await expect(page).toHaveURL(`/bookings?from=${daysAgo(3)}&tz=UTC`)
  // What is typed meanwhile, not yet applied, stays in its field when the waiting period applies.
  await from.fill(daysAgo(12))
  release()
  await expect(page).toHaveURL(`/bookings?from=${daysAgo(9)}&to=${daysAgo(3)}&tz=UTC`)
  await expect(from).toHaveValue(daysAgo(12))
  await expect(to).toHaveValue(daysAgo(3))
  const expected = await serviceBookings(page, daysAgo(9), daysAgo(3))
  await expect(periodStatus(page)).toHaveText(
    new RegExp(`^${expected.length.toLocaleString('en')} bookings, `),
  )
  await expect(periodBar(page).getByText('From was after To: swapped')).toBeVisible()
  expect(await shownReferences(page)).toEqual(expected.slice(0, 10).map((b) => b.reference))
})

test('Export CSV of a period: its count said first, then exactly its bookings, each once', async ({
  page,
}) => {
  const day = daysAgo(5)
  await openBookings(page, `/bookings?from=${day}&to=${day}`)
  const expected = await serviceBookings(page, day, day)
  await expect(periodStatus(page)).toHaveText(new RegExp(`^${expected.length} bookings on `))
  // The export's requests wait until what it says at its start has been seen.
  let release: () => void = () => undefined
  const seen = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/bookings?**', async (route) => {
    if (route.request().url().includes('pagination[size]=20')) await seen
    await route.continue()
  })
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(
    page.getByText(new RegExp(`^Exporting ${expected.length} bookings on `)),
  ).toBeVisible()
  release()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`bookings ${day}.csv`)
  const csv = Papa.parse<Record<string, string>>(
    await readFile((await download.path()) ?? '', 'utf8'),
    { header: true, skipEmptyLines: true },
  )
  const referenceColumn = csv.meta.fields?.find((field) => /^reference$/i.test(field)) ?? ''
  const references = csv.data.map((row) => row[referenceColumn])
  expect(references).toEqual(expected.map((booking) => booking.reference))
  await expect(
    page.getByRole('status').filter({ hasText: `Exported ${expected.length} bookings.` }),
  ).toBeVisible()
})

test('a period that already reaches today has no Next day to step to', async ({ page }) => {
  const today = daysAgo(0)
  await openBookings(page, `/bookings?from=${daysAgo(1)}&to=${today}`)
  await expect(periodStatus(page)).toHaveText(/^(1 booking|\d[\d,]* bookings), /)
  const next = periodBar(page).getByRole('button', { name: 'Next day' })
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  await expect(next).toHaveAttribute(
    'title',
    'The period already reaches today: there are no later days yet',
  )
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/bookings?from=${daysAgo(1)}&to=${today}`)
  await expect(next).toBeFocused()
  await periodBar(page).getByRole('button', { name: 'Previous day' }).click()
  await expect(page).toHaveURL(`/bookings?from=${daysAgo(2)}&to=${daysAgo(1)}`)
  await expect(next).not.toHaveAttribute('aria-disabled')
})

test('a page left open past midnight turns its day over: Next day and Today follow', async ({
  page,
}) => {
  // The page's clock starts two minutes before last midnight, ample for the page to load: its
  // "today" is yesterday, a whole day of bookings (early in a day, today may have none yet).
  const [day, nextDay] = [daysAgo(1), daysAgo(0)]
  const midnight = Date.parse(`${nextDay}T00:00:00Z`)
  await page.clock.install({ time: midnight - 120_000 })
  await openSignedIn(page, `/bookings?from=${day}&to=${day}`)
  await expect(periodStatus(page)).toHaveText(/^(1 booking|\d[\d,]* bookings) on /)
  const next = periodBar(page).getByRole('button', { name: 'Next day' })
  await expect(next).toHaveAttribute('aria-disabled', 'true')
  const todayButton = periodBar(page).getByRole('button', { name: 'Today' })
  await expect(todayButton).toHaveAttribute('aria-pressed', 'true')

  await whenIdle(page)
  await page.clock.fastForward(midnight + 1_000 - (await page.evaluate(() => Date.now())))
  await expect(next).not.toHaveAttribute('aria-disabled')
  await expect(todayButton).toHaveAttribute('aria-pressed', 'false')
  await todayButton.click()
  await expect(page).toHaveURL(`/bookings?from=${nextDay}&to=${nextDay}&tz=UTC`)
})

test('a period’s link holds its zone: Athens’ day there, named, and UTC’s at a click', async ({
  page,
}) => {
  const day = daysAgo(4)
  await openBookings(page, `/bookings?from=${day}&to=${day}&tz=Europe/Athens`)
  const athensDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Athens' })
  // Athens' day begins two or three hours before UTC's: the UTC days before and of it hold it.
  const inAthens = (await serviceBookings(page, daysAgo(5), day)).filter(
    (booking) => athensDay.format(Date.parse(booking.createdAt)) === day,
  )
  const inUtc = await serviceBookings(page, day, day)
  expect(inAthens.map((b) => b.id)).not.toEqual(inUtc.map((b) => b.id))

  await expect(periodStatus(page)).toHaveText(new RegExp(`^${inAthens.length} bookings on `))
  expect(await shownReferences(page)).toEqual(inAthens.slice(0, 10).map((b) => b.reference))
  await expect(periodBar(page).getByText(/^Days in Europe\/Athens, from /)).toBeVisible()

  await periodBar(page).getByRole('button', { name: 'Show days in my zone (UTC)' }).click()
  await expect(page).toHaveURL(`/bookings?from=${day}&to=${day}&tz=UTC`)
  await expect(periodStatus(page)).toHaveText(new RegExp(`^${inUtc.length} bookings on `))
  expect(await shownReferences(page)).toEqual(inUtc.slice(0, 10).map((b) => b.reference))
  await expect(periodBar(page).getByText(/^Days in /)).toHaveCount(0)
})
