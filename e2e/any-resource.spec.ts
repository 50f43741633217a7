import type { Page } from '@playwright/test'
import { columnValues, dataRows, expect, openSignedIn, test, type ServiceRequest } from './fixtures'

// Any resource of the service opens at /<name>: here `suppliers`, which the demo API serves and
// no file in src/resources/ names.

/** Every request the page sent to the service is one plain path segment under /api/. */
function expectPlainPaths(requests: readonly ServiceRequest[]) {
  for (const request of requests) expect(request.path).toMatch(/^\/api\/[A-Za-z0-9_-]{1,100}$/)
}

function collectPageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test('a resource with no configuration opens by URL, with its columns, sort and filters', async ({
  page,
  serviceRequests,
}) => {
  const errors = collectPageErrors(page)
  await openSignedIn(page, '/suppliers')
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible()
  await expect(page.getByText('60 suppliers')).toBeVisible()
  await expect(page.getByText(/^Page 1 of 6/)).toBeVisible()
  for (const column of ['status', 'verified', 'onboardedAt'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible()
  // No default sort: the generic list asks for none.
  const first = serviceRequests.find((request) => request.path === '/api/suppliers')
  expect(first?.query.sorting).toBeUndefined()
  // Not sorted by a time column yet: no Go to date, and a button per time column to get there.
  await expect(page.getByLabel('Go to date')).toHaveCount(0)
  await expect(
    page.getByRole('button', { name: 'Sort by Onboarded at, newest first' }),
  ).toBeVisible()

  await page.getByRole('columnheader', { name: 'onboardedAt' }).getByRole('button').click()
  await expect(page).toHaveURL('/suppliers?sorting[onboardedAt]=ASC')
  const times = await columnValues(page, 'onboardedAt')
  expect(times).toEqual([...times].sort())
  // Sorted by a time column, the list can go to a date.
  await expect(page.getByLabel('Go to date')).toBeEditable()

  await page.getByRole('combobox', { name: 'Filter status' }).fill('PAUSED')
  await page.getByRole('combobox', { name: 'Filter status' }).press('Enter')
  await expect(page).toHaveURL('/suppliers?filters[status]=PAUSED&sorting[onboardedAt]=ASC')
  expect(new Set(await columnValues(page, 'status'))).toEqual(new Set(['PAUSED']))

  // A view that finds nothing keeps the columns and filters last known, so the filter can be fixed.
  await page.getByRole('combobox', { name: 'Filter status' }).fill('NO-SUCH-STATUS')
  await page.getByRole('combobox', { name: 'Filter status' }).press('Enter')
  await expect(page.getByText(/No suppliers match/)).toBeVisible()
  for (const column of ['status', 'verified', 'onboardedAt'])
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Filter status' })).toHaveValue('NO-SUCH-STATUS')
  await expect(page.getByLabel('Go to date')).toBeEditable()
  expectPlainPaths(serviceRequests)
  expect(errors).toEqual([])
})

test('"Open resource" opens a resource by name, and its link stays after a reload until removed', async ({
  page,
}) => {
  await openSignedIn(page, '/products')
  const nav = page.getByRole('navigation', { name: 'Main' })
  const input = nav.getByLabel('Open resource')

  await input.fill('../products')
  await input.press('Enter')
  await expect(nav.getByRole('alert')).toContainText('letters, digits')
  await expect(page).toHaveURL('/products')

  await input.fill('suppliers')
  await input.press('Enter')
  await expect(page).toHaveURL('/suppliers')
  await expect(dataRows(page).first()).toBeVisible()
  await expect(nav.getByRole('alert')).toHaveCount(0)

  await nav.getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveURL('/products')
  await page.reload()
  await nav.getByRole('link', { name: 'suppliers' }).click()
  await expect(page).toHaveURL('/suppliers')
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible()

  // Opening it again would bring its link back: remove it from another list.
  await nav.getByRole('link', { name: 'Products' }).click()
  await nav.getByRole('button', { name: 'Remove suppliers' }).press('Enter')
  await expect(nav.getByRole('link', { name: 'suppliers' })).toHaveCount(0)
  // The button went with its link: focus goes on to "Open resource", not to the page.
  await expect(nav.getByLabel('Open resource')).toBeFocused()
  await page.reload()
  await expect(dataRows(page).first()).toBeVisible()
  await expect(nav.getByRole('link', { name: 'suppliers' })).toHaveCount(0)
})

test('a resource the service does not know shows "not found" naming it, with a way back', async ({
  page,
}) => {
  await openSignedIn(page, '/products')
  await page.goto('/customers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“customers” not found')
  await expect(page.getByText(/no resource named “customers”/)).toBeVisible()
  // Never offered as a link: it was never a list.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'customers' }),
  ).toHaveCount(0)
  await page.getByRole('link', { name: 'Go to products' }).click()
  await expect(page).toHaveURL('/products')
})

test('"Open resource" offers the resources known here as you type, under the field, in words', async ({
  page,
}) => {
  await openSignedIn(page, '/suppliers')
  const nav = page.getByRole('navigation', { name: 'Main' })
  // The resource opened before is named in words, beside Products and Bookings.
  await expect(nav.getByRole('link', { name: 'Suppliers', exact: true })).toBeVisible()
  await nav.getByRole('link', { name: 'Products' }).click()
  await expect(page).toHaveURL('/products')

  const input = nav.getByRole('combobox', { name: 'Open resource' })
  await input.fill('sup')
  const names = nav.getByRole('listbox', { name: 'Known resources' })
  await expect(names.getByRole('option')).toHaveText(['Suppliers'])
  await expect(input).toHaveAttribute('aria-expanded', 'true')
  // The list opens below the field: what is typed stays in view.
  const field = (await input.boundingBox())!
  const list = (await names.boundingBox())!
  expect(list.y).toBeGreaterThanOrEqual(field.y + field.height)

  // A slip in typing still finds it; the arrows choose and Enter opens.
  await input.fill('supl')
  await expect(names.getByRole('option')).toHaveText(['Suppliers'])
  await input.press('ArrowDown')
  await expect(names.getByRole('option', { name: 'Suppliers' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await input.press('Enter')
  await expect(page).toHaveURL('/suppliers')
  await expect(page.getByRole('heading', { level: 1, name: 'Suppliers' })).toBeVisible()
  await expect(input).toHaveValue('')

  // Escape closes the list; Enter then opens what was typed, whatever it is.
  await input.fill('book')
  await expect(names.getByRole('option')).toHaveText(['Bookings'])
  await input.press('Escape')
  await expect(names).toHaveCount(0)
  await input.fill('bookings')
  await names.getByRole('option', { name: 'Bookings' }).click()
  await expect(page).toHaveURL('/bookings')
})

test('a resource the service does not know offers the known name it is closest to', async ({
  page,
}) => {
  await openSignedIn(page, '/suppliers')
  await page.goto('/supplers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“supplers” not found')
  await page.getByRole('link', { name: 'Did you mean suppliers?' }).click()
  await expect(page).toHaveURL('/suppliers')
  await expect(dataRows(page).first()).toBeVisible()

  // The configured resources are known too.
  await page.goto('/bookngs')
  await expect(page.getByRole('link', { name: 'Did you mean bookings?' })).toBeVisible()
  // Nothing close: nothing offered beyond the way back.
  await page.goto('/customers')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“customers” not found')
  await expect(page.getByRole('link', { name: /Did you mean/ })).toHaveCount(0)
})

const hostileNames = [
  { title: 'a traversal', path: '/..%2Fproducts', reaches: undefined },
  { title: 'an encoded slash', path: '/suppliers%2Fsup_001', reaches: undefined },
  { title: 'an encoded ?', path: '/suppliers%3Fpagination%5Bsize%5D%3D20', reaches: undefined },
  { title: 'an encoded #', path: '/suppliers%23x', reaches: undefined },
  { title: 'a 300-character name', path: `/${'s'.repeat(300)}`, reaches: undefined },
  { title: 'emoji', path: '/%F0%9F%9A%80', reaches: undefined },
  { title: 'a path deeper than a record', path: '/suppliers/sup_001/notes', reaches: undefined },
  { title: '__proto__', path: '/__proto__', reaches: '/api/__proto__' },
  { title: 'constructor', path: '/constructor', reaches: '/api/constructor' },
]

test('hostile resource names never crash the page nor reach the service as anything but one segment', async ({
  page,
  serviceRequests,
}) => {
  const errors = collectPageErrors(page)
  await openSignedIn(page, '/products')
  for (const { title, path, reaches } of hostileNames) {
    await test.step(title, async () => {
      serviceRequests.length = 0
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i)
      if (reaches) {
        await expect(page.getByText(/HTTP 404/)).toBeVisible()
        expect(serviceRequests.map((request) => request.path)).toContain(reaches)
      } else {
        expect(serviceRequests).toEqual([])
      }
      expectPlainPaths(serviceRequests)
    })
  }
  // The console still works after all of them.
  await page.goto('/suppliers')
  await expect(dataRows(page).first()).toBeVisible()
  expect(errors).toEqual([])
})

test('hostile record ids stay one segment: the details open over the list', async ({
  page,
  serviceRequests,
}) => {
  const errors = collectPageErrors(page)
  await openSignedIn(page, '/suppliers')
  for (const id of ['..%2F..%2Fproducts', 'a%3Fb%23c', '%F0%9F%9A%80', '__proto__']) {
    await test.step(id, async () => {
      serviceRequests.length = 0
      await page.goto(`/suppliers/${id}`)
      const details = page.getByRole('dialog', { name: 'Record details' })
      await expect(details).toBeVisible()
      await expect(details).toContainText(decodeURIComponent(id))
      expectPlainPaths(serviceRequests)
      for (const request of serviceRequests) expect(request.path).toBe('/api/suppliers')
    })
  }
  // A real record's link, built by the console, opens it.
  await page.goto('/suppliers')
  await dataRows(page).first().click()
  await expect(page).toHaveURL(/\/suppliers\/sup_\d+$/)
  await expect(page.getByRole('dialog', { name: 'Record details' })).toContainText('onboardedAt')
  expect(errors).toEqual([])
})

test('the way to "Go to date" is offered only beside rows, never on an empty or failed view', async ({
  page,
}) => {
  const offer = page.getByRole('button', { name: 'Sort by Onboarded at, newest first' })
  await openSignedIn(page, '/suppliers')
  await offer.click()
  await expect(page).toHaveURL('/suppliers?sorting[onboardedAt]=DESC')
  await expect(page.getByLabel('Go to date')).toBeEditable()

  await page.goto('/suppliers?filters[status]=NO-SUCH-STATUS')
  await expect(page.getByText(/No suppliers match/)).toBeVisible()
  await expect(page.getByText(/To go to a date/)).toHaveCount(0)

  await page.route('**/api/suppliers?**', (route) => route.fulfill({ status: 500, body: '{}' }))
  await page.goto('/suppliers?filters[status]=PAUSED')
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible({ timeout: 20_000 })
  await expect(page.getByText(/To go to a date/)).toHaveCount(0)
})
