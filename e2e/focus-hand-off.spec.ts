// A control that goes away, or turns busy, by its own action never drops the focus to the page:
// it goes to what now stands for what the user was doing. Each journey works by keyboard.
import type { Locator, Page } from '@playwright/test'
import { dataRows, expect, openSignedIn, test } from './fixtures'
import { runChecksUntil } from './checks'

async function press(control: Locator) {
  await control.focus()
  await expect(control).toBeFocused()
  await control.press('Enter')
}

function focusedElement(page: Page) {
  return page.evaluate(() => document.activeElement?.tagName ?? 'none')
}

async function expectFocusKept(page: Page, on: Locator) {
  await expect(on).toBeFocused()
  expect(await focusedElement(page)).not.toBe('BODY')
}

test("a filter chip's × hands focus to that column's filter", async ({ page }) => {
  await openSignedIn(page, '/products?filters[productType]=tour')
  await press(page.getByRole('button', { name: 'Clear filter productType' }))
  await expect(page).toHaveURL('/products')
  await expectFocusKept(page, page.getByLabel('Filter productType'))
})

test('"Clear filters" hands focus to the filter of the first one cleared', async ({ page }) => {
  await openSignedIn(page, '/bookings?filters[status]=PENDING&filters[currency]=EUR')
  await press(page.getByRole('button', { name: 'Clear filters' }))
  await expect(page).toHaveURL('/bookings')
  await expectFocusKept(page, page.getByLabel('Filter status'))
})

test('"Show all bookings" hands focus to the filter that found nothing', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  await page.goto('/bookings?filters[reference]=nothing-matches')
  await press(page.getByRole('button', { name: 'Show all bookings' }))
  await expect(page).toHaveURL('/bookings')
  await expect(dataRows(page).first()).toBeVisible()
  await expectFocusKept(page, page.getByLabel('Filter reference'))
})

test('"N new bookings" hands focus to the first row', async ({ page }) => {
  await page.clock.install()
  await openSignedIn(page, '/bookings')
  await page.route('**/api/bookings?**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { data: Record<string, unknown>[] }
    const arrived = { ...body.data[0]!, id: 'bkg_new_1', createdAt: new Date().toISOString() }
    body.data = [arrived, ...body.data].slice(0, body.data.length)
    await route.fulfill({ response, json: body })
  })
  const newer = page.getByRole('button', { name: '1 new booking' })
  await runChecksUntil(page, () => newer.isVisible())
  await press(newer)
  await expect(page.getByRole('button', { name: /new booking/ })).toHaveCount(0)
  await expectFocusKept(page, dataRows(page).first())
})

test('Retry hands focus to the heading while the view loads, then to its rows', async ({
  page,
}) => {
  await openSignedIn(page, '/products')
  await page.route('**/api/products?**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  )
  await page.goto('/products?filters[productType]=tour')
  const retry = page.getByRole('button', { name: 'Retry' })
  await expect(retry).toBeVisible()
  let answer: () => void = () => undefined
  const answered = new Promise<void>((resolve) => (answer = resolve))
  await page.unroute('**/api/products?**')
  await page.route('**/api/products?**', async (route) => {
    await answered
    await route.continue()
  })
  await press(retry)
  // While the view loads, the list's heading holds the focus; the rows take it once they come.
  await expectFocusKept(page, page.getByRole('heading', { name: 'Products', level: 1 }))
  answer()
  await expect(dataRows(page).first()).toBeVisible()
  await expectFocusKept(page, dataRows(page).first())
})

test('leaving a page past the end hands focus to the rows', async ({ page }) => {
  await openSignedIn(page, '/products')
  await page.goto('/products?pagination[page]=99')
  await press(page.getByRole('button', { name: /^Go to (the )?(first|last) page$/ }))
  await expect(dataRows(page).first()).toBeVisible()
  await expectFocusKept(page, dataRows(page).first())
})

test('"Previous day" and "Next day" keep the focus while they search', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const previousDay = page.getByRole('button', { name: 'Previous day' })
  await expect(previousDay).toBeEnabled()
  await press(previousDay)
  await expect(page.getByText(/its first booking is marked|showing the nearest/)).toBeVisible()
  await expectFocusKept(page, previousDay)
  const nextDay = page.getByRole('button', { name: 'Next day' })
  await press(nextDay)
  await expect(page.getByText(/Looking for/)).toHaveCount(0)
  await expectFocusKept(page, nextDay)
})

test('opening a saved view hands focus to its rows', async ({ page }) => {
  await openSignedIn(page, '/bookings?filters[status]=PENDING')
  await page.getByRole('button', { name: 'Saved views' }).click()
  await page.getByRole('textbox', { name: 'View name' }).fill('Pending')
  await page.getByRole('button', { name: 'Save current view' }).click()
  await page.goto('/bookings')
  await expect(dataRows(page).first()).toBeVisible()
  await page.getByRole('button', { name: 'Saved views' }).click()
  const link = page
    .getByRole('list', { name: 'Saved views' })
    .getByRole('link', { name: 'Pending', exact: true })
  await press(link)
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
  await expect(link).toHaveCount(0)
  await expectFocusKept(page, dataRows(page).first())
})

test("a refusal's button hands focus to the rows", async ({ page }) => {
  await openSignedIn(page, '/bookings')
  await page.goto('/bookings?filters[status]=PENDING&sorting[nope]=ASC')
  await press(page.getByRole('button', { name: 'Remove sort by Nope' }))
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
  await expect(dataRows(page).first()).toBeVisible()
  await expectFocusKept(page, dataRows(page).first())
})
