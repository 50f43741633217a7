// "Export CSV" on /bookings: from the click to the download of every booking of the list.
import type { Browser } from '@playwright/test'
import { loadUntilFirstRow, newContext } from './instrumented-context.ts'

export async function exportAllBookings(browser: Browser, origin: string): Promise<number> {
  const context = await newContext(browser)
  const page = await context.newPage()
  await loadUntilFirstRow(page, `${origin}/bookings`)
  const started = Date.now()
  const downloading = page.waitForEvent('download', { timeout: 60_000 })
  await page.getByRole('button', { name: 'Export CSV' }).click()
  await downloading
  const elapsed = Date.now() - started
  await context.close()
  return elapsed
}
