// A phone shows records: the rows first, each a card of its key fields and the sorted column, the
// table's roles kept; the toolbar, dates and filters on "Filters and tools". At 1,280 px the
// columns staff use come first, and the edge of a table wider than the screen hides no value.
import type { Locator, Page } from '@playwright/test'
import { dataRows, expect, openSignedIn, test } from './fixtures'

/** The labels of the cells a row shows, in the row's order. */
async function shownCells(row: Locator): Promise<string[]> {
  return row
    .getByRole('cell')
    .evaluateAll((cells) =>
      cells
        .filter((cell) => (cell as HTMLElement).offsetParent !== null)
        .map((cell) => cell.getAttribute('data-label') ?? ''),
    )
}

async function openTools(page: Page) {
  const tools = page.getByRole('button', { name: 'Filters and tools' })
  await expect(tools).toHaveAttribute('aria-expanded', 'false')
  await tools.click()
  await expect(tools).toHaveAttribute('aria-expanded', 'true')
}

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('bookings: the first row within 300 px, each showing its key fields whole', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings')
    const first = dataRows(page).first()
    expect((await first.boundingBox())!.y).toBeLessThan(300)
    // Newest first: the time it was made joins the key fields.
    await expect
      .poll(() => shownCells(first))
      .toEqual(['Created at', 'Reference', 'Status', 'Travel date', 'Product name', 'Total price'])
    // Each card within the screen: nothing to scroll sideways for.
    for (const row of await dataRows(page).all()) {
      const box = (await row.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(390)
    }
    await expect(first.getByRole('cell').filter({ hasText: /^DC-/ })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('bookings-390.png') })
  })

  test('the table keeps its roles where a phone changes how it is laid out', async ({ page }) => {
    await openSignedIn(page, '/bookings')
    const table = page.getByRole('table')
    await expect(table).toHaveCount(1)
    await expect(table.getByRole('columnheader', { name: 'Reference' })).toBeVisible()
    await expect(table.getByRole('rowgroup')).not.toHaveCount(0)
    // Ten records, and the day separators above them: rows of the table.
    expect(await table.getByRole('row').count()).toBeGreaterThan(10)
    const reference = await dataRows(page).first().getByRole('cell').nth(1).textContent()
    await expect(table.getByRole('cell', { name: reference!, exact: true })).toBeVisible()
  })

  test('the sorted column is always among what a row shows', async ({ page }) => {
    await openSignedIn(page, '/bookings?sorting[participants]=DESC')
    await expect.poll(() => shownCells(dataRows(page).first())).toContain('Participants')
    await page.goto('/products?sorting[country]=ASC')
    await expect
      .poll(() => shownCells(dataRows(page).first()))
      .toEqual(['Name', 'Product type', 'City', 'Country', 'Price'])
  })

  test('"Filters and tools" shows the toolbar, dates and filters; they work as on a desk', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings')
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Yesterday' })).toBeHidden()
    await expect(page.getByRole('combobox', { name: 'Filter status' })).toBeHidden()
    await openTools(page)
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Yesterday' })).toBeVisible()
    const status = page.getByRole('combobox', { name: 'Filter status' })
    await status.fill('CANCELLED')
    await status.press('Enter')
    await expect(page).toHaveURL('/bookings?filters[status]=CANCELLED')
    await expect(dataRows(page).first().getByRole('cell', { name: 'Cancelled' })).toBeVisible()
  })
})

test.describe('at 1,280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('bookings show their travel date and total price without scrolling', async ({ page }) => {
    await openSignedIn(page, '/bookings')
    const frame = (await page.locator('.table-scroll').boundingBox())!
    for (const name of ['Travel date', 'Total price']) {
      const header = (await page.getByRole('columnheader', { name }).boundingBox())!
      expect(header.x + header.width, name).toBeLessThanOrEqual(frame.x + frame.width)
    }
  })

  test('the edge of a wider table shades, never fades out, the values at it', async ({ page }) => {
    await openSignedIn(page, '/bookings')
    const frame = page.locator('.table-frame')
    await expect(frame).toHaveAttribute('data-hidden-end', /.*/)
    const edge = await frame.evaluate((element) => {
      const style = getComputedStyle(element, '::after')
      return { image: style.backgroundImage, width: parseFloat(style.width) }
    })
    // One gradient, of the shadow's colour: no band of the surface's colour over the digits.
    expect(edge.image.match(/linear-gradient/g)).toHaveLength(1)
    expect(edge.width).toBeLessThanOrEqual(8)
  })
})
