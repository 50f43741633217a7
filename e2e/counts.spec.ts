// Counts by value (README, "Answers at a glance"): Counts → status on /bookings puts counts=status
// in the URL, and the region "Counts" names each status with its count; each count is what the
// list filtered by that status says of itself, within a period too. Counts are asked one request
// of size 1 per value, and counts= never reaches the service.
import type { Locator, Page } from '@playwright/test'
import { expect, openSignedIn, test } from './fixtures'

const dayMs = 86_400_000
const daysAgo = (count: number) => new Date(Date.now() - count * dayMs).toISOString().slice(0, 10)
const countsRegion = (page: Page) => page.getByRole('region', { name: 'Counts' })
const countLine = (page: Page) => page.locator('.list-header .list-count')
/** A link of the region once counted: "Pending 12" (a count of thousands has its separator). */
const counted = /^\S.* (\d[\d,]*)$/

interface ValueLink {
  name: string
  value: string
  count: number
}

/** The region's links once all are counted, with the value each filters by. */
async function countedLinks(region: Locator): Promise<ValueLink[]> {
  const links = region.getByRole('link')
  await expect(links.first()).toBeVisible()
  // Busy while values may still be found and counted.
  await expect(region.getByRole('list')).toHaveAttribute('aria-busy', 'false', { timeout: 30_000 })
  await expect(async () => {
    const names = await links.evaluateAll((all) =>
      all.map((link) => link.getAttribute('aria-label') ?? ''),
    )
    expect(names.length).toBeGreaterThan(1)
    for (const name of names) expect(name).toMatch(counted)
  }).toPass({ timeout: 30_000 })
  return links.evaluateAll((all) =>
    all.map((link) => {
      const name = link.getAttribute('aria-label') ?? ''
      const href = new URL(link.getAttribute('href') ?? '', location.href)
      return {
        name,
        value: href.searchParams.get('filters[status]') ?? '',
        count: Number(name.slice(name.lastIndexOf(' ') + 1).replaceAll(',', '')),
      }
    }),
  )
}

/** Follows each link: the list filtered by its value says the same count, and marks it. */
async function followEach(page: Page, links: readonly ValueLink[]) {
  for (const { name, value, count } of links) {
    const link = countsRegion(page).getByRole('link', { name, exact: true })
    await link.click()
    await expect(page).toHaveURL(new RegExp(`[?&]filters\\[status\\]=${value}(&|$)`))
    await expect(page).toHaveURL(/[?&]counts=status(&|$)/)
    await expect(countLine(page)).toHaveText(
      `${count.toLocaleString('en-US')} ${count === 1 ? 'booking' : 'bookings'}`,
      { timeout: 30_000 },
    )
    await expect(link).toHaveAttribute('aria-current', 'true')
    await expect(countsRegion(page).locator('[aria-current="true"]')).toHaveCount(1)
  }
}

function watchServiceRequests(page: Page): URL[] {
  const seen: URL[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) seen.push(url)
  })
  return seen
}

test('Counts → status: a link per status named with its count, each the filtered list’s own', async ({
  page,
}) => {
  const requests = watchServiceRequests(page)
  await openSignedIn(page, '/bookings')
  await page.getByRole('button', { name: 'Counts', exact: true }).click()
  await page.getByRole('radio', { name: 'Status' }).check()
  await expect(page).toHaveURL(/\/bookings\?counts=status$/)

  const region = countsRegion(page)
  const links = await countedLinks(region)
  // Between the toolbar and the table.
  const regionBox = (await region.boundingBox())!
  const tableBox = (await page.getByRole('table').boundingBox())!
  expect(regionBox.y + regionBox.height).toBeLessThanOrEqual(tableBox.y)
  await page.screenshot({ path: '/tmp/counts-bookings.png' })

  // The keyboard reaches the links in their order.
  await region.getByRole('link').first().focus()
  for (const { name } of links.slice(1)) {
    await page.keyboard.press('Tab')
    await expect(region.getByRole('link', { name, exact: true })).toBeFocused()
  }

  // One request of size 1 per value, each with that value's filter.
  for (const { value } of links) {
    const asked = requests.filter(
      (url) =>
        url.searchParams.get('filters[status]') === value &&
        url.searchParams.get('pagination[size]') === '1',
    )
    expect(asked, value).toHaveLength(1)
  }

  await followEach(page, links)
  await page.screenshot({ path: '/tmp/counts-followed.png' })
  // Following the links asked no count again: they are kept with the view.
  const sizeOne = requests.filter((url) => url.searchParams.get('pagination[size]') === '1')
  const perValue = links.map(
    ({ value }) =>
      sizeOne.filter((url) => url.searchParams.get('filters[status]') === value).length,
  )
  expect(perValue).toEqual(links.map(() => 1))
  expect(requests.filter((url) => url.searchParams.has('counts'))).toEqual([])

  await region.getByRole('button', { name: 'Hide counts' }).click()
  await expect(region).toHaveCount(0)
  await expect(page).not.toHaveURL(/counts=/)
})

test('within a period, the counts are the period’s', async ({ page }) => {
  const requests = watchServiceRequests(page)
  const from = daysAgo(6)
  const to = daysAgo(0)
  await openSignedIn(page, `/bookings?from=${from}&to=${to}&tz=UTC&counts=status`)
  const links = await countedLinks(countsRegion(page))
  const whole = Number(
    ((await countLine(page).textContent()) ?? '').replace(/\D/g, '') || Number.NaN,
  )
  const sum = links.reduce((total, { count }) => total + count, 0)
  expect(sum).toBeLessThanOrEqual(whole)
  await followEach(page, links)
  expect(requests.some((url) => url.searchParams.has('counts'))).toBe(false)
  expect(requests.some((url) => /[?&](from|to|tz)=/.test(url.search))).toBe(false)
})

test('a column that is not one of the rows says so, and the rows stay', async ({ page }) => {
  await openSignedIn(page, '/bookings?counts=nosuchcolumn')
  await expect(countsRegion(page)).toContainText('There is no column “nosuchcolumn”')
  await expect(page.getByRole('table')).toBeVisible()

  // A column of many values (a reference each) is not counted, and says why.
  await page.goto('/bookings?counts=reference')
  await expect(countsRegion(page)).toContainText(/Counts offers (columns of at most 12|such)/, {
    timeout: 30_000,
  })
  await page.getByRole('button', { name: 'Counts', exact: true }).click()
  const choice = page.getByRole('group', { name: 'Count by' })
  await expect(choice.getByRole('radio', { name: 'Status' })).toBeVisible()
  await expect(choice.getByRole('radio', { name: 'Reference' })).toHaveCount(0)
})

test('at 390 px wide and in dark mode, the counts fit and read', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.emulateMedia({ colorScheme: 'dark' })
  await openSignedIn(page, '/bookings?counts=status')
  const region = countsRegion(page)
  await countedLinks(region)
  const box = (await region.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(390)
  await region.screenshot({ path: '/tmp/counts-narrow-dark.png' })
})
