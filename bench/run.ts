// npm run bench: builds the console, serves dist/ with the demo API on loopback, drives Chromium
// and prints one JSON document of medians (with min and max) over fresh browser contexts.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../e2e/browser.ts'
import { freePort, startProcess } from '../e2e/processes.ts'
import { budgets } from '../scripts/budgets.ts'
import { firstLoad } from '../scripts/first-load.ts'
import { composition } from './bundle-composition.ts'
import { measureDemoApiLatency } from './demo-api-latency.ts'
import { measureGoToDate, type GoToDateReport } from './go-to-date.ts'
import { measurePeriods, type PeriodsReport } from './periods.ts'
import { summarize } from './stats.ts'

const runs = Number(process.env.BENCH_RUNS ?? 11)
// BENCH_ONLY=periods measures the periods alone (after the builds), for a quick look.
const only = process.env.BENCH_ONLY
const credentials = { baseUrl: '/api', apiKey: 'demo-key', secretKey: 'demo-secret' }
const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

function log(message: string) {
  process.stderr.write(`${message}\n`)
}

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
async function loadUntilFirstRow(page: Page, url: string): Promise<number> {
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

async function newContext(browser: Browser, signedIn = true): Promise<BrowserContext> {
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
async function openSignedIn(browser: Browser, url: string): Promise<Page> {
  const page = await (await newContext(browser)).newPage()
  await loadUntilFirstRow(page, url)
  return page
}

async function coldLoad(browser: Browser, origin: string) {
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
async function repeatVisit(browser: Browser, origin: string) {
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
async function coldSignIn(browser: Browser, origin: string): Promise<number> {
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

/** A row click to the record details panel, whose code is loaded on demand. */
async function openRecordDetails(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle')
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const started = performance.now()
        new MutationObserver((_records, observer) => {
          const heading = [...document.querySelectorAll('h2')].find(
            (element) => element.textContent?.trim() === 'Record details',
          )
          if (heading) {
            observer.disconnect()
            resolve(performance.now() - started)
          }
        }).observe(document.body, { childList: true, subtree: true })
        document.querySelector<HTMLElement>('table tbody tr:not(.day-separator)')!.click()
      }),
  )
}

async function nextPage(page: Page): Promise<number> {
  // The app prefetches page 2 once page 1 is shown; measure the flip once that request is done.
  await page
    .waitForResponse((response) => response.url().includes('pagination[page]=1'), { timeout: 5000 })
    .catch(() => undefined)
  await page.waitForLoadState('networkidle')
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const firstCell = () =>
          document.querySelector('table tbody tr:not(.day-separator)')?.textContent
        const before = firstCell()
        const button = [...document.querySelectorAll('button')].find(
          (element) => element.getAttribute('aria-label') === 'Next page',
        )!
        const started = performance.now()
        const observer = new MutationObserver(() => {
          if (firstCell() !== before) {
            observer.disconnect()
            requestAnimationFrame(() => resolve(performance.now() - started))
          }
        })
        observer.observe(document.querySelector('table')!, {
          childList: true,
          subtree: true,
          characterData: true,
        })
        button.click()
      }),
  )
}

async function typeFilter(browser: Browser, origin: string) {
  const context = await newContext(browser)
  const page = await context.newPage()
  await loadUntilFirstRow(page, `${origin}/products`)
  await page.waitForLoadState('networkidle')
  const input = page.getByRole('combobox', { name: 'Filter city' })
  await input.click()
  await page.evaluate(() => {
    const bench = (window as unknown as { __bench: Record<string, number> }).__bench
    document.addEventListener('keydown', () => (bench.lastKey = performance.now()), true)
    new MutationObserver(() => {
      const cells = [...document.querySelectorAll('table tbody td')].map((cell) => cell.textContent)
      if (
        !bench.filtered &&
        document.querySelector('table[aria-busy="false"]') &&
        cells.includes('Florence') &&
        !cells.includes('Lisbon')
      ) {
        bench.filtered = performance.now()
      }
    }).observe(document.querySelector('table')!, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    })
  })
  await input.pressSequentially('Florence', { delay: 50 })
  await page.waitForFunction(
    () => (window as unknown as { __bench: { filtered?: number } }).__bench.filtered,
  )
  await page.waitForLoadState('networkidle')
  const result = await page.evaluate(() => {
    const bench = (
      window as unknown as {
        __bench: {
          fetches: { url: string }[]
          filtered: number
          lastKey: number
        }
      }
    ).__bench
    const cityRequests = bench.fetches.filter((call) =>
      decodeURIComponent(call.url).includes('filters[city]'),
    )
    return {
      // Requests for the filtered first page; the app then prefetches the next page separately.
      requests: cityRequests.filter((call) =>
        decodeURIComponent(call.url).includes('pagination[page]=0'),
      ).length,
      // The next page is prefetched once the filtered rows show, so paging on is instant.
      requestsWithPrefetch: bench.fetches.filter((call) =>
        decodeURIComponent(call.url).includes('filters[city]'),
      ).length,
      rowsAfterLastKeyMs: bench.filtered - bench.lastKey,
    }
  })

  await input.fill('')
  await page.waitForLoadState('networkidle')
  await input.pressSequentially('Lisbon')
  const enterMs = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const bench = (window as unknown as { __bench: { fetches: { url: string; at: number }[] } })
          .__bench
        const input = document.activeElement as HTMLInputElement
        const started = performance.now()
        const count = bench.fetches.length
        const poll = () => {
          const call = bench.fetches
            .slice(count)
            .find((entry) => decodeURIComponent(entry.url).includes('filters[city]=Lisbon'))
          if (call) resolve(call.at - started)
          else requestAnimationFrame(poll)
        }
        input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
        poll()
      }),
  )
  await context.close()
  return { ...result, enterMs }
}

async function exportAllBookings(browser: Browser, origin: string): Promise<number> {
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

async function main() {
  log('building…')
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  const mapped = mkdtempSync(join(tmpdir(), 'console-bench-'))
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--sourcemap', '--outDir', mapped, '--emptyOutDir'],
    {
      stdio: 'inherit',
    },
  )
  const load = firstLoad('dist')
  const mappedLoad = firstLoad(mapped)
  const packages: Record<string, number> = {}
  for (const script of mappedLoad.js) {
    for (const [name, bytes] of Object.entries(composition(join(mapped, script.file)))) {
      packages[name] = (packages[name] ?? 0) + bytes
    }
  }
  const minified = Object.values(packages).reduce((total, bytes) => total + bytes, 0)
  const lazyChunks = readdirSync(join('dist', 'assets')).filter(
    (file) => file.endsWith('.js') && !load.js.some((script) => script.file.endsWith(file)),
  )

  const port = await freePort()
  const server = await startProcess(
    ['npx', 'vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { API_PROXY_TARGET: '' },
    `http://127.0.0.1:${port}/sign-in`,
  )
  const origin = `http://127.0.0.1:${port}`
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  })
  const samples = {
    coldLoadMs: [] as number[],
    repeatVisitMs: [] as number[],
    repeatVisitFirstContentfulPaintMs: [] as number[],
    repeatVisitLayoutShift: [] as number[],
    firstContentfulPaintMs: [] as number[],
    layoutShift: [] as number[],
    domElements: [] as number[],
    nextPageMs: [] as number[],
    recordDetailsMs: [] as number[],
    signInFormMs: [] as number[],
    heapMiB: [] as number[],
    jsGzipKiB: [] as number[],
  }
  const filterSamples = {
    requests: [] as number[],
    requestsWithPrefetch: [] as number[],
    rowsAfterLastKeyMs: [] as number[],
    enterToRequestMs: [] as number[],
  }
  const exportMs: number[] = []
  let goToDate: GoToDateReport | undefined
  let periods: PeriodsReport | undefined
  const open = (url: string) => openSignedIn(browser, url)
  try {
    if (only === 'periods') {
      console.log(
        JSON.stringify(
          { runs, periods: await measurePeriods({ origin, runs, credentials, open }, log) },
          null,
          2,
        ),
      )
      return
    }
    // One warm-up run so the server's first transform and the OS caches do not count.
    await (await coldLoad(browser, origin)).context.close()
    for (let run = 0; run < runs; run++) {
      log(`run ${run + 1}/${runs}`)
      const cold = await coldLoad(browser, origin)
      samples.coldLoadMs.push(cold.firstRowMs)
      samples.firstContentfulPaintMs.push(cold.firstContentfulPaintMs)
      samples.layoutShift.push(cold.layoutShift)
      samples.domElements.push(cold.domElements)
      samples.heapMiB.push(cold.heapMiB)
      samples.jsGzipKiB.push(kib(cold.jsGzip))
      samples.nextPageMs.push(await nextPage(cold.page))
      samples.recordDetailsMs.push(await openRecordDetails(cold.page))
      await cold.context.close()
      const repeat = await repeatVisit(browser, origin)
      samples.repeatVisitMs.push(repeat.firstRowMs)
      samples.repeatVisitFirstContentfulPaintMs.push(repeat.firstContentfulPaintMs)
      samples.repeatVisitLayoutShift.push(repeat.layoutShift)
      samples.signInFormMs.push(await coldSignIn(browser, origin))
      const filter = await typeFilter(browser, origin)
      filterSamples.requests.push(filter.requests)
      filterSamples.requestsWithPrefetch.push(filter.requestsWithPrefetch)
      filterSamples.rowsAfterLastKeyMs.push(filter.rowsAfterLastKeyMs)
      filterSamples.enterToRequestMs.push(filter.enterMs)
    }
    for (let run = 0; run < 3; run++) {
      log(`export ${run + 1}/3`)
      exportMs.push(await exportAllBookings(browser, origin))
    }
    goToDate = await measureGoToDate({ origin, runs, credentials, open }, log)
    periods = await measurePeriods({ origin, runs, credentials, open }, log)
  } finally {
    await browser.close()
    await server.stop()
  }

  log('demo API latency…')
  const [small, large] = [await measureDemoApiLatency(5000), await measureDemoApiLatency(200_000)]
  const report = {
    runs,
    firstLoad: {
      jsGzipKiB: kib(load.jsGzipBytes),
      cssGzipKiB: kib(load.cssGzipBytes),
      fetchedBeforeFirstRowJsGzipKiB: summarize(samples.jsGzipKiB),
      budgetKiB: { js: budgets.jsKiB, css: budgets.cssKiB },
      compositionByPackage: Object.fromEntries(
        Object.entries(packages)
          .sort((a, b) => b[1] - a[1])
          .map(([name, bytes]) => [
            name,
            { minifiedKiB: kib(bytes), share: Math.round((bytes / minified) * 1000) / 10 },
          ]),
      ),
      lazyChunks,
    },
    coldLoadToFirstRowMs: summarize(samples.coldLoadMs),
    coldLoadFirstContentfulPaintMs: summarize(samples.firstContentfulPaintMs),
    coldLoadLayoutShift: summarize(samples.layoutShift),
    repeatVisitToFirstRowMs: summarize(samples.repeatVisitMs),
    repeatVisitFirstContentfulPaintMs: summarize(samples.repeatVisitFirstContentfulPaintMs),
    repeatVisitLayoutShift: summarize(samples.repeatVisitLayoutShift),
    domElementsAfterLoad: summarize(samples.domElements),
    nextPageToNewRowsMs: summarize(samples.nextPageMs),
    rowClickToRecordDetailsMs: summarize(samples.recordDetailsMs),
    coldLoadToSignInFormMs: summarize(samples.signInFormMs),
    filterTypedAt50msPerKey: {
      requestsUntilRowsShown: summarize(filterSamples.requests),
      requestsIncludingNextPagePrefetch: summarize(filterSamples.requestsWithPrefetch),
      rowsAfterLastKeyMs: summarize(filterSamples.rowsAfterLastKeyMs),
      enterToRequestMs: summarize(filterSamples.enterToRequestMs),
    },
    jsHeapAfterLoadMiB: summarize(samples.heapMiB),
    exportCsvOf5000BookingsMs: summarize(exportMs),
    goToDateMiddleDay: goToDate,
    periodToRows: periods,
    demoApi: {
      filteredTwoKeySortedList: {
        bookings5000: { p50Ms: small.p50Ms, p95Ms: small.p95Ms },
        bookings200000: { p50Ms: large.p50Ms, p95Ms: large.p95Ms },
      },
    },
  }
  console.log(JSON.stringify(report, null, 2))
}

await main()
