// Refreshes the README's screenshots from a running console (default http://localhost:5173):
//   npm start & npm run docs:screenshots
// SCREENSHOTS=period.png,bookings.png refreshes only those.
import { chromium, type Page } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../e2e/browser.ts'

const base = process.env.CONSOLE_URL ?? 'http://localhost:5173'
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })
const dayMs = 86_400_000
const only = process.env.SCREENSHOTS?.split(',')

async function capture(
  colorScheme: 'light' | 'dark',
  path: string,
  file: string,
  prepare?: (page: Page) => Promise<void>,
  width = 1360,
) {
  if (only && !only.includes(file)) return
  const page = await browser.newPage({
    viewport: { width, height: 760 },
    colorScheme,
    locale: 'en-GB',
  })
  await page.clock.install()
  await page.goto(`${base}${path}`)
  await page.getByLabel('API key').fill(process.env.DEMO_API_KEY ?? 'demo-key')
  await page.getByLabel('Secret key').fill(process.env.DEMO_SECRET_KEY ?? 'demo-secret')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.locator('table tbody tr:not(.day-separator)').first().waitFor()
  // Attached: a phone shows the toolbar on asking.
  await page.locator('.list-tools:not(.list-tools-placeholder)').waitFor({ state: 'attached' })
  await prepare?.(page)
  await page.screenshot({ path: `docs/${file}`, animations: 'disabled' })
  await page.close()
}

async function goToDate(page: Page) {
  const day = new Date(Date.now() - 40 * dayMs).toISOString().slice(0, 10)
  await page.getByLabel('Go to date').fill(day)
  await page.getByLabel('Go to date').press('Enter')
  await page.locator('tr[data-mark="day"]').waitFor()
}

/** Yesterday's bookings: the period's count, its first page and the pager within it. */
async function yesterday(page: Page) {
  await page.getByRole('button', { name: 'Yesterday' }).click()
  await page
    .getByRole('group', { name: 'Period' })
    .getByText(/ bookings on /)
    .waitFor()
  await page.locator('table[aria-busy="false"]').waitFor()
}

/** Three bookings arrive (shown as the service would send them), then the 30-s check runs. */
async function newBookings(page: Page) {
  await page.route('**/api/bookings?**', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as {
      data: Record<string, unknown>[]
      pagination?: { total: number }
    }
    const arrived = ['Lisbon Food Tour', 'Kyoto Tea Ceremony', 'Cusco Night Tour'].map(
      (productName, index) => ({
        ...body.data[index]!,
        id: `bkg_new_${index}`,
        reference: `DC-NEW${index}`,
        productName,
        createdAt: new Date().toISOString(),
      }),
    )
    body.data = [...arrived, ...body.data].slice(0, body.data.length)
    if (body.pagination) body.pagination.total += arrived.length
    await route.fulfill({ response, json: body })
  })
  await page.clock.fastForward('00:31')
  await page.getByRole('button', { name: '3 new bookings' }).waitFor()
}

await capture('light', '/bookings', 'period.png', yesterday, 1280)
await capture('light', '/bookings', 'go-to-date.png', goToDate)
await capture('light', '/bookings', 'new-bookings.png', newBookings)
await capture('light', '/bookings?pagination[size]=20', 'bookings.png')
await capture('light', '/bookings/bkg_000645?filters[status]=PENDING', 'record-details.png')
await capture('light', '/products?filters[productType]=tour&sorting[price]=DESC', 'products.png')
await capture(
  'dark',
  '/bookings?filters[status]=PENDING&sorting[createdAt]=DESC',
  'bookings-dark.png',
)
await capture(
  'dark',
  '/bookings/bkg_000645?filters[status]=PENDING',
  'record-details-narrow.png',
  undefined,
  760,
)
// One list at a phone's, a tablet's and a laptop's width.
for (const width of [390, 760, 1280])
  await capture('light', '/bookings', `bookings-${width}.png`, undefined, width)
await browser.close()
