import type { Locator, Page } from '@playwright/test'
import { filterDebounceMs as filterPauseMs } from '../src/components/data-table/data-table-filters'
import {
  columnValues,
  dataRows,
  daySeparators,
  expect,
  lastListRequest,
  openSignedIn,
  signIn,
  test,
  withClockStill,
} from './fixtures'

/** Types into `field` while the page's clock stands still, then lets the filter's pause pass. */
async function typeWord(page: Page, field: Locator, word: string) {
  await withClockStill(page, async () => {
    await field.pressSequentially(word, { delay: 50 })
    await page.clock.runFor(filterPauseMs + 50)
  })
}

test.describe('the service rules, on screen', () => {
  test('rules 1-3: defaults request page 0 and size 10 explicitly and show up to 10 records', async ({
    page,
    serviceRequests,
  }) => {
    await openSignedIn(page, '/products')
    await expect(page).toHaveURL('/products')
    expect(lastListRequest(serviceRequests, 'products').query).toEqual({
      pagination: { page: '0', size: '10' },
    })
    expect(await columnValues(page, 'id')).toHaveLength(10)
    await expect(page.getByText(/^Page 1 of \d+/)).toBeVisible()
    await expect(page.getByText(/Showing 1–10 of 240/)).toBeVisible()
  })

  test('rule 4: a productType filter shows only products of that type', async ({
    page,
    serviceRequests,
  }) => {
    await openSignedIn(page, '/products')
    await page.getByRole('combobox', { name: 'Filter productType' }).fill('tour')
    await expect(page).toHaveURL('/products?filters[productType]=tour')
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
      'Product type = tour',
    )
    const types = await columnValues(page, 'productType')
    expect(types.length).toBeGreaterThan(0)
    expect(new Set(types)).toEqual(new Set(['tour']))
    expect(lastListRequest(serviceRequests, 'products').query).toMatchObject({
      filters: { productType: 'tour' },
    })
  })

  test('rule 5: bookings sorted by createdAt ascending are in ascending order', async ({
    page,
    serviceRequests,
  }) => {
    await openSignedIn(page, '/bookings')
    expect(lastListRequest(serviceRequests, 'bookings').query).toMatchObject({
      sorting: { createdAt: 'DESC' },
    })
    const header = page.getByRole('columnheader', { name: 'createdAt' })
    await expect(header).toHaveAttribute('aria-sort', 'descending')
    await header.getByRole('button').click()
    await expect(page).toHaveURL('/bookings?sorting[createdAt]=ASC')
    await expect(header).toHaveAttribute('aria-sort', 'ascending')
    await expect
      .poll(() => lastListRequest(serviceRequests, 'bookings').query)
      .toMatchObject({ sorting: { createdAt: 'ASC' } })
    const times = await columnValues(page, 'createdAt')
    expect(times).toEqual([...times].sort())
    await header.getByRole('button').click()
    await expect(page).toHaveURL('/bookings')
    await expect(header).toHaveAttribute('aria-sort', 'descending')
  })
})

test('typing a filter sends one request for the whole word, and so does Enter', async ({
  page,
  serviceRequests,
}) => {
  await page.clock.install()
  await openSignedIn(page, '/products')
  const city = page.getByRole('combobox', { name: 'Filter city' })
  await typeWord(page, city, 'Florence')
  await expect(page).toHaveURL('/products?filters[city]=Florence')
  expect(new Set(await columnValues(page, 'city'))).toEqual(new Set(['Florence']))
  const cityFilters = () =>
    serviceRequests
      .filter((request) => (request.query.pagination as { page: string }).page === '0')
      .map((request) => (request.query.filters as { city?: string } | undefined)?.city)
      .filter((value) => value !== undefined)
  expect(cityFilters()).toEqual(['Florence'])

  // (That Enter does not wait for the pause is checked with fake timers in the component tests.)
  await city.fill('Lisbon')
  await city.press('Enter')
  await expect(page).toHaveURL('/products?filters[city]=Lisbon')
  expect(new Set(await columnValues(page, 'city'))).toEqual(new Set(['Lisbon']))
  expect(cityFilters()).toEqual(['Florence', 'Lisbon'])
})

test('a typed filter asks for its next page once the pointer reaches Next, not before', async ({
  page,
  serviceRequests,
}) => {
  await page.clock.install()
  await openSignedIn(page, '/products')
  const productType = page.getByRole('combobox', { name: 'Filter productType' })
  await typeWord(page, productType, 'activity')
  await expect(page).toHaveURL('/products?filters[productType]=activity')
  await expect(page.getByRole('button', { name: 'Next page' })).toBeEnabled()
  // An eager prefetch leaves in a task after the frame that shows these rows: let two frames and a
  // task pass, then send a marker request; request events arrive in the order they were sent.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
      ),
  )
  const marker = page.waitForRequest('**/request-order-marker')
  await page.evaluate(() => void fetch('/request-order-marker'))
  await marker
  const activityPages = () =>
    serviceRequests
      .filter(
        (request) =>
          (request.query.filters as { productType?: string } | undefined)?.productType ===
          'activity',
      )
      .map((request) => (request.query.pagination as { page: string }).page)
  expect(activityPages()).toEqual(['0'])

  await page.getByRole('button', { name: 'Next page' }).hover()
  await expect.poll(activityPages).toEqual(['0', '1'])
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL('/products?filters[productType]=activity&pagination[page]=1')
  // Paging on with this filter asks for the page after the next one ahead, as on a first view.
  await expect.poll(activityPages).toEqual(['0', '1', '2'])
})

test('changing the view asks the service for each page once', async ({ page, serviceRequests }) => {
  await openSignedIn(page, '/bookings')
  const firstLoad = serviceRequests.length - 2 // the list's page and the prefetch of the next one
  const settled = () => expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false')
  await page.getByRole('columnheader', { name: 'status' }).getByRole('button').click()
  await settled()
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20')
  await settled()
  await page.getByRole('button', { name: 'Next page' }).click()
  await settled()
  const currency = page.getByRole('combobox', { name: 'Filter currency' })
  await currency.fill('EUR')
  await currency.press('Enter')
  await settled()
  await page.getByRole('button', { name: 'Next page' }).click()
  await settled()
  await page.getByRole('button', { name: 'Previous page' }).click()
  await settled()
  await expect(page).toHaveURL(
    '/bookings?filters[currency]=EUR&sorting[status]=ASC&pagination[size]=20',
  )
  await page.waitForLoadState('networkidle')

  const asked = serviceRequests.slice(firstLoad).map((request) => JSON.stringify(request.query))
  expect(asked.length).toBeGreaterThan(5)
  expect(asked.filter((query, index) => asked.indexOf(query) !== index)).toEqual([])
})

test('rows per page 20, Next and Previous', async ({ page, serviceRequests }) => {
  await openSignedIn(page, '/bookings')
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('20')
  await expect(page).toHaveURL('/bookings?pagination[size]=20')
  await expect.poll(async () => (await columnValues(page, 'reference')).length).toBe(20)
  const firstPage = await columnValues(page, 'reference')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL('/bookings?pagination[page]=1&pagination[size]=20')
  await expect(page.getByText(/^Page 2 of 250$/)).toBeVisible()
  await expect(page.getByText('Showing 21–40 of 5,000')).toBeVisible()
  const secondPage = await columnValues(page, 'reference')
  expect(secondPage.some((reference) => firstPage.includes(reference))).toBe(false)
  expect(lastListRequest(serviceRequests, 'bookings', 1).query).toMatchObject({
    pagination: { page: '1', size: '20' },
  })
  await page.getByRole('button', { name: 'Previous page' }).click()
  await expect(page).toHaveURL('/bookings?pagination[size]=20')
  expect(await columnValues(page, 'reference')).toEqual(firstPage)
})

test('shift+click adds a secondary sort, shown with priorities', async ({
  page,
  serviceRequests,
}) => {
  await openSignedIn(page, '/bookings')
  await page.getByRole('columnheader', { name: 'status' }).getByRole('button').click()
  await page
    .getByRole('columnheader', { name: 'totalPrice' })
    .getByRole('button')
    .click({ modifiers: ['Shift'] })
  await page
    .getByRole('columnheader', { name: 'totalPrice' })
    .getByRole('button')
    .click({ modifiers: ['Shift'] })
  await expect(page).toHaveURL('/bookings?sorting[status]=ASC&sorting[totalPrice]=DESC')
  await expect(page.getByRole('columnheader', { name: 'status' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  )
  await expect(page.getByRole('columnheader', { name: 'totalPrice' })).toHaveAttribute(
    'aria-sort',
    'descending',
  )
  await expect
    .poll(() =>
      Object.keys((lastListRequest(serviceRequests, 'bookings').query.sorting ?? {}) as object),
    )
    .toEqual(['status', 'totalPrice'])
  const statuses = await columnValues(page, 'status')
  const prices = (await columnValues(page, 'totalPrice')).map(Number)
  for (let index = 1; index < statuses.length; index++) {
    expect(statuses[index - 1]! <= statuses[index]!).toBe(true)
    if (statuses[index - 1] === statuses[index])
      expect(prices[index - 1]!).toBeGreaterThanOrEqual(prices[index]!)
  }
})

test('Back and Forward restore the view and its rows', async ({ page }) => {
  await openSignedIn(page, '/products')
  const firstPage = await columnValues(page, 'id')
  await page.getByRole('combobox', { name: 'Filter productType' }).fill('ticket')
  await page.getByRole('combobox', { name: 'Filter productType' }).press('Enter')
  await expect(page).toHaveURL('/products?filters[productType]=ticket')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL('/products?filters[productType]=ticket&pagination[page]=1')
  const ticketsPage2 = await columnValues(page, 'id')
  await page.goBack()
  await expect(page).toHaveURL('/products?filters[productType]=ticket')
  await page.goBack()
  await expect(page).toHaveURL('/products')
  await expect(page.getByRole('combobox', { name: 'Filter productType' })).toHaveValue('')
  expect(await columnValues(page, 'id')).toEqual(firstPage)
  await page.goForward()
  await page.goForward()
  await expect(page).toHaveURL('/products?filters[productType]=ticket&pagination[page]=1')
  await expect(page.getByRole('combobox', { name: 'Filter productType' })).toHaveValue('ticket')
  expect(await columnValues(page, 'id')).toEqual(ticketsPage2)
})

test('a copied link opens the same view for a colleague after signing in', async ({
  page,
  browser,
}) => {
  await openSignedIn(
    page,
    '/bookings?filters[status]=CANCELLED&sorting[totalPrice]=ASC&pagination[page]=2&pagination[size]=5',
  )
  const shown = await columnValues(page, 'reference')
  await page.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByText('Link copied')).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toBe(page.url())

  const colleague = await browser.newContext()
  const other = await colleague.newPage()
  await other.goto(link)
  await expect(other).toHaveURL(/\/sign-in\?next=/)
  await signIn(other)
  await expect(other).toHaveURL(link)
  expect(await columnValues(other, 'reference')).toEqual(shown)
  await colleague.close()
})

test('a URL with size 500 and a bad sort is corrected before anything is requested', async ({
  page,
  serviceRequests,
}) => {
  await openSignedIn(page, '/products')
  await page.goto('/products?pagination[size]=500&pagination[page]=-3&sorting[price]=UP')
  await expect(page).toHaveURL('/products?pagination[size]=20')
  await expect(page.getByText('This link had parts the console could not use')).toBeVisible()
  // The sign-in check asks for one record; everything after it asks for the corrected page size.
  const [verification, ...listRequests] = serviceRequests
  expect(verification?.query).toEqual({ pagination: { page: '0', size: '1' } })
  expect(listRequests.length).toBeGreaterThan(0)
  for (const request of listRequests) {
    expect(request.query).toEqual({
      pagination: {
        page: expect.stringMatching(/^[01]$/),
        size: expect.stringMatching(/^(10|20)$/),
      },
    })
  }
  // The correction replaced the bad entry in history rather than adding one.
  await page.goBack()
  await expect(page).toHaveURL('/products')
})

test('a sort the service refuses: its message, the previous rows, and a way out', async ({
  page,
}) => {
  await openSignedIn(page, '/products')
  const before = await columnValues(page, 'id')
  await page.goto('/products?sorting[colour]=ASC')
  await expect(page.getByRole('alert')).toContainText('sorting[colour]')
  await page.getByRole('button', { name: 'Remove sort by Colour' }).click()
  await expect(page).toHaveURL('/products')
  expect(await columnValues(page, 'id')).toEqual(before)
})

test('a refused filter keeps the previous rows on screen, with its message and a way out', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const before = await columnValues(page, 'reference')
  // A service that cannot filter on travelDate, answering the way the demo API refuses attributes.
  await page.route('**/api/bookings?**filters[travelDate]**', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          status: 400,
          code: 'invalid_query',
          parameter: 'filters[travelDate]',
          message: 'filters[travelDate]: not filterable',
        },
      }),
    }),
  )
  const filter = page.getByLabel('Filter travelDate', { exact: true })
  await filter.fill('2026-12-01')
  await filter.press('Enter')
  await expect(page).toHaveURL('/bookings?filters[travelDate]=2026-12-01')
  await expect(page.getByRole('alert')).toContainText('filters[travelDate]: not filterable')
  expect(await dataRows(page).count()).toBe(before.length)
  expect(
    await dataRows(page).evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent)),
  ).toEqual(before)
  await page.getByRole('button', { name: 'Remove filter Travel date' }).click()
  await expect(page).toHaveURL('/bookings')
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(await columnValues(page, 'reference')).toEqual(before)
})

test('the empty state names the filters that matched nothing and clears them', async ({ page }) => {
  await openSignedIn(page, '/products')
  await page.getByRole('combobox', { name: 'Filter productType' }).fill('SPACESHIP')
  await expect(page.getByText('No products match Product type = "SPACESHIP".')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled()
  await page.getByRole('button', { name: 'Show all products' }).click()
  await expect(page).toHaveURL('/products')
  await expect(page.getByRole('combobox', { name: 'Filter productType' })).toHaveValue('')
})

test('bookings sorted by date have a separator row at each new day', async ({ page }) => {
  await openSignedIn(page, '/bookings?pagination[size]=20')
  const separators = daySeparators(page)
  await expect(separators.first()).toBeVisible()
  const labels = await separators.allTextContents()
  expect(labels[0]).toMatch(
    /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}$/,
  )
  expect(new Set(labels).size).toBe(labels.length)
  const days = (await columnValues(page, 'createdAt')).map((value) => value.slice(0, 10))
  expect(labels.length).toBe(new Set(days).size)
  await page.getByRole('columnheader', { name: 'status' }).getByRole('button').click()
  await expect(separators).toHaveCount(0)
})

// 620 px: the narrowest before a phone's layout, where the toolbar takes most lines.
for (const width of [1280, 620]) {
  test(`rows stay in place while the toolbar, Go to date and the request panel load (${width} px wide)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    await openSignedIn(page, '/bookings')
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        const row = document.querySelector('table tbody tr:has(> td)')
        if (!row) return
        observer.disconnect()
        document.documentElement.dataset.firstRowTop = String(row.getBoundingClientRect().top)
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Request', exact: true })).toBeVisible()
    await expect(page.getByLabel('Go to date')).toBeEditable()
    const firstRowTop = Number(await page.locator('html').getAttribute('data-first-row-top'))
    const rowTopNow = (await dataRows(page).first().boundingBox())!.y
    expect(firstRowTop).toBeGreaterThan(0)
    expect(rowTopNow).toBeCloseTo(firstRowTop, 0)
  })
}

test.describe('a link to a page past the end', () => {
  test('says so, in pages, and Previous page and "Go to the last page" go to the last page', async ({
    page,
  }) => {
    await openSignedIn(page, '/products')
    const id = await dataRows(page).first().getAttribute('data-record-id')
    // One product: a list of 1 page.
    const onePage = `/products?filters[id]=${id}`
    await page.goto(`${onePage}&pagination[page]=99`)
    await expect(page.getByText("Page 100 doesn't exist: this list has 1 page.")).toBeVisible()
    await expect(page.getByText('Page 100 of 1')).toHaveCount(0)
    await page.getByRole('button', { name: 'Previous page' }).click()
    await expect(page).toHaveURL(onePage)
    await expect(page.getByText('Page 1 of 1')).toBeVisible()
    await expect(dataRows(page)).toHaveCount(1)

    // 240 products in tens: 24 pages.
    await page.goto('/products?pagination[page]=99')
    await expect(page.getByText("Page 100 doesn't exist: this list has 24 pages.")).toBeVisible()
    await page.getByRole('button', { name: 'Go to the last page' }).click()
    await expect(page).toHaveURL('/products?pagination[page]=23')
    await expect(page.getByText('Page 24 of 24')).toBeVisible()
    await expect(dataRows(page)).toHaveCount(10)
  })

  test('without a total: the page came back empty, with the way to the first page', async ({
    page,
  }) => {
    await page.route('**/api/products?**', async (route) => {
      const response = await route.fetch()
      const { data } = (await response.json()) as { data: unknown[] }
      await route.fulfill({ response, json: { data } })
    })
    await openSignedIn(page, '/products')
    await page.goto('/products?pagination[page]=99')
    await expect(page.getByText('Page 100 is past the end of the results.')).toBeVisible()
    await page.getByRole('button', { name: 'Go to first page' }).click()
    await expect(page).toHaveURL('/products')
    await expect(dataRows(page)).toHaveCount(10)
  })
})

test("a header's title says what its click and Shift+click do, the list's default order included", async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const createdAt = page.getByRole('columnheader', { name: 'createdAt' }).getByRole('button')
  const status = page.getByRole('columnheader', { name: 'status' }).getByRole('button')
  // Newest first by default: a click gives the oldest first, never an unsorted list.
  await expect(createdAt).toHaveAttribute(
    'title',
    'Click sorts by createdAt, ascending. Shift+click makes createdAt ascending and keeps the other sort keys.',
  )
  await expect(status).toHaveAttribute(
    'title',
    'Click sorts by status alone, ascending. Shift+click adds status to the sort keys.',
  )
  await createdAt.click()
  await expect(page).toHaveURL('/bookings?sorting[createdAt]=ASC')
  await expect(createdAt).toHaveAttribute(
    'title',
    'Click sorts by createdAt, descending. Shift+click makes createdAt descending and keeps the other sort keys.',
  )
  await status.click()
  await status.click()
  await expect(page).toHaveURL('/bookings?sorting[status]=DESC')
  await expect(status).toHaveAttribute(
    'title',
    'Click stops sorting by status. Shift+click removes status from the sort keys.',
  )
  await status.click()
  await expect(page).toHaveURL('/bookings')

  // Two keys: a plain click keeps one alone; a Shift+click changes or removes it among them.
  await status.click({ modifiers: ['Shift'] })
  await expect(page).toHaveURL('/bookings?sorting[createdAt]=DESC&sorting[status]=ASC')
  await expect(status).toHaveAttribute(
    'title',
    'Click sorts by status alone, descending. Shift+click makes status descending and keeps the other sort keys.',
  )
  await expect(createdAt).toHaveAttribute(
    'title',
    'Click sorts by createdAt alone, ascending. Shift+click removes createdAt from the sort keys.',
  )
  await createdAt.click({ modifiers: ['Shift'] })
  await expect(page).toHaveURL('/bookings?sorting[status]=ASC')
})
