// The loads measured, each in a fresh context: a cold load of /bookings to its first row (with what
// it painted, shifted, fetched and holds by then), a repeat visit, and a cold load without stored
// credentials to the sign-in form.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { loadUntilFirstRow, newContext } from './instrumented-context.ts'

/** A cold load of /bookings; its context stays open for the measures made on the loaded list. */
export async function coldLoad(browser: Browser, origin: string) {
  const context = await newContext(browser)
  const page = await context.newPage()
  const firstRowMs = await loadUntilFirstRow(page, `${origin}/bookings`)
  // The scripts the browser had fetched by the time the first row showed.
  const scripts = await page.evaluate((firstRow) => {
    return performance
      .getEntriesByType('resource')
      .filter(
        (entry) =>
          entry.name.endsWith('.js') &&
          (entry as PerformanceResourceTiming).responseEnd <= firstRow,
      )
      .map((entry) => new URL(entry.name).pathname)
  }, firstRowMs)
  // Paint entries can reach their observer after the first row's frame: read them once settled.
  await page.waitForLoadState('networkidle')
  const settled = await page.evaluate(() => {
    const bench = (window as unknown as { __bench: Record<string, number> }).__bench
    return {
      firstContentfulPaintMs: bench.firstContentfulPaint!,
      layoutShift: bench.layoutShift!,
      domElements: document.getElementsByTagName('*').length,
    }
  })
  const client = await context.newCDPSession(page)
  await client.send('HeapProfiler.collectGarbage')
  const heap = (await client.send('Runtime.getHeapUsage')) as { usedSize: number }
  const jsGzip = scripts.reduce(
    (total, path) => total + gzipSync(readFileSync(join('dist', path)), { level: 9 }).length,
    0,
  )
  return { context, page, firstRowMs, ...settled, heapMiB: heap.usedSize / 1024 / 1024, jsGzip }
}

/**
 * A repeat visit, as staff make it many times a day: two earlier loads of `/bookings` in the same
 * context fill the HTTP cache (hashed assets are cached for a year) and V8's code cache, with a
 * page of the same origin between visits; the third load is measured.
 */
export async function repeatVisit(browser: Browser, origin: string) {
  const context = await newContext(browser)
  const page = await context.newPage()
  for (let visit = 0; visit < 2; visit++) {
    await loadUntilFirstRow(page, `${origin}/bookings`)
    await page.waitForLoadState('networkidle') // lazily loaded parts are cached too
    await page.goto(`${origin}/favicon.svg`)
  }
  const firstRowMs = await loadUntilFirstRow(page, `${origin}/bookings`)
  await page.waitForLoadState('networkidle')
  const settled = await page.evaluate(() => {
    const bench = (window as unknown as { __bench: Record<string, number> }).__bench
    return { firstContentfulPaintMs: bench.firstContentfulPaint!, layoutShift: bench.layoutShift! }
  })
  await context.close()
  return { firstRowMs, ...settled }
}

/** A cold load without stored credentials, to the sign-in form (a lazily loaded page). */
export async function coldSignIn(browser: Browser, origin: string): Promise<number> {
  const context = await newContext(browser, false)
  const page = await context.newPage()
  const shown = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'bench:sign-in-form',
    timeout: 15_000,
  })
  await page.goto(`${origin}/bookings`, { waitUntil: 'commit' })
  await shown
  const ms = await page.evaluate(
    () => (window as unknown as { __bench: { signInForm: number } }).__bench.signInForm,
  )
  await context.close()
  return ms
}
