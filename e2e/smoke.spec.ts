import { expect, openSignedIn, test } from './fixtures'

test('the app loads in Chromium and shows its shell', async ({ page }) => {
  await openSignedIn(page, '/')
  await expect(page).toHaveURL('/products')
  await expect(page.getByRole('link', { name: 'Products' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bookings' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible()
})

test('an unknown path shows a 404 page with a way back', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to products' }).click()
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fproducts/)
})
