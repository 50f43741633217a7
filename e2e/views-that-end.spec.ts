// Every view change ends in rows or in an error, whatever the browser says about the network and
// whatever a date search was doing when it was stopped.
import { dataRows, expect, openSignedIn, test } from './fixtures'

const isFiltered = (url: string, attribute: string) =>
  decodeURIComponent(url).includes(`filters[${attribute}]=`)

test('Stop during Go to date leaves the list page it was loading to finish', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => url.pathname === '/api/bookings' && isFiltered(url.href, 'status'),
    async (route) => {
      await released
      await route.continue().catch(() => undefined)
    },
  )
  const pendingAsked = page.waitForRequest((request) => isFiltered(request.url(), 'status'))
  await page.getByRole('combobox', { name: 'Filter status' }).fill('PENDING')
  await page.getByRole('combobox', { name: 'Filter status' }).press('Enter')
  await pendingAsked
  await page.getByLabel('Go to date').fill('2026-10-17')
  await page.getByLabel('Go to date').press('Enter')
  await page.getByRole('button', { name: 'Stop' }).click()
  release()
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false')
  await expect(dataRows(page).first()).toContainText(/pending/i)
})

test.describe('the browser saying it is offline', () => {
  test('a view change still asks the service, and Retry still asks again', async ({ page }) => {
    await openSignedIn(page, '/products')
    await page.evaluate(() => window.dispatchEvent(new Event('offline')))
    let failing = true
    await page.route(
      (url) => url.pathname === '/api/products' && isFiltered(url.href, 'productType'),
      (route) => (failing ? route.abort('internetdisconnected') : route.continue()),
    )
    await page.getByRole('combobox', { name: 'Filter productType' }).fill('tour')
    await page.getByRole('combobox', { name: 'Filter productType' }).press('Enter')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Could not reach the service')
    failing = false
    await alert.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false')
    await expect(dataRows(page).first()).toContainText(/tour/i)
    await expect(page).toHaveURL('/products?filters[productType]=tour')
  })

  test('a request that cannot leave ends in an error that says the browser is offline', async ({
    page,
    context,
  }) => {
    await openSignedIn(page, '/products')
    await context.setOffline(true)
    await page.getByRole('combobox', { name: 'Filter productType' }).fill('tour')
    await page.getByRole('combobox', { name: 'Filter productType' }).press('Enter')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('offline')
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible()
    await expect(page.getByRole('table')).toHaveCount(0)
  })
})

test.describe('a refused first view', () => {
  test('shows the refusal in place of the loading state, and Remove sort recovers', async ({
    page,
  }) => {
    await openSignedIn(page, '/products')
    await page.goto('/products?sorting[colour]=ASC')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('colour')
    await expect(page.getByText('Loading products…')).toHaveCount(0)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    await alert.getByRole('button', { name: 'Remove sort by Colour' }).click()
    await expect(page).toHaveURL('/products')
    await expect(dataRows(page).first()).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test("Remove sort drops a refused default sort (bookings' createdAt)", async ({
    page,
    serviceRequests,
  }) => {
    await openSignedIn(page, '/products')
    await page.route(
      (url) => url.pathname === '/api/bookings' && url.searchParams.has('sorting[createdAt]'),
      (route) =>
        route.fulfill({
          status: 400,
          json: {
            error: {
              code: 'invalid_query',
              parameter: 'sorting[createdAt]',
              message: 'sorting by createdAt is not supported',
            },
          },
        }),
    )
    await page.goto('/bookings')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('createdAt')
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    const refused = () =>
      serviceRequests.filter(
        (request) => request.path === '/api/bookings' && request.query.sorting !== undefined,
      ).length
    const refusedBefore = refused()
    await alert.getByRole('button', { name: 'Remove sort by Created at' }).click()
    await expect(dataRows(page).first()).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page).toHaveURL('/bookings')
    const last = serviceRequests.filter((request) => request.path === '/api/bookings').at(-1)
    expect(last?.query.sorting).toBeUndefined()
    // The click's own request already goes out unsorted: the refused sort is not asked again.
    expect(refused()).toBe(refusedBefore)
  })
})
