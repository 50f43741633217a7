// Records that name other records link to them: a booking's product, a product's supplier.
import type { Page } from '@playwright/test'
import { dataRows, expect, openSignedIn, test } from './fixtures'

const details = (page: Page) => page.getByRole('dialog', { name: 'Record details' })

/** Marks the document, so that a full reload (which would lose the mark) shows. */
async function markDocument(page: Page) {
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''))
}
async function expectSameDocument(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-same-document', '')
}

test('a booking links to its product: a click opens the product, not the booking', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const row = dataRows(page).first()
  const link = row.getByRole('link', { name: /^prd_/ })
  const productId = (await link.textContent())!
  await expect(link).toHaveAttribute('href', `/products/${productId}`)
  await markDocument(page)

  await link.click()
  await expect(page).toHaveURL(`/products/${productId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
  await expect(details(page)).toBeVisible()
  await expect(details(page)).toContainText(productId)
  await expectSameDocument(page)

  // Back to the bookings, with no booking's details opened on the way.
  await page.goBack()
  await expect(page).toHaveURL('/bookings')
  await expect(details(page)).toHaveCount(0)
  // The product's page went with the focus it held: the bookings' rows take it, not the page.
  await expect(dataRows(page).first()).toBeFocused()
})

test('Back from a record a link led to focuses the row the link was followed from', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const row = dataRows(page).nth(3)
  const link = row.getByRole('link', { name: /^prd_/ })
  const productId = (await link.textContent())!
  await link.click()
  await expect(page).toHaveURL(`/products/${productId}`)
  await expect(details(page)).toContainText(productId)
  await page.goBack()
  await expect(page).toHaveURL('/bookings')
  await expect(row).toBeFocused()
})

test('from the keyboard: the table stays one Tab stop, and the details hold the link', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings?filters[status]=PENDING')
  const row = dataRows(page).first()
  const productId = (await row.getByRole('link', { name: /^prd_/ }).textContent())!
  const size = page.getByRole('combobox', { name: 'Rows per page' })
  await size.focus()
  await page.keyboard.press('Shift+Tab')
  await expect(row).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(details(page)).toBeVisible()
  const link = details(page).getByRole('link', { name: productId, exact: true })
  for (let step = 0; step < 12; step++) {
    await page.keyboard.press('Tab')
    if (await link.evaluate((element) => element === document.activeElement)) break
  }
  await expect(link).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/products/${productId}`)
  await expect(details(page)).toContainText(productId)
})

test("a product's details link to its supplier, whose details open by id", async ({ page }) => {
  await openSignedIn(page, '/products')
  const supplierCell = dataRows(page).first().getByRole('link', { name: /^sup_/ })
  const supplierId = (await supplierCell.textContent())!
  await dataRows(page).first().getByRole('cell').first().click()
  await expect(page).toHaveURL(/\/products\/prd_/)
  await markDocument(page)

  const link = details(page).getByRole('link', { name: supplierId, exact: true })
  await expect(link).toHaveAttribute('href', `/suppliers/${supplierId}`)
  await link.click()
  await expect(page).toHaveURL(`/suppliers/${supplierId}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible()
  await expect(details(page)).toContainText(supplierId)
  await expectSameDocument(page)
})

test('a link opened in a new tab is the browser’s, and the row stays unopened', async ({
  page,
  context,
}) => {
  await openSignedIn(page, '/bookings')
  const link = dataRows(page).first().getByRole('link', { name: /^prd_/ })
  const productId = (await link.textContent())!
  const opened = context.waitForEvent('page')
  await link.click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  // The new tab asks to sign in first (the keys live in this tab's session), then goes there.
  await expect.poll(() => decodeURIComponent(tab.url())).toContain(`/products/${productId}`)
  await tab.close()
  await expect(page).toHaveURL('/bookings')
  await expect(details(page)).toHaveCount(0)
})
