// Records keep arriving while the console works: an export still writes each one once, and a link
// to a record still opens it once it has moved to another page.
import { readFile } from 'node:fs/promises'
import Papa from 'papaparse'
import { dataRows, expect, openSignedIn, test } from './fixtures'

test('Export CSV: a record that a late answer adds past the last page is still written', async ({
  page,
}) => {
  // A newest-first bookings service of 600 records: 20 more arrive mid-export, then one more as
  // page 30 is asked for, answered once the other request has come back.
  const ids = Array.from({ length: 600 }, (_, index) => 600 - index)
  const initialIds = ids.map((n) => `bk_${n}`)
  let newest = 600
  const arrive = (count: number) => {
    for (let index = 0; index < count; index++) ids.unshift(++newest)
  }
  let arrived = false
  await page.route(
    (url) => url.pathname === '/api/bookings',
    async (route) => {
      const url = new URL(route.request().url())
      const number = Number(url.searchParams.get('pagination[page]'))
      const size = Number(url.searchParams.get('pagination[size]'))
      if (size === 20) {
        if (number === 5 && !arrived) {
          arrive(20)
          arrived = true
        }
        if (number === 30) {
          arrive(1)
          await expect(page.getByRole('progressbar', { name: 'Export CSV' })).toHaveAttribute(
            'aria-valuenow',
            '600',
          )
        }
      }
      const data = ids.slice(number * size, (number + 1) * size).map((n) => ({
        id: `bk_${n}`,
        reference: `R${n}`,
        status: 'CONFIRMED',
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
      }))
      await route.fulfill({ json: { data, pagination: { page: number, size, total: ids.length } } })
    },
  )
  await openSignedIn(page, '/bookings')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  const download = await downloading
  const csv = Papa.parse<Record<string, string>>(await readFile(await download.path(), 'utf8'), {
    header: true,
    skipEmptyLines: true,
  })
  const exported = csv.data.map((row) => row.ID)
  expect(new Set(exported).size).toBe(exported.length)
  expect(initialIds.filter((id) => !exported.includes(id))).toEqual([])
})

test('Export CSV says before it starts that more match than an export holds', async ({ page }) => {
  await page.route(
    (url) => url.pathname === '/api/bookings',
    async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { pagination: { total: number } }
      body.pagination.total = 250_000
      await route.fulfill({ response, json: body })
    },
  )
  const exportRequests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('pagination[size]=20')) exportRequests.push(request.url())
  })
  await openSignedIn(page, '/bookings')
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    '250,000 match; an export holds at most 200,000 — narrow the filters.',
  )
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  expect(exportRequests).toEqual([])
})

test.describe('a link to a record', () => {
  test('opens the record when it is no longer on the list page the link names', async ({
    page,
    serviceRequests,
  }) => {
    await openSignedIn(page, '/bookings?pagination[page]=3')
    const row = dataRows(page).first()
    const id = await row.getAttribute('data-record-id')
    expect(id).toBeTruthy()
    // The link of a record that has since moved down from the first page.
    await page.goto(`/bookings/${id}`)
    const details = page.getByRole('dialog', { name: 'Record details' })
    await expect(details.getByRole('button', { name: 'Copy JSON' })).toBeVisible()
    await expect(details).toContainText(String(id))
    const lookup = serviceRequests.find(
      (request) => (request.query.filters as Record<string, string> | undefined)?.id === id,
    )
    expect(lookup?.query.pagination).toEqual({ page: '0', size: '1' })
    await expect(page).toHaveURL(`/bookings/${id}`)
  })

  test('says when the service has no such record, with the way back to the list', async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings?filters[status]=PENDING')
    await page.goto('/bookings/bk_no_such_booking?filters[status]=PENDING')
    const details = page.getByRole('dialog', { name: 'Record details' })
    await expect(details).toContainText('The service has no booking bk_no_such_booking')
    await details.getByRole('link', { name: 'Back to the list' }).click()
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
  })
})
