import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { dataRows, expect, openSignedIn, test, withClockStill } from './fixtures'
import { requestTimeoutMs } from '../playwright.config'

// A full-page scan takes seconds on a slow machine: each test scans few states and is given the
// time it needs.
test.slow()

async function expectNoSeriousViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${state}: ${violation.id} (${violation.impact}) ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  expect(serious).toEqual([])
}

test('axe: sign-in page, with and without an error', async ({ page }) => {
  await page.goto('/sign-in')
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
  await expectNoSeriousViolations(page, 'sign-in')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await expectNoSeriousViolations(page, 'sign-in error')
})

test('axe: 404 page', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await expectNoSeriousViolations(page, '404')
})

test('axe: 404 page inside the app shell when signed in', async ({ page }) => {
  await openSignedIn(page, '/products')
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  const navigation = page.getByRole('navigation', { name: 'Main' })
  await expect(navigation.getByRole('link', { name: 'Bookings' })).toBeVisible()
  await expect(navigation.getByLabel('Open resource')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('main')).toHaveCount(1)
  await expectNoSeriousViolations(page, '404 in the shell')
  await page.setViewportSize({ width: 760, height: 800 })
  await expectNoSeriousViolations(page, '404 in the shell at 760 px')
  await navigation.getByRole('link', { name: 'Bookings' }).click()
  await expect(page).toHaveURL('/bookings')
})

for (const resource of ['products', 'bookings']) {
  test(`axe: ${resource} loaded and loading`, async ({ page }) => {
    await openSignedIn(page, `/${resource}`)
    await expectNoSeriousViolations(page, `${resource} loaded`)

    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/api/${resource}?**`, async (route) => {
      await held
      await route.continue().catch(() => undefined)
    })
    // Next page is prefetched; a new page size is not, so the previous rows show as loading.
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20')
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'true')
    await expectNoSeriousViolations(page, `${resource} loading`)
    // The held request may outlive the build's request time limit while a slow machine scans:
    // then the view ends in its error, and Retry must bring the rows.
    release()
    await page.unrouteAll({ behavior: 'wait' })
    const retry = page.getByRole('button', { name: 'Retry' })
    await expect(dataRows(page).nth(19).or(retry).first()).toBeVisible()
    if (await retry.isVisible()) await retry.click()
    await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false')
    await expect(dataRows(page)).toHaveCount(20)
  })

  test(`axe: ${resource} empty and error`, async ({ page }) => {
    await openSignedIn(page, `/${resource}`)
    await page.goto(`/${resource}?filters[id]=nothing-matches`)
    await expect(page.getByText(/No \w+ match ID = "nothing-matches"/)).toBeVisible()
    await expectNoSeriousViolations(page, `${resource} empty`)

    await page.route(`**/api/${resource}?**`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/plain', body: 'nope' }),
    )
    await page.goto(`/${resource}?pagination[size]=5`)
    await expect(page.getByRole('alert')).toContainText('not JSON')
    await expectNoSeriousViolations(page, `${resource} error`)
  })
}

test('keyboard only: sign in, sort, filter, page, sign out', async ({ page }) => {
  await page.clock.install()
  await page.goto('/bookings')
  await expect(page).toHaveURL(/\/sign-in/)
  await expect(page.getByLabel('Base URL')).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Base URL')).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.type('demo-key')
  await page.keyboard.press('Tab')
  await page.keyboard.type('demo-secret')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/bookings')
  await expect(dataRows(page).first()).toBeVisible()

  const statusSort = page.getByRole('columnheader', { name: 'status' }).getByRole('button')
  await statusSort.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/bookings?sorting[status]=ASC')
  await expect(statusSort).toBeFocused()
  await page.keyboard.press('Space')
  await expect(page).toHaveURL('/bookings?sorting[status]=DESC')

  // From the sort button, Tab order reaches the filter row and then the pager.
  const filter = page.getByRole('combobox', { name: 'Filter reference' })
  await filter.focus()
  // However slow the machine, the typed text is not applied (300 ms after the last key) before
  // Escape takes it back.
  await withClockStill(page, async () => {
    await page.keyboard.type('DC-')
    await page.keyboard.press('Escape')
    await expect(filter).toHaveValue('')
  })
  const next = page.getByRole('button', { name: 'Next page' })
  // Next is disabled (so not focusable) until the re-sorted rows have arrived.
  await expect(next).toBeEnabled()
  await next.focus()
  await expect(next).toBeFocused()
  const focusRing = await next.evaluate((element) => getComputedStyle(element).outlineStyle)
  expect(focusRing).not.toBe('none')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/bookings?sorting[status]=DESC&pagination[page]=1')
  await expect(
    page.getByRole('status').filter({ hasText: 'Bookings, page 2, 10 rows' }),
  ).toBeAttached()

  await page.getByRole('combobox', { name: 'Rows per page' }).focus()
  await page.keyboard.press('ArrowDown')
  await expect(page).toHaveURL(/pagination\[size\]=20/)

  await page.getByRole('button', { name: 'Sign out' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/sign-in')
})

test('axe: record details and the shortcuts dialog', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  await dataRows(page).first().click()
  await expect(page.getByRole('dialog', { name: 'Record details' })).toContainText('customer')
  await expectNoSeriousViolations(page, 'record details')
  await page.getByRole('button', { name: 'Close' }).click()

  await page.locator('body').click({ position: { x: 5, y: 5 } })
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await expectNoSeriousViolations(page, 'shortcuts dialog')
})

test('axe: record details as a drawer at 760 px', async ({ page }) => {
  await page.setViewportSize({ width: 760, height: 900 })
  await openSignedIn(page, '/bookings')
  await dataRows(page).first().click()
  const drawer = page.getByRole('dialog', { name: 'Record details' })
  await expect(drawer).toContainText('customer')
  await expect(drawer.getByRole('heading', { level: 2 })).toBeFocused()
  await expectNoSeriousViolations(page, 'record details drawer')
})

test('axe: columns menu, saved views and export progress', async ({ page }) => {
  await openSignedIn(page, '/bookings')

  await page.getByRole('button', { name: 'Columns' }).click()
  await expect(page.getByRole('group', { name: 'Columns' })).toBeVisible()
  await expectNoSeriousViolations(page, 'columns menu')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Saved views' }).click()
  await expect(page.getByRole('textbox', { name: 'View name' })).toBeVisible()
  await expectNoSeriousViolations(page, 'saved views')
  await page.keyboard.press('Escape')

  // Each of the export's pages answers late, though within a request's time limit (8 s in these
  // tests): the export stays under way, page after page, for as long as the scan may take.
  await page.route('**/api/bookings?**pagination[size]=20**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, requestTimeoutMs / 2))
    await route.continue().catch(() => undefined)
  })
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(page.getByRole('progressbar', { name: 'Export CSV' })).toBeVisible()
  await expectNoSeriousViolations(page, 'export progress')
  await page.getByRole('button', { name: 'Cancel' }).click()
})

test('axe: names offered by Open resource, saved views in the navigation, a changed view, export options, did you mean', async ({
  page,
}) => {
  await openSignedIn(page, '/suppliers')
  const nav = page.getByRole('navigation', { name: 'Main' })
  await nav.getByRole('link', { name: 'Bookings' }).click()
  await nav.getByRole('combobox', { name: 'Open resource' }).fill('s')
  await expect(nav.getByRole('option').first()).toBeVisible()
  await expectNoSeriousViolations(page, 'names offered')
  await nav.getByRole('combobox', { name: 'Open resource' }).press('Escape')

  await page.getByRole('button', { name: 'Saved views' }).click()
  await page.getByRole('textbox', { name: 'View name' }).fill('Pending bookings')
  await page.getByRole('button', { name: 'Save current view' }).click()
  await page.keyboard.press('Escape')
  await page.getByLabel('Rows per page').selectOption('20')
  await expect(page.getByText('Saved view: Pending bookings, changed')).toBeVisible()
  await nav.getByRole('button', { name: 'Views', exact: true }).click()
  await expect(nav.getByRole('list', { name: 'Saved views' })).toBeVisible()
  await expectNoSeriousViolations(page, 'a changed view, saved views in the navigation')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Export options' }).click()
  await expect(page.getByRole('checkbox', { name: 'Attribute names as headers' })).toBeVisible()
  await expectNoSeriousViolations(page, 'export options')

  await page.goto('/supplers')
  await expect(page.getByRole('link', { name: 'Did you mean suppliers?' })).toBeVisible()
  await expectNoSeriousViolations(page, 'did you mean')
})

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' })

  test('axe: bookings with status badges, amounts and a marked day', async ({ page }) => {
    await openSignedIn(page, '/bookings?pagination[size]=20')
    const day = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10)
    await page.getByLabel('Go to date').fill(day)
    await page.getByLabel('Go to date').press('Enter')
    await expect(
      page.getByRole('row', { description: 'First of the day gone to', exact: true }),
    ).toBeVisible()
    await expectNoSeriousViolations(page, 'bookings, dark')
  })
})
