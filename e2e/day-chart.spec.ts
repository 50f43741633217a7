// A period's days as a chart: each day's count equals the service's, each day a link to that day
// alone, at a bounded cost on top of opening the period. Days are UTC here; the browser's clock is
// the test's own, so "Last 7 days" is the same week for both.
import type { Page } from '@playwright/test'
import { bookingRequests } from './booking-requests'
import { demoKey, demoSecret, expect, openSignedIn, test } from './fixtures'

const auth = { 'X-Api-Key': demoKey, 'X-Secret-Key': demoSecret }
const dayMs = 86_400_000
const now = Date.now()
const daysAgo = (count: number) => new Date(now - count * dayMs).toISOString().slice(0, 10)
// 5,000 bookings: 250 pages of 20, 500 of 10.
const listPages = 250
const openingBound = 2 * (Math.ceil(Math.log2(500)) + 2)

/** Each day's bookings from `from` to `to` (UTC days), read from the service directly. */
async function serviceDayCounts(page: Page, from: string, to: string) {
  const counts = new Map<string, number>()
  for (let number = 0; ; number++) {
    const search = `sorting[createdAt]=DESC&pagination[page]=${number}&pagination[size]=20`
    const response = await page.request.get(`/api/bookings?${search}`, { headers: auth })
    const { data } = (await response.json()) as { data: { createdAt: string }[] }
    for (const { createdAt } of data) {
      const day = createdAt.slice(0, 10)
      if (day >= from && day <= to) counts.set(day, (counts.get(day) ?? 0) + 1)
    }
    const last = data.at(-1)
    if (!last || last.createdAt.slice(0, 10) < from) return counts
  }
}

const chart = (page: Page) => page.getByRole('figure', { name: 'Bookings per day' })
const periodStatus = (page: Page) => page.getByRole('group', { name: 'Period' }).getByRole('status')

test('Last 7 days draws a week, each day counted as the service counts it, within the bound', async ({
  page,
}) => {
  await page.clock.setFixedTime(now)
  await openSignedIn(page, '/bookings')
  const expected = await serviceDayCounts(page, daysAgo(6), daysAgo(0))
  const requests = bookingRequests(page)

  await page
    .getByRole('group', { name: 'Period' })
    .getByRole('button', { name: 'Last 7 days' })
    .click()
  await expect(periodStatus(page)).toHaveText(/^\d[\d,]* bookings/)
  const opening = requests.length
  const days = chart(page).getByRole('link')
  await expect(days).toHaveCount(7)
  await expect(chart(page)).not.toHaveAttribute('aria-busy')

  const names = await days.evaluateAll((links) =>
    links.map((link) => link.getAttribute('aria-label')),
  )
  const counted = names.map((name) => Number(/: (\d+) bookings?$/.exec(name ?? '')?.[1]))
  const week = Array.from({ length: 7 }, (_, index) => daysAgo(6 - index))
  expect(counted).toEqual(week.map((day) => expected.get(day) ?? 0))
  const total = counted.reduce((sum, count) => sum + count, 0)
  await expect(periodStatus(page)).toHaveText(
    new RegExp(`^${total.toLocaleString('en-US')} bookings`),
  )

  // Opening the period, then the chart on top of it.
  expect(opening).toBeLessThanOrEqual(openingBound)
  const chartBound = Math.min(Math.ceil(total / 20), 6 * (Math.ceil(Math.log2(listPages)) + 2))
  expect(requests.length - opening).toBeLessThanOrEqual(chartBound)
  for (const url of requests) expect([...url.searchParams.keys()].sort()).not.toContain('from')

  // Each day is a link to that day alone; the keyboard reaches the days in order.
  await days.nth(2).focus()
  await page.keyboard.press('Tab')
  await expect(days.nth(3)).toBeFocused()
  await days.nth(3).click()
  await expect(page).toHaveURL(`/bookings?from=${week[3]}&to=${week[3]}&tz=UTC`)
  await expect(periodStatus(page)).toHaveText(new RegExp(`^${counted[3]} bookings? on `))
  await expect(chart(page)).toHaveCount(0)
})

test('a month is drawn day by day; a longer period says why it is not', async ({ page }) => {
  await page.clock.setFixedTime(now)
  await openSignedIn(page, `/bookings?from=${daysAgo(30)}&to=${daysAgo(0)}&tz=UTC`)
  await expect(chart(page).getByRole('link')).toHaveCount(31)
  await expect(chart(page)).not.toHaveAttribute('aria-busy')
  const names = await chart(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))
  const sum = names.reduce((total, name) => total + Number(/: (\d+) booking/.exec(name)?.[1]), 0)
  await expect(periodStatus(page)).toHaveText(
    new RegExp(`^${sum.toLocaleString('en-US')} bookings`),
  )
  await page.setViewportSize({ width: 390, height: 800 })
  await page.screenshot({ path: test.info().outputPath('day-chart-month-390.png') })

  await page.goto(`/bookings?from=${daysAgo(40)}&to=${daysAgo(0)}&tz=UTC`)
  await expect(
    page.getByText('Periods of up to 31 days are drawn day by day; this one has 41 days.'),
  ).toBeVisible()
  await expect(chart(page)).toHaveCount(0)
})

test('the chart reads in German and Greek, and in dark mode', async ({ page }) => {
  await page.clock.setFixedTime(now)
  await page.emulateMedia({ colorScheme: 'dark' })
  await openSignedIn(page, `/bookings?from=${daysAgo(6)}&to=${daysAgo(0)}&tz=UTC`)
  await expect(chart(page).getByRole('link')).toHaveCount(7)
  await page.screenshot({ path: test.info().outputPath('day-chart-dark.png') })
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Deutsch')
  await expect(page.getByRole('figure', { name: 'Buchungen pro Tag' })).toBeVisible()
  await expect(
    page.getByRole('figure', { name: 'Buchungen pro Tag' }).getByRole('link').first(),
  ).toHaveAccessibleName(/^\S+, \d+\. \S+: \d+ Buchung(en)?$/)
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption('Ελληνικά')
  await expect(page.getByRole('figure', { name: 'Κρατήσεις ανά ημέρα' })).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('day-chart-el.png') })
})
