// Printing a list (docs/user-guide.md, "Print"): on paper a list is its title, which
// records (filters, period and its zone) and their count, and the table, its column headers on
// every page; none of the navigation, tools, inputs or pager. Looked at in print media, then as
// the PDF headless Chromium prints, page by page.
import { mkdir, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { dataRows, expect, openSignedIn, test } from './fixtures'
import { pdfPageTexts } from './pdf-text'

const dayMs = 86_400_000
const today = Date.now()
const daysAgo = (count: number) => new Date(today - count * dayMs).toISOString().slice(0, 10)
// What a person looks at: the print media's page, and the PDF (pdftoppm turns it into images).
const lookAt = join(tmpdir(), 'printing')
const sheetWidth = 980

/** Everything named `name` of `role`, hidden ones too: there is at least one, and none shows. */
async function expectAllHidden(page: Page, role: 'button' | 'navigation', name?: string) {
  const all = page.getByRole(role, { name, exact: true, includeHidden: true })
  expect(await all.count(), `${role} ${name ?? ''}`).toBeGreaterThan(0)
  for (const element of await all.all()) await expect(element).toBeHidden()
}

const rootStyle = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.documentElement)
    const cell = document.querySelector('tbody td')!
    return { background: style.backgroundColor, text: getComputedStyle(cell).color }
  })

test('printed, a list is its title, its filters and period in words, its count and its table', async ({
  page,
}) => {
  // A landscape Letter sheet's text at 96 dpi (A4's is wider): the table must fit it whole.
  await page.setViewportSize({ width: sheetWidth, height: 700 })
  await page.clock.setFixedTime(today)
  const [from, to] = [daysAgo(6), daysAgo(0)]
  await openSignedIn(page, `/bookings?filters[status]=CONFIRMED&from=${from}&to=${to}&tz=UTC`)
  const print = page.getByRole('button', { name: 'Print' })
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false')
  const rows = await dataRows(page).count()
  expect(rows).toBeGreaterThan(0)
  await expect(print).toHaveAccessibleDescription(`Prints this page (${rows} bookings)`)
  await page.evaluate(() => {
    window.print = () => document.documentElement.setAttribute('data-printed', 'true')
  })
  await print.click()
  await expect(page.locator('html')).toHaveAttribute('data-printed', 'true')

  await page.emulateMedia({ media: 'print' })
  await expectAllHidden(page, 'navigation')
  for (const name of ['Print', 'Export CSV', 'Copy link', 'Refresh', 'Columns', 'Next page'])
    await expectAllHidden(page, 'button', name)
  // The only buttons left are the column headers' (their labels), and no input shows.
  const headerButtons = await page.getByRole('columnheader').getByRole('button').count()
  await expect(page.getByRole('button')).toHaveCount(headerButtons)
  expect(await page.locator('input, select').count()).toBeGreaterThan(0)
  await expect(page.locator('input, select').filter({ visible: true })).toHaveCount(0)
  const pagerText = page.getByText(/^Page \d+/)
  expect(await pagerText.count()).toBeGreaterThan(0)
  await expect(pagerText.filter({ visible: true })).toHaveCount(0)

  await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible()
  const words = page.getByText(/^Status: Confirmed · .+ \(days in UTC\)$/)
  await expect(words).toBeVisible()
  await expect(words).toContainText(String(Number(to.slice(8))))
  await expect(page.getByText(/^[\d,]+ bookings?$/).filter({ visible: true })).toHaveCount(1)
  await expect(page.getByText(/^Printed .+ · page 1, \d+ bookings?$/)).toBeVisible()

  const table = page.getByRole('table')
  expect(await table.locator('thead').evaluate((head) => getComputedStyle(head).display)).toBe(
    'table-header-group',
  )
  expect(
    await dataRows(page)
      .first()
      .evaluate((row) => getComputedStyle(row).breakInside),
  ).toBe('avoid')
  await mkdir(lookAt, { recursive: true })
  await page.screenshot({ path: join(lookAt, 'print-media.png'), fullPage: true })
  const box = (await table.boundingBox())!
  expect(Math.round(box.x + box.width)).toBeLessThanOrEqual(sheetWidth)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(sheetWidth)

  // Black on white, whatever the screen's theme.
  await page.emulateMedia({ media: 'screen', colorScheme: 'dark' })
  expect((await rootStyle(page)).background).not.toBe('rgb(255, 255, 255)')
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
  expect(await rootStyle(page)).toEqual({ background: 'rgb(255, 255, 255)', text: 'rgb(0, 0, 0)' })
})

test('as a PDF, a long list runs over pages with its column headers on each', async ({ page }) => {
  await openSignedIn(page, '/bookings?filters[status]=CONFIRMED&pagination[size]=20')
  await expect(page.getByRole('button', { name: 'Print' })).toHaveAccessibleDescription(
    'Prints this page (20 bookings)',
  )
  // The sheet as the print style sheet asks for it (landscape, on headless Chromium's Letter).
  const pdf = await page.pdf({ preferCSSPageSize: true })
  await mkdir(lookAt, { recursive: true })
  await writeFile(join(lookAt, 'bookings.pdf'), pdf)
  const pages = pdfPageTexts(pdf)
  expect(pages.length).toBeGreaterThan(1)
  for (const text of pages) {
    expect(text).toContain('Reference')
    expect(text).toContain('Travel date')
  }
  const [first = ''] = pages
  expect(first).toContain('Bookings')
  expect(first).toMatch(/Status: Confirmed Printed .+ · page 1, 20 bookings/)
  // Every row, on one page or the next (a reference may wrap at its dash: spaces aside).
  const printed = pages.join('').replace(/\s/g, '')
  const references = await dataRows(page).getByText(/^DC-/).allTextContents()
  expect(references).toHaveLength(20)
  for (const reference of references) expect(printed).toContain(reference)
  for (const tool of ['Export CSV', 'Copy link', 'Next page', 'Rows per page', 'Sign out'])
    expect(pages.join(' ')).not.toContain(tool)
})

test("a day's manifest prints every product, collapsed on screen or not, with its bookings", async ({
  page,
}) => {
  await openSignedIn(page, `/bookings?filters[travelDate]=${daysAgo(-7)}&group=productName`)
  const table = page.getByRole('table')
  const toggles = table.getByRole('button', { expanded: true })
  await expect(toggles.first()).toBeVisible()
  const products = await page.locator('.group-header .group-value').allTextContents()
  expect(products.length).toBeGreaterThan(1)
  await toggles.first().click()
  await expect(table.getByRole('button', { expanded: false })).toHaveCount(1)

  const pdf = await page.pdf({ preferCSSPageSize: true })
  const printed = pdfPageTexts(pdf).join(' ').replace(/\s/g, '')
  for (const product of products) expect(printed).toContain(product.replace(/\s/g, ''))
  // The collapsed group's bookings too: every reference of the day's manifest.
  await table.getByRole('button', { expanded: false }).click()
  const references = await dataRows(page).getByText(/^DC-/).allTextContents()
  expect(references.length).toBeGreaterThan(products.length - 1)
  for (const reference of references) expect(printed).toContain(reference)
})
