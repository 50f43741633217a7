// Failures that must end: time limits, 429s, redirects, a failing page flip, and sessions that
// end in every tab (README, "Failures end, and stay contained" and "Credentials").
import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { requestTimeoutMs } from '../playwright.config'
import {
  columnValues,
  dataRows,
  expect,
  openSignedIn,
  signIn,
  storedAfterSignOut,
  test,
} from './fixtures'

test('a service that never answers: an error with Retry once the time limit has passed, not a spinner', async ({
  page,
}) => {
  await openSignedIn(page, '/products')
  let attempts = 0
  await page.route('**/api/bookings?**', () => {
    attempts++ // and never answered
  })
  const started = Date.now()
  await page.getByRole('link', { name: 'Bookings' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(`did not answer within ${requestTimeoutMs / 1000} s`, {
    timeout: requestTimeoutMs * 2,
  })
  // No automatic retry of a timeout: with the default 30 s limit the error shows within 45 s.
  expect(Date.now() - started).toBeLessThan(requestTimeoutMs * 1.5 + 5_000)
  expect(attempts).toBe(1)
  await page.unroute('**/api/bookings?**')
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(dataRows(page)).toHaveCount(10)
})

test('429 with a short Retry-After: the list says it waits, then retries on its own, not sooner', async ({
  page,
}) => {
  await openSignedIn(page, '/products')
  const asked: number[] = []
  await page.route('**/api/bookings?**', async (route) => {
    asked.push(Date.now())
    if (asked.length === 1)
      return route.fulfill({ status: 429, headers: { 'Retry-After': '5' }, body: '' })
    return route.continue()
  })
  await page.getByRole('link', { name: 'Bookings' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'The service is busy' })).toContainText(
    /Trying again in \d s/,
  )
  await expect(dataRows(page)).toHaveCount(10)
  expect(asked.length).toBeGreaterThanOrEqual(2)
  expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(4_900)
})

test('429 with a long Retry-After: an error that says when, and Retry waits for it', async ({
  page,
}) => {
  await openSignedIn(page, '/products')
  await page.route('**/api/bookings?**', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '120' }, body: '' }),
  )
  await page.getByRole('link', { name: 'Bookings' }).click()
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('asks to wait 2 min')
  await expect(alert.getByRole('button', { name: /Retry \(in \d+ s\)/ })).toBeDisabled()
})

test('Export CSV pauses on 429, shows that it waits, and goes on: every record exactly once', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await openSignedIn(page, '/bookings?filters[status]=CANCELLED')
  let refused = false
  await page.route('**/api/bookings?**pagination[page]=3&pagination[size]=20', async (route) => {
    if (refused) return route.continue()
    refused = true
    await route.fulfill({ status: 429, headers: { 'Retry-After': '5' }, body: '' })
  })
  const downloading = page.waitForEvent('download', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(page.getByRole('progressbar', { name: 'Export CSV' })).toHaveAttribute(
    'aria-valuetext',
    /paused: the service asks to wait \d s/,
  )
  const csv = Papa.parse<Record<string, string>>(
    await readFile(await (await downloading).path(), 'utf8'),
    { header: true, skipEmptyLines: true },
  )
  expect(csv.data).toHaveLength(428)
  expect(new Set(csv.data.map((row) => row.ID)).size).toBe(428)
})

test('a redirect elsewhere is refused with a clear message; the keys are not sent there', async ({
  page,
}) => {
  await openSignedIn(page, '/products')
  const elsewhere: string[] = []
  await page.route('https://elsewhere.example/**', (route) => {
    elsewhere.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'application/json', body: '[]' })
  })
  await page.route('**/api/bookings?**', (route) =>
    route.fulfill({ status: 302, headers: { Location: 'https://elsewhere.example/bookings' } }),
  )
  await page.getByRole('link', { name: 'Bookings' }).click()
  await expect(page.getByRole('alert')).toContainText('does not follow redirects')
  expect(elsewhere).toEqual([])
})

test('a 5xx on a page flip shows its error with Retry, never the previous page under the new URL', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const firstPage = await columnValues(page, 'reference')
  await page.route('**/api/bookings?**pagination[page]=2&**', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"down"}' }),
  )
  await page.getByRole('button', { name: 'Next page' }).click()
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL('/bookings?pagination[page]=2')
  const alert = page.getByRole('alert')
  await expect(alert).toContainText('failed (HTTP 503)')
  await expect(page.getByRole('table')).toHaveCount(0)
  await page.unroute('**/api/bookings?**pagination[page]=2&**')
  await alert.getByRole('button', { name: 'Retry' }).click()
  await expect(page.getByText('Page 3 of 500')).toBeVisible()
  const thirdPage = await columnValues(page, 'reference')
  expect(thirdPage.some((reference) => firstPage.includes(reference))).toBe(false)
})

for (const remember of [false, true]) {
  test(`signing out in one tab signs out the others at once (${remember ? 'remembered' : 'not remembered'})`, async ({
    context,
  }) => {
    const first = await context.newPage()
    await first.goto('/bookings')
    await signIn(first, { remember })
    await expect(dataRows(first).first()).toBeVisible()
    const second = await context.newPage()
    await second.goto('/products')
    if (!remember) await signIn(second)
    await expect(dataRows(second).first()).toBeVisible()

    await first.getByRole('button', { name: 'Sign out' }).click()
    await expect(first).toHaveURL('/sign-in')
    // The other tab keeps its place for when its user signs in again.
    await expect(second).toHaveURL('/sign-in?next=%2Fproducts')
    await expect(second.getByRole('status')).toContainText('signed out in another tab')
    expect(await storedAfterSignOut(second)).toEqual([])
  })
}

test.describe('Export CSV defects', () => {
  test('Cancel while the export code is still loading: nothing is requested or downloaded', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings')
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/export-records-[^/]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    const exportRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('pagination[size]=20')) exportRequests.push(request.url())
    })
    let downloads = 0
    page.on('download', () => downloads++)
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await expect(page.getByRole('progressbar', { name: 'Export CSV' })).toBeVisible()
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('Export cancelled.')).toBeVisible()
    release()
    await page.waitForResponse(/\/assets\/export-records-[^/]+\.js$/)
    // The marker: an export of another view, started once the code is in. The cancelled export,
    // had it gone on, would have asked first: it was waiting for that code before this one was.
    // The marker's own requests stay in flight, so any download would be the cancelled one's.
    // (A reference filter: a column of many values, whose suggestions ask for no sample page.)
    await page.route('**/api/bookings?**filters[reference]=DC-**pagination[size]=20**', () => {})
    const filter = page.getByRole('combobox', { name: 'Filter reference' })
    await filter.fill('DC-MARKER')
    await filter.press('Enter')
    await expect(page).toHaveURL('/bookings?filters[reference]=DC-MARKER')
    const marker = page.waitForRequest(
      (request) =>
        request.url().includes('DC-MARKER') && request.url().includes('pagination[size]=20'),
    )
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await marker
    expect(exportRequests.filter((url) => !url.includes('DC-MARKER'))).toEqual([])
    expect(downloads).toBe(0)
  })

  test('after the view changes, a failed export cannot be retried into a mix of two views', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings?filters[status]=COMPLETED')
    await page.route('**/api/bookings?**pagination[page]=5&pagination[size]=20', (route) =>
      route.fulfill({ status: 503, body: 'down' }),
    )
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await expect(page.getByRole('alert')).toContainText('Export stopped')
    await page.unroute('**/api/bookings?**pagination[page]=5&pagination[size]=20')

    const filter = page.getByRole('combobox', { name: 'Filter status' })
    await filter.fill('CANCELLED')
    await filter.press('Enter')
    await expect(page).toHaveURL('/bookings?filters[status]=CANCELLED')
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0)

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const csv = Papa.parse<Record<string, string>>(
      await readFile(await (await downloading).path(), 'utf8'),
      { header: true, skipEmptyLines: true },
    )
    expect(new Set(csv.data.map((row) => row.Status))).toEqual(new Set(['CANCELLED']))
  })
})
