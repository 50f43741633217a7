import type { Page } from '@playwright/test'
import { dataRows, expect, openSignedIn, signIn, test } from './fixtures'

// A view that finds nothing keeps the table's shape: the columns last known for the resource at
// this Base URL, also when it is the first view of a page load (a shared link, a reload).

function headerIds(page: Page): Promise<(string | undefined)[]> {
  return page
    .locator('table thead tr:first-child th')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.column))
}

test('a first view that finds nothing, opened by its URL, keeps the columns last known', async ({
  page,
}) => {
  await openSignedIn(page, '/products')
  const known = await headerIds(page)
  expect(known).toContain('durationMinutes')
  expect(known.length).toBeGreaterThan(8)

  // A link to a filter that matches nothing, opened as a new page load.
  await page.goto('/products?filters[rating]=9')
  await expect(page.getByText('No products match Rating = "9".')).toBeVisible()
  expect(await headerIds(page)).toEqual(known)
  await expect(page.getByLabel('Filter rating', { exact: true })).toHaveValue('9')
  await expect(page.getByLabel('Filter durationMinutes', { exact: true })).toBeVisible()

  // And after a reload, where nothing of the session's rows is left in memory.
  await page.reload()
  await expect(page.getByText('No products match Rating = "9".')).toBeVisible()
  expect(await headerIds(page)).toEqual(known)

  // Clearing the filter brings the rows back under the same columns.
  await page.getByRole('button', { name: 'Clear filter rating' }).click()
  await expect(page).toHaveURL('/products')
  await expect(dataRows(page).first()).toBeVisible()
  expect(await headerIds(page)).toEqual(known)
})

test('the column being filtered keeps its filter input, even before any row has shown it', async ({
  page,
}) => {
  // Signed in straight onto an empty view: no columns are known yet for this Base URL, and the
  // resource's configured ones do not include durationMinutes.
  await page.goto('/products?filters[durationMinutes]=1')
  await signIn(page)
  await expect(page).toHaveURL('/products?filters[durationMinutes]=1')
  await expect(page.getByText('No products match Duration minutes = "1".')).toBeVisible()
  await expect(page.getByLabel('Filter durationMinutes', { exact: true })).toHaveValue('1')
  await expect(page.getByLabel('Filter productType', { exact: true })).toBeVisible()
})

test('filter chips name the column in words, with the attribute on hover', async ({ page }) => {
  await openSignedIn(page, '/products?filters[productType]=tour&filters[active]=true')
  const chips = page.getByRole('list', { name: 'Active filters' })
  await expect(chips).toContainText('Product type = tour')
  await expect(chips).toContainText('Active = yes')
  await expect(chips.getByTitle('productType')).toHaveText('Product type')
})

test('a tab signed out from another tab and signed in again keeps the columns for an empty view', async ({
  context,
}) => {
  const first = await context.newPage()
  await first.goto('/products')
  await signIn(first, { remember: true })
  await expect(dataRows(first).first()).toBeVisible()
  const known = await headerIds(first)
  const second = await context.newPage()
  await second.goto('/products')
  await expect(dataRows(second).first()).toBeVisible()

  await first.getByRole('button', { name: 'Sign out' }).click()
  await expect(second).toHaveURL('/sign-in?next=%2Fproducts')
  await signIn(second, { remember: true })
  await expect(dataRows(second).first()).toBeVisible()
  await second.goto('/products?filters[rating]=9')
  await expect(second.getByText('No products match Rating = "9".')).toBeVisible()
  expect(await headerIds(second)).toEqual(known)
})
