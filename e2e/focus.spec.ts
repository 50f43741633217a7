import { dataRows, expect, openSignedIn, test } from './fixtures'

test('paging back to page 1 by keyboard moves focus to Next page, not to the page', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const previous = page.getByRole('button', { name: 'Previous page' })
  const next = page.getByRole('button', { name: 'Next page' })
  await expect(next).toBeEnabled()
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/bookings?pagination[page]=1')
  await expect(previous).toBeEnabled()
  await previous.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/bookings')
  await expect(previous).toBeDisabled()
  await expect(next).toBeFocused()
})

test('paging back to a page 1 not yet loaded moves focus to Next page once it can go', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings?pagination[page]=1')
  const previous = page.getByRole('button', { name: 'Previous page' })
  await expect(previous).toBeEnabled()
  await previous.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/bookings')
  await expect(page.getByRole('button', { name: 'Next page' })).toBeFocused()
})

test('paging on to the last page by keyboard moves focus to Previous page', async ({ page }) => {
  await openSignedIn(page, '/bookings?pagination[page]=498')
  const next = page.getByRole('button', { name: 'Next page' })
  await expect(next).toBeEnabled()
  await next.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Page 500 of 500$/)).toBeVisible()
  await expect(next).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Previous page' })).toBeFocused()
})

test('a failed sign-in puts focus on the message, or on the field to fix', async ({ page }) => {
  await page.goto('/sign-in')
  await page.getByLabel('API key').fill('someone-else')
  await page.getByLabel('Secret key').fill('not-the-secret')
  await page.getByRole('button', { name: 'Sign in' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('rejected these credentials')
  await expect(alert).toBeFocused()

  await page.getByLabel('Secret key').fill('')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(alert).toContainText('Enter both')
  const secret = page.getByLabel('Secret key')
  await expect(secret).toBeFocused()
  await expect(secret).toHaveAttribute('aria-invalid', 'true')
  await expect(secret).toHaveAccessibleDescription(/Enter both/)
})

test('paging with a row focused keeps focus in the table, on the new page’s first row', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const rows = dataRows(page)
  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await expect(rows.nth(1)).toBeFocused()
  const before = await rows.first().getAttribute('data-record-id')
  await page.keyboard.press(']')
  await expect(page).toHaveURL('/bookings?pagination[page]=1')
  await expect(rows.first()).not.toHaveAttribute('data-record-id', before!)
  await expect(rows.first()).toBeFocused()
})

test('a row left by clicking elsewhere does not take focus back when the page changes', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  await dataRows(page).first().focus()
  // Plain text, which takes no focus of its own.
  await page.getByText(/^Showing 1–10 of/).click()
  await page.keyboard.press(']')
  await expect(page.getByText(/^Page 2 of/)).toBeVisible()
  await expect(dataRows(page).first()).toBeVisible()
  await expect(dataRows(page).first()).not.toBeFocused()
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
})
