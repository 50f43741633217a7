import type { Page, Route } from '@playwright/test'
import { columnValues, dataRows, expect, openSignedIn, test } from './fixtures'

type Fault = (route: Route) => Promise<void>

const faults: { name: string; fault: Fault; message: RegExp; attempts: number }[] = [
  {
    name: 'connection refused',
    fault: (route) => route.abort('connectionrefused'),
    message: /Could not reach the service/,
    attempts: 3,
  },
  {
    name: 'aborted response',
    fault: (route) => route.abort('connectionreset'),
    message: /Could not reach the service/,
    attempts: 3,
  },
  {
    name: '500',
    fault: (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
    message: /failed \(HTTP 500\)/,
    attempts: 3,
  },
  {
    name: '502 with an HTML body',
    fault: (route) =>
      route.fulfill({
        status: 502,
        contentType: 'text/html',
        body: '<html><h1>Bad Gateway</h1></html>',
      }),
    message: /failed \(HTTP 502\)/,
    attempts: 3,
  },
  {
    name: '200 with a non-JSON body',
    fault: (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Login</p>' }),
    message: /not JSON \(text\/html/,
    attempts: 1,
  },
  {
    name: '200 with JSON that holds no array',
    fault: (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"ok":true,"count":3}',
      }),
    message: /without a list of records/,
    attempts: 1,
  },
]

async function openBookingsWith(page: Page, fault: Fault) {
  await openSignedIn(page, '/products')
  let attempts = 0
  await page.route('**/api/bookings?**', async (route) => {
    attempts++
    await fault(route)
  })
  await page.getByRole('link', { name: 'Bookings' }).click()
  return () => attempts
}

for (const { name, fault, message, attempts } of faults) {
  test(`${name}: a clear error with Retry, retried ${attempts - 1} times`, async ({ page }) => {
    const count = await openBookingsWith(page, fault)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(message)
    expect(count()).toBe(attempts)
    await expect(page.getByRole('table')).toHaveCount(0)
    await page.unroute('**/api/bookings?**')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByText(/Showing 1–10 of 5,000/)).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })
}

test('a slow response: the previous rows stay, dimmed, with Next disabled, until the new rows arrive', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const firstPage = await columnValues(page, 'reference')
  // The third page is answered only once the waiting view has been seen.
  let answer: () => void = () => undefined
  const seen = new Promise<void>((resolve) => (answer = resolve))
  await page.route('**/api/bookings?**pagination[page]=2**', async (route) => {
    await seen
    await route.continue()
  })
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL('/bookings?pagination[page]=1')
  await expect(page.getByText('Page 2 of 500')).toBeVisible()
  const firstCreated = dataRows(page).first().locator('td').first()
  const shown = await firstCreated.textContent()
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL('/bookings?pagination[page]=2')
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true')
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()
  // The rows kept on screen still read as they did (hours old: the time of day).
  await expect(firstCreated).toHaveText(shown!)
  expect(await dataRows(page).count()).toBe(10)
  await expect(page.getByText('Page 3 of 500')).toBeVisible()
  answer()
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false')
  const thirdPage = await columnValues(page, 'reference')
  expect(thirdPage.some((reference) => firstPage.includes(reference))).toBe(false)
})

test('responses out of order: a slow old query never replaces the new one', async ({ page }) => {
  await openSignedIn(page, '/products')
  // The old query is answered only once the new one's rows are on screen.
  let newShown: () => void = () => undefined
  const shown = new Promise<void>((resolve) => (newShown = resolve))
  let slowAnswered: () => void = () => undefined
  const slowDone = new Promise<void>((resolve) => (slowAnswered = resolve))
  await page.route('**/api/products?**filters[productType]=tour**', async (route) => {
    await shown
    // The app may already have cancelled this request; either way it is over now.
    await route.continue().catch(() => undefined)
    slowAnswered()
  })
  const cancelled: string[] = []
  page.on('requestfailed', (request) => {
    if (decodeURIComponent(request.url()).includes('filters[productType]=tour'))
      cancelled.push(request.url())
  })
  const filter = page.getByRole('combobox', { name: 'Filter productType' })
  await filter.fill('tour')
  await filter.press('Enter')
  await expect(page).toHaveURL('/products?filters[productType]=tour')
  await filter.fill('ticket')
  await filter.press('Enter')
  await expect(page).toHaveURL('/products?filters[productType]=ticket')
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false')
  expect(new Set(await columnValues(page, 'productType'))).toEqual(new Set(['ticket']))
  newShown()
  await slowDone
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  )
  expect(new Set(await columnValues(page, 'productType'))).toEqual(new Set(['ticket']))
  await expect(filter).toHaveValue('ticket')
  // The superseded request was aborted by the app, not merely ignored.
  await expect.poll(() => cancelled).toHaveLength(1)
})

test.describe('code that fails to load (network down, or a new version published)', () => {
  test('the toolbar: the rows stay usable, a message offers Reload, and Reload brings it back', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings')
    await page.route(/\/assets\/list-toolbar-[^/]+\.js$/, (route) => route.abort())
    await page.reload()
    await expect(page.getByRole('alert')).toContainText('The toolbar could not be loaded')
    await expect(dataRows(page)).toHaveCount(10)
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL('/bookings?pagination[page]=1')

    await page.unrouteAll()
    await page.getByRole('alert').getByRole('button', { name: 'Reload' }).click()
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test('record details: the list stays, with a message in their place', async ({ page }) => {
    // From the start: the page fetches the details' code ahead of need once the rows are shown.
    await page.route(/\/assets\/record-details-[^/]+\.js$/, (route) => route.abort())
    await openSignedIn(page, '/bookings')
    await dataRows(page).first().click()
    await expect(page.getByRole('alert')).toContainText('Record details could not be loaded')
    await expect(dataRows(page)).toHaveCount(10)
  })

  test('a lazily loaded page: a message with Reload instead of a blank screen', async ({
    page,
  }) => {
    await page.route(/\/assets\/sign-in-page-[^/]+\.js$/, (route) => route.abort())
    await page.goto('/bookings')
    await expect(page.getByRole('alert')).toContainText('This page could not be loaded')
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
  })
  test('"Open resource": what it says of a name it can’t open, when its words never came', async ({
    page,
  }) => {
    // The names on offer and the navigation's words (in a chunk of their own) can't be had.
    await page.route(/\/assets\/(resource-name-list|nav)-[^/]+\.js$/, (route) => route.abort())
    await openSignedIn(page, '/bookings')
    const field = page.getByRole('combobox', { name: 'Open resource' })
    await field.fill('no such/name')
    await field.press('Enter')
    await expect(field).toHaveAccessibleDescription(/^Open resource could not be loaded\./)
    await expect(page).toHaveURL('/bookings')
  })
})
