// Refreshes the README's screenshots from a running console (default http://localhost:5173):
//   npm start & npm run docs:screenshots
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../e2e/browser.ts'

const base = process.env.CONSOLE_URL ?? 'http://localhost:5173'
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs })

async function capture(colorScheme: 'light' | 'dark', path: string, file: string) {
  const page = await browser.newPage({
    viewport: { width: 1360, height: 760 },
    colorScheme,
    locale: 'en-GB',
  })
  await page.goto(`${base}${path}`)
  await page.getByLabel('API key').fill(process.env.DEMO_API_KEY ?? 'demo-key')
  await page.getByLabel('Secret key').fill(process.env.DEMO_SECRET_KEY ?? 'demo-secret')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.locator('table tbody tr:not(.day-separator)').first().waitFor()
  await page.getByRole('button', { name: 'Export CSV' }).waitFor()
  await page.screenshot({ path: `docs/${file}` })
  await page.close()
}

await capture('light', '/bookings?pagination[size]=20', 'bookings.png')
await capture('light', '/bookings/bkg_000645?filters[status]=PENDING', 'record-details.png')
await capture('light', '/products?filters[productType]=TOUR&sorting[price]=DESC', 'products.png')
await capture(
  'dark',
  '/bookings?filters[status]=PENDING&sorting[createdAt]=DESC',
  'bookings-dark.png',
)
await browser.close()
