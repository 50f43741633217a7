import { expect, type Page, type Request } from '@playwright/test'

/**
 * Moves the page's clock on by a check's 30 s until `seen` holds. The check's timer starts once
 * its part has loaded after the rows, which a loaded machine may do after a first step was taken.
 * The clock stays put while a request is on its way: 30 s more would time it out.
 */
export async function runChecksUntil(page: Page, seen: () => Promise<boolean>) {
  const inFlight = new Set<Request>()
  const start = (request: Request) => inFlight.add(request)
  const end = (request: Request) => inFlight.delete(request)
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  try {
    await expect
      .poll(
        async () => {
          if (await seen()) return true
          if (inFlight.size > 0) return false
          await page.clock.fastForward('00:31')
          return seen()
        },
        { timeout: 30_000 },
      )
      .toBe(true)
  } finally {
    page.off('request', start)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
  }
}
