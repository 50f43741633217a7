import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import {
  columnValues,
  dataRows,
  expect,
  lastListRequest,
  openSignedIn,
  signIn,
  test,
  type ServiceRequest,
} from './fixtures'

/** Opens a view that finds nothing, straight from its URL: no rows have been seen before it. */
async function openEmptyView(page: Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/sign-in\?next=/)
  await signIn(page)
  await expect(page).toHaveURL(path)
}

/** Opens the bookings, unfiltered, once a page has shown PENDING; returns the status filter. */
async function openBookingsWithPendingSeen(page: Page) {
  await openSignedIn(page, '/bookings?filters[status]=PENDING')
  await page.getByRole('button', { name: 'Clear filter status' }).click()
  await expect(page).toHaveURL('/bookings')
  return page.getByRole('combobox', { name: 'Filter status' })
}

const unfiltered = (requests: ServiceRequest[], resource: string) =>
  requests.filter((request) => request.path === `/api/${resource}` && !request.query.filters)

test.describe('did you mean', () => {
  test('productType "TRANSFER", after transfer was seen on the list, is sent as "transfer"', async ({
    page,
    serviceRequests,
  }) => {
    await openSignedIn(page, '/products')
    expect(await columnValues(page, 'productType')).toContain('transfer')
    const askedBefore = unfiltered(serviceRequests, 'products').length

    const filter = page.getByRole('combobox', { name: 'Filter productType' })
    await filter.fill('TRANSFER')
    await filter.press('Enter')
    await expect(page).toHaveURL('/products?filters[productType]=transfer')
    expect(new Set(await columnValues(page, 'productType'))).toEqual(new Set(['transfer']))
    await expect(filter).toHaveValue('transfer')
    await expect(filter).toBeFocused()
    // The value came from memory; the suggestions of a column of few values ask at most once for
    // a sample page, to offer all of them.
    const asked = unfiltered(serviceRequests, 'products').slice(askedBefore)
    expect(asked.length).toBeLessThanOrEqual(1)
    for (const request of asked) expect(request.query.pagination).toEqual({ page: '0', size: '20' })
  })

  test('productType "TOUR" on a fresh load asks for one sample page, then offers "tour"', async ({
    page,
    serviceRequests,
  }) => {
    await openEmptyView(page, '/products?filters[productType]=TOUR')
    await page.getByRole('button', { name: 'tour', exact: true }).click()
    await expect(page).toHaveURL('/products?filters[productType]=tour')
    expect(new Set(await columnValues(page, 'productType'))).toEqual(new Set(['tour']))

    const samples = unfiltered(serviceRequests, 'products').filter(
      (request) => request.query.pagination !== undefined,
    )
    // The sign-in check (one record), then the sample: page 0 of 20, without the filter.
    expect(samples.map((request) => request.query)).toEqual([
      { pagination: { page: '0', size: '1' } },
      { pagination: { page: '0', size: '20' } },
    ])
  })

  test('status "pending", after PENDING was seen on the list, is sent as "PENDING"', async ({
    page,
    serviceRequests,
  }) => {
    await openSignedIn(page, '/bookings?pagination[size]=20')
    expect(await columnValues(page, 'status')).toContain('PENDING')
    const askedBefore = unfiltered(serviceRequests, 'bookings').length

    const filter = page.getByRole('combobox', { name: 'Filter status' })
    await filter.fill('pending')
    await filter.press('Enter')
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING&pagination[size]=20')
    expect(new Set(await columnValues(page, 'status'))).toEqual(new Set(['PENDING']))
    expect(unfiltered(serviceRequests, 'bookings')).toHaveLength(askedBefore)
  })

  test('status "pending" on a fresh load asks for one sample page, then offers "PENDING"', async ({
    page,
    serviceRequests,
  }) => {
    await openEmptyView(page, '/bookings?filters[status]=pending')
    await page.getByRole('button', { name: 'PENDING', exact: true }).click()
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
    expect(new Set(await columnValues(page, 'status'))).toEqual(new Set(['PENDING']))
    expect(unfiltered(serviceRequests, 'bookings').map((request) => request.query)).toEqual([
      { sorting: { createdAt: 'DESC' }, pagination: { page: '0', size: '20' } },
    ])
  })

  test('a value like no other offers to remove that filter', async ({ page }) => {
    await openSignedIn(page, '/products')
    const filter = page.getByRole('combobox', { name: 'Filter productType' })
    await filter.fill('SPACESHIP')
    await filter.press('Enter')
    await expect(page.getByText('No products match Product type = "SPACESHIP".')).toBeVisible()
    await page.getByRole('button', { name: 'Remove filter Product type' }).click()
    await expect(page).toHaveURL('/products')
    await expect(filter).toHaveValue('')
    await expect(dataRows(page).first()).toBeVisible()
  })
})

test('a value like no known one is sent as typed, and a space at its end is pointed out', async ({
  page,
  serviceRequests,
}) => {
  await openSignedIn(page, '/products')
  const filter = page.getByRole('combobox', { name: 'Filter productType' })
  await filter.fill('TICKETS ')
  await filter.press('Enter')
  await expect(page).toHaveURL('/products?filters[productType]=TICKETS+')
  // Sent as typed first; finding nothing, the ways it is commonly written are asked for after.
  const filtered = serviceRequests.filter((request) => request.query.filters !== undefined)
  expect(filtered[0]?.query).toMatchObject({ filters: { productType: 'TICKETS ' } })
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    'Product type = TICKETS␣ (ends with a space)',
  )
  await expect(page.getByRole('status').filter({ hasText: 'No products match' })).toContainText(
    'Product type = "TICKETS␣" (ends with a space)',
  )
})

test('a value typed as the cells read it is sent as the service writes it', async ({
  page,
  serviceRequests,
}) => {
  const filter = await openBookingsWithPendingSeen(page)
  await filter.fill('Pending ')
  await filter.press('Enter')
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
  await expect(filter).toHaveValue('PENDING')
  // As typed, it never reaches the service (the view itself may come from the cache).
  const statuses = serviceRequests.map(
    (request) => (request.query.filters as { status?: string } | undefined)?.status,
  )
  expect(statuses.filter((status) => status !== undefined && status !== 'PENDING')).toEqual([])
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Status = Pending')
})

test("a yes/no filter's chip reads as its cells do", async ({ page }) => {
  await openSignedIn(page, '/products?filters[active]=true')
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Active = yes')
})

test('suggestions forgive a slip: "Lisbn" offers Lisbon', async ({ page }) => {
  // Opening a view and its first rows may take long on a machine with a core busy.
  test.slow()
  await openSignedIn(page, '/products?filters[city]=Lisbon')
  await page.getByRole('button', { name: 'Clear filter city' }).click()
  const city = page.getByRole('combobox', { name: 'Filter city' })
  await city.fill('Lisbn')
  await expect(page.getByRole('option', { name: 'Lisbon' })).toBeVisible()
  // The list opens under the field, never over it, also once the field has moved as the filter
  // applied (its chip shows). Both are measured in one frame: the list follows a frame later.
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Lisbn')
  const gapUnderField = () =>
    city.evaluate((field) => {
      const list = document.getElementById(field.getAttribute('aria-controls') ?? '')
      return list ? list.getBoundingClientRect().top - field.getBoundingClientRect().bottom : NaN
    })
  await expect.poll(gapUnderField).toBeGreaterThanOrEqual(-1)
})

test('values never seen, typed in lower case, find the ones the service writes: "lisbon"', async ({
  page,
  serviceRequests,
}) => {
  await openSignedIn(page, '/products')
  const city = page.getByRole('combobox', { name: 'Filter city' })
  await city.fill('lisbon')
  await city.press('Enter')
  const country = page.getByRole('combobox', { name: 'Filter country' })
  await country.fill('portugal')
  await country.press('Enter')
  await expect(page).toHaveURL('/products?filters[city]=lisbon&filters[country]=portugal')
  // Nothing is filed under either: each is asked for alone, in the usual ways of writing it.
  const offer = (column: string) =>
    page.getByRole('group', { name: `Did you mean, for ${column}:` })
  await offer('City').getByRole('button', { name: 'Lisbon', exact: true }).click()
  await expect(page).toHaveURL('/products?filters[city]=Lisbon&filters[country]=portugal')
  await offer('Country').getByRole('button', { name: 'Portugal', exact: true }).click()
  await expect(page).toHaveURL('/products?filters[city]=Lisbon&filters[country]=Portugal')
  await expect(dataRows(page).first()).toContainText('Lisbon')
  const cities = serviceRequests.map(
    (request) => (request.query.filters as { city?: string } | undefined)?.city,
  )
  expect(new Set(cities.filter(Boolean))).toEqual(new Set(['lisbon', 'Lisbon', 'LISBON']))
})

test('within a period no other spelling is asked for: the list’s may have no records there', async ({
  page,
  serviceRequests,
}) => {
  await openSignedIn(page, '/bookings')
  serviceRequests.length = 0
  await page.goto('/bookings?from=2026-11-24&to=2026-11-24&filters[productName]=zz+top')
  await expect(page.getByText('No bookings match Product name = "zz top".')).toBeVisible()
  const names = serviceRequests.map(
    (request) => (request.query.filters as { productName?: string } | undefined)?.productName,
  )
  expect(new Set(names.filter(Boolean))).toEqual(new Set(['zz top']))
})

test('the suggestions stay under the field when its filter applies and the page moves', async ({
  page,
}) => {
  const status = await openBookingsWithPendingSeen(page)
  const fieldBefore = await status.boundingBox()
  await status.fill('pending')
  // As the typed filter applies, its chip above the table moves the field down.
  await expect(page.getByRole('list', { name: 'Active filters' })).toBeVisible()
  await expect.poll(async () => (await status.boundingBox())!.y).toBeGreaterThan(fieldBefore!.y)
  await expect(page.getByRole('listbox')).toBeVisible()
  const field = await status.boundingBox()
  const fieldBottom = field!.y + field!.height
  // Right under the field (a hairline apart), where it opened over the chip before.
  await expect
    .poll(async () => (await page.getByRole('listbox').boundingBox())!.y - fieldBottom)
    .toBeGreaterThanOrEqual(-1)
  expect((await page.getByRole('listbox').boundingBox())!.y - fieldBottom).toBeLessThan(5)
})

test('a suggestion picked with the keyboard applies the filter', async ({
  page,
  serviceRequests,
}) => {
  await openSignedIn(page, '/products')
  const filter = page.getByRole('combobox', { name: 'Filter productType' })
  await filter.press('t')
  await filter.press('r')
  const suggestions = page.getByRole('listbox', { name: 'Values of productType' })
  await expect(suggestions.getByRole('option').first()).toHaveText('transfer')
  await expect(filter).toHaveAttribute('aria-expanded', 'true')
  await filter.press('ArrowDown')
  await expect(suggestions.getByRole('option', { name: 'transfer' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await filter.press('Enter')
  await expect(page).toHaveURL('/products?filters[productType]=transfer')
  await expect(suggestions).toBeHidden()
  await expect(filter).toHaveValue('transfer')
  expect(new Set(await columnValues(page, 'productType'))).toEqual(new Set(['transfer']))
  expect(lastListRequest(serviceRequests, 'products').query).toMatchObject({
    filters: { productType: 'transfer' },
  })

  // Escape closes the list and leaves the value.
  await filter.press('ArrowDown')
  await expect(suggestions).toBeVisible()
  await filter.press('Escape')
  await expect(suggestions).toBeHidden()
  await expect(filter).toHaveValue('transfer')
})

test('a yes/no column is a choice that sends true', async ({ page, serviceRequests }) => {
  await openSignedIn(page, '/products')
  const active = page.getByRole('combobox', { name: 'Filter active' })
  await expect(active).toHaveValue('')
  await active.selectOption({ label: 'yes' })
  await expect(page).toHaveURL('/products?filters[active]=true')
  expect(lastListRequest(serviceRequests, 'products').query).toMatchObject({
    filters: { active: 'true' },
  })
  expect(new Set(await columnValues(page, 'active'))).toEqual(new Set(['yes']))
  await active.selectOption({ label: 'any' })
  await expect(page).toHaveURL('/products')
})

test('a date column has a date input that sends the date as the service writes it', async ({
  page,
  serviceRequests,
}) => {
  await openSignedIn(page, '/bookings')
  const [travelDate] = await columnValues(page, 'travelDate')
  expect(travelDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  const filter = page.getByLabel('Filter travelDate', { exact: true })
  await expect(filter).toHaveAttribute('type', 'date')
  await filter.fill(travelDate!)
  await filter.press('Enter')
  await expect(page).toHaveURL(`/bookings?filters[travelDate]=${travelDate}`)
  expect(lastListRequest(serviceRequests, 'bookings').query).toMatchObject({
    filters: { travelDate },
  })
  expect(new Set(await columnValues(page, 'travelDate'))).toEqual(new Set([travelDate]))
})

test('axe: the suggestion list open', async ({ page }) => {
  test.slow()
  await openSignedIn(page, '/bookings')
  const filter = page.getByRole('combobox', { name: 'Filter status' })
  await filter.click()
  await expect(page.getByRole('listbox', { name: 'Values of status' })).toBeVisible()
  const results = await new AxeBuilder({ page }).analyze()
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)
  expect(serious).toEqual([])
})

test('a column of few values offers all of them, asking once for a sample of the list', async ({
  page,
  serviceRequests,
}) => {
  // Only cancelled bookings shown: the other statuses have not been seen yet.
  await openSignedIn(page, '/bookings?filters[status]=CANCELLED')
  const filter = page.getByRole('combobox', { name: 'Filter status' })
  await filter.click()
  const values = page.getByRole('listbox', { name: 'Values of status' })
  await expect(values.getByRole('option', { name: 'Pending' })).toBeVisible()
  await expect(values.getByRole('option', { name: 'Confirmed' })).toBeVisible()
  const samples = serviceRequests.filter(
    (request) =>
      request.path === '/api/bookings' &&
      !request.query.filters &&
      (request.query.pagination as { size?: string }).size === '20',
  )
  expect(samples).toHaveLength(1)
  await expect(page).toHaveURL('/bookings?filters[status]=CANCELLED')
})
