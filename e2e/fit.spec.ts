// What fits where: columns sized by their content, headers and toolbars on one line at 760 px,
// messages that never cover a control; and how it looks, light and dark.
import type { Locator, Page } from '@playwright/test'
import { dataRows, expect, openSignedIn, test } from './fixtures'

type Box = { x: number; y: number; width: number; height: number }

async function boxOf(locator: Locator): Promise<Box> {
  await expect(locator).toBeVisible()
  return (await locator.boundingBox())!
}

const middle = (box: Box) => box.y + box.height / 2
const overlaps = (one: Box, other: Box) =>
  one.x < other.x + other.width &&
  other.x < one.x + one.width &&
  one.y < other.y + other.height &&
  other.y < one.y + one.height

/** Whether a cell shows all of its text (nothing cut off with "…"). */
function showsAll(cell: Locator) {
  return cell.evaluate((element) => element.scrollWidth <= element.clientWidth)
}

async function columnIndex(page: Page, name: RegExp) {
  const headers = await page.getByRole('columnheader').allTextContents()
  return headers.findIndex((text) => name.test(text))
}

for (const width of [1280, 760]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('the header and the toolbar keep to one line each', async ({ page }) => {
      await openSignedIn(page, '/bookings?filters[status]=PENDING')
      const nav = page.getByRole('navigation', { name: 'Main' })
      const signOut = await boxOf(page.getByRole('button', { name: 'Sign out' }))
      const products = await boxOf(nav.getByRole('link', { name: 'Products', exact: true }))
      expect(Math.abs(middle(signOut) - middle(products))).toBeLessThan(4)

      const refresh = await boxOf(page.getByRole('button', { name: 'Refresh', exact: true }))
      for (const name of ['Saved views', 'Columns', 'Export CSV', 'Copy link', 'Request']) {
        const box = await boxOf(page.getByRole('button', { name, exact: true }))
        expect(Math.abs(middle(box) - middle(refresh)), name).toBeLessThan(4)
        expect(box.height, name).toBeLessThan(refresh.height + 2)
      }
    })

    test('messages cover no control: the pager stays usable while an export runs', async ({
      page,
    }) => {
      await openSignedIn(page, '/bookings?filters[status]=PENDING')
      // Scrolled to the end, the pager is as low on the screen as it gets.
      const rowsPerPage = page.getByRole('combobox', { name: 'Rows per page' })
      await page.getByText('for keyboard shortcuts').scrollIntoViewIfNeeded()
      const controls = [
        rowsPerPage,
        page.getByRole('button', { name: 'Previous page' }),
        page.getByRole('button', { name: 'Next page' }),
      ]
      const clear = async (message: Locator) => {
        for (const control of controls)
          expect(overlaps(await boxOf(message), await boxOf(control))).toBe(false)
      }
      await page.getByRole('button', { name: 'Copy link' }).click()
      await clear(page.getByRole('status').filter({ hasText: 'Link copied' }))

      let release: () => void = () => undefined
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route('**/api/bookings?**pagination[size]=20**', async (route) => {
        await held
        await route.continue().catch(() => undefined)
      })
      const downloading = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Export CSV' }).click()
      const progress = page.getByRole('progressbar', { name: 'Export CSV' })
      await expect(progress).toBeVisible()
      await clear(page.getByRole('button', { name: 'Cancel' }))
      await clear(progress)
      release()
      await downloading
      await clear(page.getByRole('status').filter({ hasText: 'Exported 55 bookings.' }))
      // The pager's select still takes a click while the message shows.
      await rowsPerPage.selectOption('20')
      await expect(page).toHaveURL('/bookings?filters[status]=PENDING&pagination[size]=20')
    })
  })
}

test('beside record details the toolbar keeps to one line too', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openSignedIn(page, '/products')
  await dataRows(page).first().getByRole('cell').nth(1).click()
  await expect(page.getByRole('dialog', { name: 'Record details' })).toBeVisible()
  const refresh = await boxOf(page.getByRole('button', { name: 'Refresh', exact: true }))
  for (const name of ['Saved views', 'Columns', 'Export CSV', 'Copy link', 'Request']) {
    const box = await boxOf(page.getByRole('button', { name, exact: true }))
    expect(Math.abs(middle(box) - middle(refresh)), name).toBeLessThan(4)
  }
})

test('long text gets room before short numbers do', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openSignedIn(page, '/products')
  const name = await columnIndex(page, /^Name/)
  expect(name).toBeGreaterThanOrEqual(0)
  for (const row of await dataRows(page).all()) {
    const cell = row.getByRole('cell').nth(name)
    expect(await showsAll(cell), (await cell.textContent()) ?? '').toBe(true)
  }
})

test('paging to shorter values narrows no column', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openSignedIn(page, '/bookings')
  const widths = () =>
    page
      .getByRole('separator', { name: /^Resize / })
      .evaluateAll((handles) => handles.map((handle) => Number(handle.ariaValueNow)))
  let before = await widths()
  for (const [button, shown] of [
    ['Next page', 2],
    ['Next page', 3],
    ['Next page', 4],
    ['Previous page', 3],
    ['Previous page', 2],
  ] as const) {
    const firstRow = await dataRows(page).first().getAttribute('data-record-id')
    await page.getByRole('button', { name: button }).click()
    await expect(page.getByText(new RegExp(`^Page ${shown} of`))).toBeVisible()
    // The page's own rows, not the last page's while they load.
    await expect(dataRows(page).first()).not.toHaveAttribute('data-record-id', firstRow!)
    const after = await widths()
    expect(after).toHaveLength(before.length)
    after.forEach((width, column) => expect(width).toBeGreaterThanOrEqual(before[column]!))
    before = after
  }
})

test('a resized width wins over the content’s', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await openSignedIn(page, '/products')
  const handle = page.getByRole('separator', { name: 'Resize name' })
  const before = Number(await handle.getAttribute('aria-valuenow'))
  await handle.focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  await expect(handle).not.toHaveAttribute('aria-valuenow', String(before))
  const resized = await handle.getAttribute('aria-valuenow')
  await page.reload()
  await expect(dataRows(page).first()).toBeVisible()
  await expect(page.getByRole('separator', { name: 'Resize name' })).toHaveAttribute(
    'aria-valuenow',
    resized!,
  )
})

for (const width of [1280, 760]) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`how it looks at ${width} px, ${scheme}`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 })
      await page.emulateMedia({ colorScheme: scheme })
      await openSignedIn(page, '/products')
      await expect(page.getByRole('button', { name: 'Request', exact: true })).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`products-${width}-${scheme}.png`) })

      await page.goto('/bookings?filters[status]=PENDING')
      await expect(dataRows(page).first()).toBeVisible()
      await page.getByRole('button', { name: 'Request', exact: true }).click()
      await expect(page.getByRole('region', { name: 'Request' })).toBeInViewport()
      await page.screenshot({
        path: testInfo.outputPath(`bookings-request-${width}-${scheme}.png`),
        fullPage: true,
      })

      await dataRows(page).first().getByRole('link', { name: /^prd_/ }).click()
      await expect(page.getByRole('dialog', { name: 'Record details' })).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`product-details-${width}-${scheme}.png`) })
    })
  }
}
