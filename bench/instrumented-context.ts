// The bench's browser contexts: fresh each time, signed in with the demo keys (or not), and
// instrumented before the app's scripts run. The marks (first row, sign-in form, first contentful
// paint, layout shift, every fetch) are read back from `window.__bench`; the first row and the
// sign-in form are also said on the console, so a measure waits without polling the page.
import type { Browser, BrowserContext, Page } from '@playwright/test'

export const credentials = { baseUrl: '/api', apiKey: 'demo-key', secretKey: 'demo-secret' }

// Bench-only instrumentation, installed before the app's scripts run.
function instrument() {
  const marks = {
    firstRow: 0,
    signInForm: 0,
    firstContentfulPaint: 0,
    layoutShift: 0,
    fetches: [] as { url: string; at: number }[],
  }
  ;(window as unknown as { __bench: typeof marks }).__bench = marks
  const originalFetch = window.fetch.bind(window)
  window.fetch = (input, init) => {
    marks.fetches.push({
      url: String(input instanceof Request ? input.url : input),
      at: performance.now(),
    })
    return originalFetch(input, init)
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') marks.firstContentfulPaint = entry.startTime
  }).observe({ type: 'paint', buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
      marks.layoutShift += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
  new MutationObserver((_records, observer) => {
    if (!marks.signInForm && document.querySelector('form input[type="password"]')) {
      marks.signInForm = performance.now()
      console.debug('bench:sign-in-form')
    }
    if (document.querySelector('table tbody tr:not(.day-separator)')) {
      marks.firstRow = performance.now()
      observer.disconnect()
      // Reported through the console: waiting by polling from the page would put the harness's
      // own scripts on the main thread in the middle of the load being measured.
      console.debug('bench:first-row')
    }
  }).observe(document, { childList: true, subtree: true })
}

/** Navigates and resolves once the first list row is in the DOM, without touching the page. */
export async function loadUntilFirstRow(page: Page, url: string): Promise<number> {
  const firstRow = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'bench:first-row',
    timeout: 15_000,
  })
  await page.goto(url, { waitUntil: 'commit' })
  await firstRow
  return page.evaluate(
    () => (window as unknown as { __bench: { firstRow: number } }).__bench.firstRow,
  )
}

export async function newContext(browser: Browser, signedIn = true): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 900 } })
  // tsx keeps function names with a `__name` helper that page scripts do not have.
  await context.addInitScript('window.__name = (fn) => fn')
  if (signedIn)
    await context.addInitScript(
      ({ stored }) => {
        if (!sessionStorage.getItem('distribution-console.credentials')) {
          sessionStorage.setItem('distribution-console.credentials', stored)
        }
      },
      { stored: JSON.stringify(credentials) },
    )
  await context.addInitScript(instrument)
  return context
}

/** A page in a fresh signed-in context, loaded to its first list row. */
export async function openSignedIn(browser: Browser, url: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage()
  await loadUntilFirstRow(page, url)
  return page
}
