// Statuses in the staff's language (src/i18n/messages/*/values.ts): cells, chips and options read
// them, a filter typed in any of the console's languages finds the service's value, and the start
// of a value waits for Enter rather than being applied by a pause.
import type { Page } from '@playwright/test'
import {
  columnValues,
  dataRows,
  demoKey,
  demoSecret,
  expect,
  openSignedIn,
  openWithStoredKeys,
  test,
  type ServiceRequest,
} from './fixtures'

const statusFilters = (requests: readonly ServiceRequest[]) =>
  requests
    .filter((request) => request.path === '/api/bookings')
    .map((request) => (request.query.filters as { status?: string } | undefined)?.status)
    .filter((status) => status !== undefined)

/** Longer than a pause in typing (about 300 ms), with room for a busy machine. */
const wellPastAPause = (page: Page) => page.waitForTimeout(1_500)

test.describe('in German', () => {
  test.use({ locale: 'de-DE' })

  test('cells read Ausstehend; "ausstehend" and Enter filter by PENDING', async ({
    page,
    serviceRequests,
  }) => {
    await openWithStoredKeys(page, '/bookings')
    // Bookings wait PENDING for their supplier in their first days: the newest come first.
    const table = page.getByRole('table')
    await expect(table.getByText('Ausstehend', { exact: true }).first()).toBeVisible()
    const filter = page.getByRole('combobox', { name: 'status filtern' })
    await filter.fill('ausstehend')
    await filter.press('Enter')
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
    expect(new Set(await columnValues(page, 'status'))).toEqual(new Set(['PENDING']))
    await expect(page.getByRole('list', { name: 'Aktive Filter' })).toContainText(
      'Status = Ausstehend',
    )
    expect(new Set(statusFilters(serviceRequests))).toEqual(new Set(['PENDING']))
    await page.screenshot({ path: test.info().outputPath('german-statuses.png') })
  })
})

test.describe('in Greek', () => {
  test.use({ locale: 'el-GR' })

  test('"εκκρεμ" shows its option and waits; Enter filters by PENDING', async ({ page }) => {
    await openWithStoredKeys(page, '/bookings')
    const filter = page.getByRole('combobox', { name: 'Φίλτρο status' })
    await filter.fill('εκκρεμ')
    await expect(page.getByRole('option', { name: 'Εκκρεμεί' })).toBeVisible()
    await filter.press('Enter')
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
    await expect(dataRows(page).first()).toContainText('Εκκρεμεί')
  })
})

test('"pend" and a pause apply no filter: its option shows, Enter applies PENDING', async ({
  page,
  serviceRequests,
}) => {
  await openSignedIn(page, '/bookings')
  const filter = page.getByRole('combobox', { name: 'Filter status' })
  await filter.fill('pend')
  await expect(page.getByRole('option', { name: 'Pending', exact: true })).toBeVisible()
  await wellPastAPause(page)
  await expect(page).toHaveURL('/bookings')
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0)
  expect(statusFilters(serviceRequests)).toEqual([])
  await page.screenshot({ path: test.info().outputPath('pend-options.png') })
  await filter.press('Enter')
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
})

test('"lisbn" offers Lisbon, and applies only what was typed', async ({ page }) => {
  // Opening a view and its first rows may take long on a machine with a core busy.
  test.slow()
  await openSignedIn(page, '/products?filters[city]=Lisbon')
  await page.getByRole('button', { name: 'Clear filter city' }).click()
  await expect(page).toHaveURL('/products')
  const city = page.getByRole('combobox', { name: 'Filter city' })
  await city.fill('lisbn')
  await expect(page.getByRole('option', { name: 'Lisbon', exact: true })).toBeVisible({
    timeout: 15_000,
  })
  await expect(page).toHaveURL('/products?filters[city]=lisbn', { timeout: 15_000 })
})

test('"pending" typed as soon as the page opens ends in PENDING, each time', async ({
  context,
}) => {
  test.slow()
  for (let run = 0; run < 3; run++) {
    const page = await context.newPage()
    await page.addInitScript(
      (stored) => sessionStorage.setItem('distribution-console.credentials', stored),
      JSON.stringify({
        baseUrl: '/api',
        apiKey: demoKey,
        secretKey: demoSecret,
        signedInAt: Date.now(),
      }),
    )
    await page.goto('/bookings')
    // At once, rows or not: the values the rows hold have not been seen yet.
    await page.getByRole('combobox', { name: 'Filter status' }).fill('pending')
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING', { timeout: 30_000 })
    expect(new Set(await columnValues(page, 'status'))).toEqual(new Set(['PENDING']))
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
      'Status = Pending',
    )
    await page.close()
  }
})
