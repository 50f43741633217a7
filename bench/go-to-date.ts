// "Go to date" on /bookings (newest first, 10 a page): a day in the middle of the data, Enter, and
// the requests and milliseconds until that day's first booking shows marked. Measured against the
// bench's server (5,000 bookings) and a second `vite preview` whose demo API holds 200,000.
import type { Page } from '@playwright/test'
import { freePort, startProcess } from '../e2e/processes.ts'
import { summarize, type Summary } from './stats.ts'

const pageSize = 10

export interface GoToDateOptions {
  origin: string
  runs: number
  credentials: { apiKey: string; secretKey: string }
  /** A fresh signed-in page, instrumented (instrumented-context.ts), `url` at its first row. */
  open: (url: string) => Promise<Page>
}

export interface GoToDateFigures {
  bookings: number
  pages: number
  /** What a bounded search may take: ceil(log2(pages)) + 2. */
  requestBound: number
  day: string
  requests: Summary
  enterToMarkedRowMs: Summary
}

export interface GoToDateReport {
  bookings5000: GoToDateFigures
  bookings200000: GoToDateFigures
}

interface DemoPage {
  data: { createdAt: string }[]
  pagination: { total: number }
}

/** The newest-first booking halfway down the list, asked of the demo API as the app asks. */
async function middleBooking(origin: string, credentials: GoToDateOptions['credentials']) {
  const headers = { 'X-Api-Key': credentials.apiKey, 'X-Secret-Key': credentials.secretKey }
  const ask = async (page: number): Promise<DemoPage> => {
    const query = `sorting[createdAt]=DESC&pagination[page]=${page}&pagination[size]=${pageSize}`
    const response = await fetch(`${origin}/api/bookings?${query}`, { headers })
    if (!response.ok) throw new Error(`HTTP ${response.status} for bookings page ${page}`)
    return (await response.json()) as DemoPage
  }
  // The first answer also makes the demo API generate its data and, for a deep page, sort it
  // once, as a warm-up: neither should count in the first run.
  const { total } = (await ask(0)).pagination
  const middle = (await ask(Math.floor(total / 2 / pageSize))).data[0]
  if (!middle) throw new Error(`no bookings halfway down ${total}`)
  return { createdAt: middle.createdAt, total }
}

/** On a loaded /bookings page: fills "Go to date", presses Enter and waits for the marked row. */
async function goToDate(page: Page, createdAt: string) {
  // The day the browser's own zone gives that booking, as the app reads it.
  const day = await page.evaluate((iso) => {
    const date = new Date(iso)
    const pad = (value: number) => String(value).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
  }, createdAt)
  // The next page's prefetch and the lazily loaded parts are done before the measure starts.
  await page.waitForLoadState('networkidle')
  const input = page.getByLabel('Go to date', { exact: true })
  await input.fill(day)
  await page.evaluate(() => {
    const bench = (window as unknown as { __bench: Record<string, number> }).__bench
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter' && !bench.enter) bench.enter = performance.now()
      },
      true,
    )
    new MutationObserver((_records, observer) => {
      if (
        bench.enter &&
        document.querySelector('tr[data-mark="day"]') &&
        document.querySelector('table[aria-busy="false"]')
      ) {
        observer.disconnect()
        // Reported after the frame that shows it, through the console rather than by polling.
        requestAnimationFrame(() => {
          bench.dayMarked = performance.now()
          console.debug('bench:day-marked')
        })
      }
    }).observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-mark', 'aria-busy'],
    })
  })
  const marked = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'bench:day-marked',
    timeout: 60_000,
  })
  await input.press('Enter')
  await marked
  const result = await page.evaluate(() => {
    const bench = (
      window as unknown as {
        __bench: { fetches: { url: string; at: number }[]; enter: number; dayMarked: number }
      }
    ).__bench
    const requests = bench.fetches.filter(
      (call) =>
        new URL(call.url, location.href).pathname === '/api/bookings' &&
        call.at >= bench.enter &&
        call.at <= bench.dayMarked,
    ).length
    return { requests, ms: bench.dayMarked - bench.enter }
  })
  if (new URL(page.url()).searchParams.get('pagination[page]') === null) {
    throw new Error(`Go to date ${day} did not leave the first page`)
  }
  return { day, ...result }
}

async function measure(options: GoToDateOptions): Promise<GoToDateFigures> {
  const { origin, runs, credentials, open } = options
  const { createdAt, total } = await middleBooking(origin, credentials)
  const once = async () => {
    const page = await open(`${origin}/bookings`)
    try {
      return await goToDate(page, createdAt)
    } finally {
      await page.context().close()
    }
  }
  // One warm-up run, as for the other measures.
  const { day } = await once()
  const requests: number[] = []
  const ms: number[] = []
  for (let run = 0; run < runs; run++) {
    const sample = await once()
    requests.push(sample.requests)
    ms.push(sample.ms)
  }
  const pages = Math.ceil(total / pageSize)
  return {
    bookings: total,
    pages,
    requestBound: Math.ceil(Math.log2(pages)) + 2,
    day,
    requests: summarize(requests),
    enterToMarkedRowMs: summarize(ms),
  }
}

/**
 * At 5,000 bookings on the bench's own server; at 200,000 on a second `vite preview` of the same
 * build, started here (its demo API generates the data on its first request) and stopped after.
 */
export async function measureGoToDate(
  options: GoToDateOptions,
  log: (message: string) => void,
): Promise<GoToDateReport> {
  log('go to date, 5,000 bookings…')
  const bookings5000 = await measure(options)
  const port = await freePort()
  const large = await startProcess(
    ['npx', 'vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { API_PROXY_TARGET: '', DEMO_BOOKINGS: '200000', DEMO_NEW_BOOKING_EVERY_S: '0' },
    `http://127.0.0.1:${port}/sign-in`,
  )
  try {
    log('go to date, 200,000 bookings…')
    const bookings200000 = await measure({ ...options, origin: `http://127.0.0.1:${port}` })
    return { bookings5000, bookings200000 }
  } finally {
    await large.stop()
  }
}
