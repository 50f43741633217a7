// Find, in the navigation: what staff are given on the phone (an email, a reference, an id in
// another shape, a name) finds the booking, in at most 8 list requests a search.
import type { APIRequestContext, Page } from '@playwright/test'
import {
  dataRows,
  demoKey,
  demoSecret,
  expect,
  openSignedIn,
  test,
  type ServiceRequest,
} from './fixtures'

interface Booking {
  id: string
  reference: string
  customer: { name: string; email: string }
}

/** The demo's bookings, asked of the service itself rather than read off the page. */
async function bookings(request: APIRequestContext, filters = '', page = 0): Promise<Booking[]> {
  const response = await request.get(
    `/api/bookings?pagination[page]=${page}&pagination[size]=20&sorting[createdAt]=DESC${filters}`,
    { headers: { 'X-Api-Key': demoKey, 'X-Secret-Key': demoSecret } },
  )
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { data: Booking[] }).data
}

const details = (page: Page) => page.getByRole('dialog', { name: 'Record details' })
const results = (page: Page) => page.getByRole('region', { name: 'Find results' })

/** Find's requests: size 20, where the list asks for 10. */
const findRequests = (requests: ServiceRequest[]) =>
  requests.filter(
    (request) => (request.query.pagination as { size?: string } | undefined)?.size === '20',
  )

async function find(page: Page, text: string) {
  const field = page.getByLabel('Find', { exact: true })
  await field.fill(text)
  await field.press('Enter')
}

test.beforeEach(async ({ page }) => {
  await openSignedIn(page, '/products')
})

test('an id in another shape opens that booking', async ({ page, serviceRequests }) => {
  await find(page, 'BKG-00042')
  await expect(page).toHaveURL('/bookings/bkg_000042')
  await expect(details(page)).toContainText('bkg_000042')
  expect(findRequests(serviceRequests).length).toBeLessThanOrEqual(8)
  // The id was asked in the service's own shape, once.
  const asked = findRequests(serviceRequests).filter((request) => request.query.filters)
  expect(asked.map((request) => request.query.filters)).toEqual([{ id: 'bkg_000042' }])
})

test('a reference typed in lower case opens its booking', async ({
  page,
  request,
  serviceRequests,
}) => {
  const [booking] = await bookings(request, '', 3)
  await find(page, booking!.reference.toLowerCase())
  await expect(page).toHaveURL(`/bookings/${booking!.id}`)
  await expect(details(page)).toContainText(booking!.reference)
  expect(findRequests(serviceRequests).length).toBeLessThanOrEqual(8)
})

test('an email opens the booking, or lists that customer’s bookings', async ({
  page,
  request,
  serviceRequests,
}) => {
  const [first] = await bookings(request)
  const { email } = first!.customer
  const theirs = await bookings(request, `&filters[customer.email]=${encodeURIComponent(email)}`)
  await find(page, email.toUpperCase())
  if (theirs.length === 1) {
    await expect(page).toHaveURL(`/bookings/${first!.id}`)
  } else {
    for (const booking of theirs)
      await expect(results(page).getByRole('link', { name: booking.id })).toBeVisible()
    await page.getByLabel('Find', { exact: true }).press('ArrowDown')
    await expect(results(page).getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/bookings/(${theirs.map((b) => b.id).join('|')})$`))
  }
  await expect(details(page)).toBeVisible()
  expect(findRequests(serviceRequests).length).toBeLessThanOrEqual(8)
})

test('a name lists or opens the bookings of that customer', async ({
  page,
  request,
  serviceRequests,
}) => {
  const [, second] = await bookings(request)
  const { name } = second!.customer
  const theirs = await bookings(request, `&filters[customer.name]=${encodeURIComponent(name)}`)
  await find(page, name.toLowerCase())
  if (theirs.length === 1) await expect(page).toHaveURL(`/bookings/${second!.id}`)
  else
    for (const booking of theirs)
      await expect(results(page).getByRole('link', { name: booking.id })).toBeVisible()
  expect(findRequests(serviceRequests).length).toBeLessThanOrEqual(8)
})

test('nothing found says what was tried; Escape closes', async ({ page, serviceRequests }) => {
  await find(page, 'nobody@example.invalid')
  await expect(results(page)).toContainText(
    'No booking has the email nobody@example.invalid; tried customer email',
  )
  expect(findRequests(serviceRequests).length).toBeLessThanOrEqual(8)
  await expect(page).toHaveURL('/products')

  await find(page, '#?!')
  await expect(results(page)).toContainText('No attribute of bookings or products')
  await page.getByLabel('Find', { exact: true }).press('Escape')
  await expect(results(page)).toHaveCount(0)
})

test('several found are listed as links named after their ids; arrows move, Enter opens', async ({
  page,
  serviceRequests,
}) => {
  await find(page, '42')
  const links = results(page).getByRole('link')
  await expect(links).toHaveText(['prd_00042', 'bkg_000042'])
  await expect(results(page)).toContainText('2 records found')
  expect(findRequests(serviceRequests).length).toBeLessThanOrEqual(8)
  await page.screenshot({ path: '/tmp/find-several.png' })

  const field = page.getByLabel('Find', { exact: true })
  await field.press('ArrowDown')
  await expect(links.first()).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(links.last()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(results(page)).toHaveCount(0)
  await expect(field).toBeFocused()

  await field.press('Enter')
  await field.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/bookings/bkg_000042')
  await expect(details(page)).toContainText('bkg_000042')
  await expect(results(page)).toHaveCount(0)
})

test('Ctrl+K focuses Find, from anywhere on the page', async ({ page }) => {
  await page.getByRole('button', { name: 'Next page' }).focus()
  await page.keyboard.press('Control+k')
  await expect(page.getByLabel('Find', { exact: true })).toBeFocused()
})

test('a field within a record offers its filter once the service has answered a filter by it', async ({
  page,
  request,
}) => {
  const [first] = await bookings(request)
  const name = first!.customer.name
  await page.goto('/bookings')
  const filter = page.getByRole('combobox', { name: 'Filter customer.name' })
  await expect(page.getByRole('combobox', { name: 'Filter status' })).toBeVisible()
  await expect(filter).toHaveCount(0)
  await find(page, name)
  // Found, not still looking: every request Find sent has its answer, the filter by name among them.
  await expect(details(page).or(results(page).getByRole('list'))).toBeVisible()
  await page.goto('/bookings')
  await expect(filter).toHaveValue('')
  await filter.fill(name)
  await filter.press('Enter')
  await expect.poll(() => new URL(page.url()).searchParams.get('filters[customer.name]')).toBe(name)
  await expect(dataRows(page).first()).toContainText(name)
  // It filters; sorting stays with the record's own attributes.
  const header = page.getByRole('columnheader', { name: 'Customer name' })
  await expect(header.getByRole('button')).toHaveCount(0)
})

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the results fit the screen', async ({ page, request }) => {
    const [first] = await bookings(request)
    const theirs = await bookings(
      request,
      `&filters[customer.name]=${encodeURIComponent(first!.customer.name)}`,
    )
    await find(page, theirs.length > 1 ? first!.customer.name : 'nobody@example.invalid')
    const box = (await results(page).boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    await page.screenshot({ path: '/tmp/find-390.png' })
  })
})
