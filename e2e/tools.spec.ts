import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import Papa from 'papaparse'
import type { Route } from '@playwright/test'
import { columnLabel } from '../src/lib/columns/column-labels'
import { filterDebounceMs } from '../src/components/data-table/data-table-filters'
import {
  columnValues,
  dataRows,
  daySeparators,
  expect,
  expectSentToSignIn,
  holdAppCode,
  holdAssets,
  openSignedIn,
  rejectCredentialsAt,
  signIn,
  test,
  withClockStill,
} from './fixtures'

async function readCsv(path: string) {
  return Papa.parse<Record<string, string>>(await readFile(path, 'utf8'), {
    header: true,
    skipEmptyLines: true,
  })
}

test.describe('Export CSV', () => {
  test('exports every record matching the filters and sort, not just the page', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings?filters[status]=PENDING&sorting[totalPrice]=ASC')
    // The export's requests wait until its progress bar has been seen.
    let release: () => void = () => undefined
    const seen = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/bookings?**', async (route) => {
      await seen
      await route.continue()
    })
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await expect(page.getByRole('progressbar', { name: 'Export CSV' })).toBeVisible()
    release()
    const download = await downloading
    // Named after what it holds: the resource, the day it was made on, the filter's value.
    expect(download.suggestedFilename()).toMatch(/^bookings \d{4}-\d{2}-\d{2} PENDING\.csv$/)
    // A byte order mark first, so spreadsheets read it as UTF-8.
    expect([...(await readFile(await download.path())).subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = await readCsv(await download.path())
    expect(csv.data).toHaveLength(55)
    // Headed as the table is, in words.
    expect(csv.meta.fields).toEqual(
      expect.arrayContaining(['Reference', 'Status', 'Customer name', 'Customer email']),
    )
    expect(new Set(csv.data.map((row) => row.Status))).toEqual(new Set(['PENDING']))
    const prices = csv.data.map((row) => Number(row['Total price']))
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    await expect(
      page.getByRole('status').filter({ hasText: 'Exported 55 bookings.' }),
    ).toBeVisible()
  })

  test('all 5,000 bookings, at most 2 requests in flight', async ({ page }) => {
    test.setTimeout(60_000)
    await openSignedIn(page, '/bookings')
    let inFlight = 0
    let maxInFlight = 0
    page.on('request', (request) => {
      if (request.url().includes('pagination[size]=20'))
        maxInFlight = Math.max(maxInFlight, ++inFlight)
    })
    page.on('requestfinished', (request) => {
      if (request.url().includes('pagination[size]=20')) inFlight--
    })
    const started = Date.now()
    const downloading = page.waitForEvent('download', { timeout: 60_000 })
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /of 5,000$/)
    const csv = await readCsv(await (await downloading).path())
    test.info().annotations.push({
      type: 'export of 5,000 bookings',
      description: `${Date.now() - started} ms`,
    })
    expect(csv.data).toHaveLength(5000)
    expect(new Set(csv.data.map((row) => row.ID)).size).toBe(5000)
    expect(maxInFlight).toBeLessThanOrEqual(2)
  })

  test('Cancel aborts the requests in flight', async ({ page }) => {
    await openSignedIn(page, '/bookings')
    // The first two pages are answered; the next ones stay in flight until the export ends.
    const inFlight: Route[] = []
    await page.route('**/api/bookings?**pagination[size]=20**', async (route) => {
      const index = new URL(route.request().url()).searchParams.get('pagination[page]')
      if (index === '0' || index === '1') await route.continue()
      else inFlight.push(route)
    })
    const exportRequests: string[] = []
    const aborted: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('pagination[size]=20')) exportRequests.push(request.url())
    })
    page.on('requestfailed', (request) => {
      if (request.url().includes('pagination[size]=20')) aborted.push(request.url())
    })
    await page.getByRole('button', { name: 'Export CSV' }).click()
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40')
    await expect.poll(() => inFlight.length).toBe(2)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await expect(page.getByText('Export cancelled.')).toBeVisible()
    await expect(page.getByRole('progressbar')).toHaveCount(0)
    // Both requests in flight are aborted, not left to finish.
    await expect.poll(() => aborted.length).toBe(2)
    // And none follows: an export going on would ask before a marker sent after the aborts
    // (request events come in the order the requests were sent).
    const marker = page.waitForRequest('**/request-order-marker')
    await page.evaluate(() => void fetch('/request-order-marker'))
    await marker
    expect(exportRequests).toHaveLength(4)
  })

  test('a failing page: a clear message, a partial file, and Retry finishes the rest', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings?filters[status]=CANCELLED')
    await page.route('**/api/bookings?**pagination[page]=5&pagination[size]=20', (route) =>
      route.fulfill({ status: 503, body: 'down for maintenance' }),
    )
    await page.getByRole('button', { name: 'Export CSV' }).click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Export stopped: The service failed (HTTP 503)')
    // The failure is worded as it shows: a switch of language words it again.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('Deutsch')
    await expect(alert).toContainText(
      'Export angehalten: Beim Dienst ist ein Fehler aufgetreten (HTTP 503).',
    )
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('English')
    const partialDownload = page.waitForEvent('download')
    await alert.getByRole('button', { name: /Download partial \(\d+ rows\)/ }).click()
    const partial = await partialDownload
    expect(partial.suggestedFilename()).toMatch(/^bookings [\d-]+ CANCELLED \(partial\)\.csv$/)
    const partialRows = (await readCsv(await partial.path())).data.length
    expect(partialRows % 20).toBe(0)
    expect(partialRows).toBeLessThanOrEqual(100)

    await page.unroute('**/api/bookings?**pagination[page]=5&pagination[size]=20')
    const fullDownload = page.waitForEvent('download')
    await alert.getByRole('button', { name: 'Retry' }).click()
    const full = await readCsv(await (await fullDownload).path())
    expect(full.data.length).toBeGreaterThan(partialRows)
    expect(new Set(full.data.map((row) => row.ID)).size).toBe(full.data.length)
  })
})

test.describe('Export CSV in staff words', () => {
  // 13:45 ahead of UTC in its summer (the demo's bookings are from around now): an offset no
  // whole-hour arithmetic gets right by accident.
  test.use({ timezoneId: 'Pacific/Chatham' })

  async function exportCsv(page: Page) {
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Export CSV' }).click()
    return readCsv(await (await downloading).path())
  }

  test('one header row of the labels on screen, times with their offset, attribute names on request', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings?filters[reference]=DC-PKK5CA')
    const [createdAt] = await columnValues(page, 'createdAt')

    const labelled = await exportCsv(page)
    expect(labelled.meta.fields).toEqual(expect.arrayContaining(['Created at', 'Customer name']))
    expect(labelled.meta.fields).not.toContain('createdAt')
    expect(labelled.data).toHaveLength(1)
    const [row] = labelled.data
    expect(row!['Created at']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?\+1[23]:45$/)
    expect(Date.parse(row!['Created at']!)).toBe(Date.parse(createdAt!))

    await page.getByRole('checkbox', { name: 'UTC times' }).check()
    const inUtc = await exportCsv(page)
    expect(inUtc.data[0]!['Created at']).toMatch(/Z$/)
    expect(Date.parse(inUtc.data[0]!['Created at']!)).toBe(Date.parse(createdAt!))

    await page.getByRole('button', { name: 'Export options' }).click()
    await page.getByRole('checkbox', { name: 'Attribute names as headers' }).check()
    await page.keyboard.press('Escape')
    await page.reload()
    await page.getByRole('button', { name: 'Export options' }).click()
    await expect(page.getByRole('checkbox', { name: 'Attribute names as headers' })).toBeChecked()
    await page.keyboard.press('Escape')
    const named = await exportCsv(page)
    expect(named.meta.fields).toEqual(
      expect.arrayContaining(['createdAt', 'reference', 'customer.name', 'totalPrice']),
    )
    expect(named.data[0]!.reference).toBe('DC-PKK5CA')
    // The same columns in the same order, each headed as the table heads it.
    expect(labelled.meta.fields).toEqual(named.meta.fields!.map((field) => columnLabel(field)))
    for (const label of ['Created at', 'Customer name', 'Total price'])
      await expect(page.getByRole('columnheader', { name: label })).toBeVisible()
  })
})

test('Export CSV: credentials rejected mid-export sign out and return to the same view', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings?filters[status]=PENDING')
  const restore = await rejectCredentialsAt(page, '**/api/bookings?**pagination[size]=20**')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expectSentToSignIn(page, '/bookings?filters[status]=PENDING')
  await restore()
  await signIn(page)
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
})

test('Columns: hide, reorder, density and reset, remembered per resource across reloads', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const headers = () =>
    page
      .locator('thead tr:first-child th')
      .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.column))
  await page.getByRole('button', { name: 'Columns' }).click()
  const menu = page.getByRole('group', { name: 'Columns' })
  await menu.getByRole('checkbox', { name: 'Reference (reference)', exact: true }).uncheck()
  await expect(page.getByRole('columnheader', { name: 'reference' })).toHaveCount(0)
  // The menu lists hidden columns too: status moves above the hidden reference, then createdAt.
  await menu.getByRole('button', { name: 'Move status up' }).click()
  await menu.getByRole('button', { name: 'Move status up' }).click()
  await expect.poll(async () => (await headers()).slice(0, 2)).toEqual(['status', 'createdAt'])
  await menu.getByRole('checkbox', { name: 'Compact rows' }).check()
  await expect(page.getByRole('table')).toHaveAttribute('data-density', 'compact')

  await page.reload()
  await expect(dataRows(page).first()).toBeVisible()
  expect((await headers()).slice(0, 2)).toEqual(['status', 'createdAt'])
  await expect(page.getByRole('columnheader', { name: 'reference' })).toHaveCount(0)
  await page.getByRole('link', { name: 'Products' }).click()
  await expect(page.getByRole('columnheader', { name: 'Name (name)', exact: true })).toBeVisible()
  await page.getByRole('link', { name: 'Bookings' }).click()

  await page.getByRole('button', { name: 'Columns' }).click()
  await page.getByRole('button', { name: 'Reset columns' }).click()
  await expect(page.getByRole('columnheader', { name: 'reference' })).toBeVisible()
  expect((await headers()).slice(0, 2)).toEqual(['createdAt', 'reference'])
  await expect(page.getByRole('table')).toHaveAttribute('data-density', 'comfortable')
})

test.describe('Record details', () => {
  test('a row click opens the record over the same list; Close returns to the list query', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings?filters[status]=CONFIRMED&pagination[page]=2')
    const third = dataRows(page).nth(2)
    const id = await third.getAttribute('data-record-id')
    await third.click()
    await expect(page).toHaveURL(`/bookings/${id}?filters[status]=CONFIRMED&pagination[page]=2`)
    const details = page.getByRole('dialog', { name: 'Record details' })
    await expect(details).toContainText(id!)
    await expect(details.getByText('customer')).toBeVisible()
    await expect(details.getByText('email')).toBeVisible()
    await details.getByRole('button', { name: 'Copy JSON' }).click()
    const json = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
      id: string
      customer: { email: string }
    }
    expect(json.id).toBe(id)
    expect(json.customer.email).toContain('@')
    await details.getByRole('button', { name: 'Close' }).click()
    await expect(page).toHaveURL('/bookings?filters[status]=CONFIRMED&pagination[page]=2')
    await expect(details).toHaveCount(0)
  })

  test('a shared record link opens the record for a colleague; a missing one says so', async ({
    page,
    browser,
  }) => {
    await openSignedIn(page, '/products?filters[productType]=tour')
    const id = await dataRows(page).first().getAttribute('data-record-id')
    const colleague = await browser.newContext()
    const other = await colleague.newPage()
    await other.goto(`/products/${id}?filters[productType]=tour`)
    await signIn(other)
    await expect(other).toHaveURL(`/products/${id}?filters[productType]=tour`)
    await expect(other.getByRole('dialog', { name: 'Record details' })).toContainText('tour')
    // Off the list page the link names: looked up by id.
    await other.goto(`/products/${id}?filters[productType]=ticket`)
    await expect(other.getByRole('dialog', { name: 'Record details' })).toContainText('tour')
    await other.goto('/products/no-such-product?filters[productType]=ticket')
    await expect(other.getByRole('dialog', { name: 'Record details' })).toContainText(
      'The service has no product no-such-product',
    )
    await colleague.close()
  })
})

test('Request inspector: the exact request, keys masked, and cURL with placeholders', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings?filters[status]=PENDING')
  // Closed by default: staff rarely need it.
  await expect(page.getByRole('region', { name: 'Request' })).toHaveCount(0)
  const toggle = page.getByRole('button', { name: 'Request', exact: true })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  const request = page.getByRole('region', { name: 'Request' })
  await expect(request).toContainText(
    'GET /api/bookings?filters[status]=PENDING&sorting[createdAt]=DESC&pagination[page]=0&pagination[size]=10',
  )
  await expect(request).toContainText(/200 · \d+ ms/)
  await request.getByText('Headers').click()
  await expect(request).toContainText('X-Secret-Key')
  await expect(request).toContainText('••••••••')
  await request.getByRole('button', { name: 'Copy as cURL' }).click()
  const curl = await page.evaluate(() => navigator.clipboard.readText())
  expect(curl).toContain('"X-Api-Key: $API_KEY"')
  expect(curl).toContain('"X-Secret-Key: $SECRET_KEY"')
  expect(curl).toContain(
    '/api/bookings?filters[status]=PENDING&sorting[createdAt]=DESC&pagination[page]=0&pagination[size]=10',
  )
  expect(curl).not.toContain('demo-secret')
  expect(curl).not.toContain('demo-key')

  // Another view closes it: what it showed is no longer the rows' request.
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL(/pagination\[page\]=1/)
  await expect(page.getByRole('region', { name: 'Request' })).toHaveCount(0)
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  // Nor does it open again on the way back to the view it showed.
  await page.goBack()
  await expect(page).not.toHaveURL(/pagination\[page\]=1/)
  await expect(dataRows(page).first()).toBeVisible()
  await expect(page.getByRole('region', { name: 'Request' })).toHaveCount(0)
  await page.goForward()
  await toggle.click()
  await expect(page.getByRole('region', { name: 'Request' })).toContainText('pagination[page]=1')
  await toggle.click()
  await expect(page.getByRole('region', { name: 'Request' })).toHaveCount(0)
})

test('Developer: hides Request, Open resource and Copy JSON on this device, from the first paint', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const developer = page.getByRole('button', { name: 'Developer' })
  const request = page.getByRole('button', { name: 'Request', exact: true })
  const openResource = page.getByRole('combobox', { name: 'Open resource' })
  await expect(developer).toHaveAttribute('aria-pressed', 'true')
  await expect(openResource).toBeVisible()
  await request.click()
  await expect(page.getByRole('region', { name: 'Request' })).toBeVisible()

  await developer.click()
  await expect(developer).toHaveAttribute('aria-pressed', 'false')
  await expect(request).toBeHidden()
  await expect(page.getByRole('region', { name: 'Request' })).toBeHidden()
  await expect(openResource).toBeHidden()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
  await dataRows(page).first().click()
  const details = page.getByRole('dialog', { name: 'Record details' })
  await expect(details.getByRole('button', { name: 'Copy booking link' })).toBeVisible()
  await expect(details.getByRole('button', { name: 'Copy JSON' })).toBeHidden()
  await details.getByRole('button', { name: 'Close' }).click()

  // The view painted before the app's code has arrived shows them hidden already.
  const release = await holdAppCode(page)
  await page.reload({ waitUntil: 'commit' })
  await expect(dataRows(page).first()).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-developer-tools', 'hidden')
  const painted = page.getByRole('combobox', { name: 'Open resource', includeHidden: true })
  await expect(painted).toHaveCount(1)
  await expect(painted).toBeHidden()
  await expect(developer).toHaveAttribute('aria-pressed', 'false')
  release()
  await expect(dataRows(page).first()).toBeVisible()
  await expect(developer).toHaveAttribute('aria-pressed', 'false')
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
  await expect(request).toBeHidden()
  // So does the header written into the page, shown while no code at all has arrived.
  await page.unrouteAll()
  const releaseAll = await holdAssets(page, '**/assets/*.js')
  await page.reload({ waitUntil: 'commit' })
  await expect(developer).toBeVisible()
  await expect(dataRows(page)).toHaveCount(0)
  await expect(developer).toHaveAttribute('aria-pressed', 'false')
  releaseAll()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()

  await developer.click()
  await expect(request).toBeVisible()
  await expect(openResource).toBeVisible()
})

test('keyboard shortcuts work as soon as the rows show, before the toolbar has loaded', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  // The toolbar's code never arrives: the shortcuts must not depend on it.
  await page.route(/\/assets\/list-toolbar-[^/]+\.js$/, () => undefined)
  await page.reload()
  await expect(dataRows(page).first()).toBeVisible()
  await page.keyboard.press('?')
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toHaveCount(0)
})

test('Keyboard shortcuts, off while typing', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  await expect(page.getByRole('button', { name: 'Columns' })).toBeVisible()
  await page.keyboard.press('/')
  const filter = page.getByRole('combobox', { name: 'Filter status' })
  await expect(filter).toBeFocused()
  await page.keyboard.type('jk')
  await expect(filter).toHaveValue('jk')
  await expect(filter).toBeFocused() // "j" and "k" were letters in the field, not row moves
  // Cleared, whether or not "jk" went out as a filter meanwhile (it does after a pause).
  await filter.fill('')
  await filter.blur()
  await expect(page).toHaveURL('/bookings')
  await expect(dataRows(page).first()).toBeVisible()

  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await page.keyboard.press('k')
  await page.keyboard.press('j')
  const second = dataRows(page).nth(1)
  await expect(second).toBeFocused()
  await expect(second).toHaveAttribute('aria-current', 'true')
  const id = await second.getAttribute('data-record-id')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(`/bookings/${id}`)
  await page.keyboard.press('Escape')
  await expect(page).toHaveURL('/bookings')

  await page.keyboard.press(']')
  await expect(page).toHaveURL('/bookings?pagination[page]=1')
  await page.keyboard.press('[')
  await expect(page).toHaveURL('/bookings')

  await page.keyboard.press('?')
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(help).toBeVisible()
  await expect(help).toContainText('Focus the list’s main filter (Esc leaves it)')
  await help.getByRole('button', { name: 'Close' }).click()
  await expect(help).toHaveCount(0)
})

test('Escape in a filter takes back the draft, then leaves the field for the rows', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  await page.keyboard.press('/')
  const filter = page.getByRole('combobox', { name: 'Filter status' })
  await expect(filter).toBeFocused()
  await withClockStill(page, async () => {
    await page.keyboard.type('PEN')
    await page.keyboard.press('Escape') // the suggestions close, and the draft is taken back
    await expect(filter).toHaveValue('')
    await expect(filter).toBeFocused()
    await page.clock.runFor(filterDebounceMs + 50)
  })
  await page.keyboard.press('Escape')
  await expect(dataRows(page).first()).toBeFocused()
  // The shortcuts work again: "j" moves to the next row instead of typing into the filter.
  await page.keyboard.press('j')
  await expect(dataRows(page).nth(1)).toBeFocused()
  await expect(filter).toHaveValue('')
  await expect(page).toHaveURL('/bookings')

  // With a filter applied, Escape leaves its field as it is, never emptied as a search field is.
  await filter.fill('PENDING')
  await filter.press('Enter')
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
  await filter.press('Escape')
  await expect(dataRows(page).first()).toBeFocused()
  await expect(filter).toHaveValue('PENDING')
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
})

test('Escape leaves a filter that found nothing, so keys are shortcuts again', async ({ page }) => {
  await openSignedIn(page, '/products')
  await page.goto('/products?filters[city]=zzz')
  await expect(page.getByText('No products match City = "zzz".')).toBeVisible()
  const city = page.getByRole('combobox', { name: 'Filter city' })
  await city.focus()
  await city.press('Escape')
  // The focus stays on the list, never falling to the page.
  await expect(page.getByRole('table')).toBeFocused()
  await page.keyboard.press('j')
  await expect(city).toHaveValue('zzz')
  await expect(page).toHaveURL('/products?filters[city]=zzz')
})

test('Bookings by date: relative times or times of day, with exact local and UTC on hover, and a UTC switch kept per user', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const firstCreated = dataRows(page).first().locator('td').first()
  // Relative within the last hour, else the time of day under its day's separator.
  await expect(firstCreated).toHaveText(/ ago$|^now$|^\d{1,2}:\d{2}\s[AP]M$/)
  await expect(firstCreated).toHaveAttribute('title', /local time · .+ UTC$/)
  await page.getByRole('checkbox', { name: 'UTC times' }).check()
  await expect(daySeparators(page).first()).toHaveText(/\(UTC\)$/)
  await expect(page).toHaveURL('/bookings')
  await page.reload()
  await expect(page.getByRole('checkbox', { name: 'UTC times' })).toBeChecked()
  await expect(daySeparators(page).first()).toHaveText(/\(UTC\)$/)
  // Absolute timestamps elsewhere follow the same choice.
  await page.getByRole('link', { name: 'Products' }).click()
  await expect(page.getByRole('cell', { name: / UTC$/ }).first()).toBeVisible()
  await page.getByRole('checkbox', { name: 'UTC times' }).uncheck()
  await expect(page.getByRole('cell', { name: / UTC$/ })).toHaveCount(0)
})

test('Saved views: name the current view, open it later, delete it', async ({ page }) => {
  await openSignedIn(page, '/bookings?filters[status]=PENDING&sorting[totalPrice]=DESC')
  await page.getByRole('button', { name: 'Saved views' }).click()
  await page.getByRole('textbox', { name: 'View name' }).fill('Pending, largest first')
  await page.getByRole('button', { name: 'Save current view' }).click()
  await page.getByRole('link', { name: 'Products' }).click()
  await page.getByRole('link', { name: 'Bookings' }).click()
  await expect(page).toHaveURL('/bookings')
  await page.reload()
  await page.getByRole('button', { name: 'Saved views' }).click()
  await page.getByRole('link', { name: 'Pending, largest first' }).click()
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING&sorting[totalPrice]=DESC')
  expect(new Set(await columnValues(page, 'status'))).toEqual(new Set(['PENDING']))
  await page.getByRole('button', { name: 'Saved views' }).click()
  await page.getByRole('button', { name: 'Delete view Pending, largest first' }).click()
  await expect(page.getByRole('link', { name: 'Pending, largest first' })).toHaveCount(0)
  await expect(page.getByText('No saved views yet.')).toBeVisible()
})

test('the theme follows the system setting', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/sign-in')
  const background = () =>
    page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
  const light = await background()
  await page.emulateMedia({ colorScheme: 'dark' })
  const dark = await background()
  expect(light).not.toBe(dark)
  expect(dark).toBe('rgb(17, 20, 24)')
})
