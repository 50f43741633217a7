// A period on /bookings (newest first, 10 a page): "Yesterday" (one day) and "Last 7 days", pressed
// on a loaded list, and the requests and milliseconds until the period's rows and count show.
// Measured against the bench's server (5,000 bookings) and a second `vite preview` whose demo API
// holds 200,000, against the bound: at most 2 × (ceil(log2(pages)) + 2) requests.
import type { Page } from '@playwright/test'
import { freePort, startProcess } from '../e2e/processes.ts'
import type { GoToDateOptions } from './go-to-date.ts'
import { summarize, type Summary } from './stats.ts'

const pageSize = 10
const presets = { oneDay: 'Yesterday', sevenDays: 'Last 7 days' } as const

export interface PeriodFigures {
  requests: Summary
  clickToRowsMs: Summary
  /** The period's count as the page said it. */
  count: string
}

export interface PeriodsAt {
  bookings: number
  pages: number
  /** What opening a period may take: 2 × (ceil(log2(pages)) + 2). */
  requestBound: number
  oneDay: PeriodFigures
  sevenDays: PeriodFigures
}

export interface PeriodsReport {
  bookings5000: PeriodsAt
  bookings200000: PeriodsAt
}

async function total(origin: string, credentials: GoToDateOptions['credentials']) {
  const headers = { 'X-Api-Key': credentials.apiKey, 'X-Secret-Key': credentials.secretKey }
  const query = `sorting[createdAt]=DESC&pagination[page]=0&pagination[size]=${pageSize}`
  const response = await fetch(`${origin}/api/bookings?${query}`, { headers })
  if (!response.ok) throw new Error(`HTTP ${response.status} for the first bookings page`)
  return ((await response.json()) as { pagination: { total: number } }).pagination.total
}

/** On a loaded /bookings page: presses the preset and waits for the period's rows and count. */
async function openPeriod(page: Page, preset: string) {
  // The lazily loaded parts and any prefetch are done before the measure starts.
  await page.waitForLoadState('networkidle')
  const button = page.getByRole('button', { name: preset, exact: true })
  await button.waitFor()
  await page.evaluate(() => {
    const bench = (window as unknown as { __bench: Record<string, number> }).__bench
    document.addEventListener('click', () => (bench.pressed ||= performance.now()), true)
    new MutationObserver((_records, observer) => {
      const status = document.querySelector('.period-status')?.textContent ?? ''
      if (
        bench.pressed &&
        /^\d[\d,.]* bookings?\b/.test(status) &&
        document.querySelector('table[aria-busy="false"]')
      ) {
        observer.disconnect()
        requestAnimationFrame(() => {
          bench.periodShown = performance.now()
          console.debug('bench:period-shown')
        })
      }
    }).observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    })
  })
  const shown = page.waitForEvent('console', {
    predicate: (message) => message.text() === 'bench:period-shown',
    timeout: 60_000,
  })
  await button.click()
  await shown
  return page.evaluate(() => {
    const bench = (
      window as unknown as {
        __bench: { fetches: { url: string; at: number }[]; pressed: number; periodShown: number }
      }
    ).__bench
    const requests = bench.fetches.filter(
      (call) =>
        new URL(call.url, location.href).pathname === '/api/bookings' &&
        call.at >= bench.pressed &&
        call.at <= bench.periodShown,
    ).length
    const count = document.querySelector('.period-status')?.textContent ?? ''
    return { requests, ms: bench.periodShown - bench.pressed, count }
  })
}

async function measurePreset(options: GoToDateOptions, preset: string): Promise<PeriodFigures> {
  const once = async () => {
    const page = await options.open(`${options.origin}/bookings`)
    try {
      return await openPeriod(page, preset)
    } finally {
      await page.context().close()
    }
  }
  await once() // a warm-up run, as for the other measures
  const requests: number[] = []
  const ms: number[] = []
  let count = ''
  for (let run = 0; run < options.runs; run++) {
    const sample = await once()
    requests.push(sample.requests)
    ms.push(sample.ms)
    count = sample.count
  }
  return { requests: summarize(requests), clickToRowsMs: summarize(ms), count }
}

async function measure(options: GoToDateOptions): Promise<PeriodsAt> {
  const bookings = await total(options.origin, options.credentials)
  const pages = Math.ceil(bookings / pageSize)
  return {
    bookings,
    pages,
    requestBound: 2 * (Math.ceil(Math.log2(pages)) + 2),
    oneDay: await measurePreset(options, presets.oneDay),
    sevenDays: await measurePreset(options, presets.sevenDays),
  }
}

export async function measurePeriods(
  options: GoToDateOptions,
  log: (message: string) => void,
): Promise<PeriodsReport> {
  log('periods, 5,000 bookings…')
  const bookings5000 = await measure(options)
  const port = await freePort()
  const large = await startProcess(
    ['npx', 'vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { API_PROXY_TARGET: '', DEMO_BOOKINGS: '200000', DEMO_NEW_BOOKING_EVERY_S: '0' },
    `http://127.0.0.1:${port}/sign-in`,
  )
  try {
    log('periods, 200,000 bookings…')
    const bookings200000 = await measure({ ...options, origin: `http://127.0.0.1:${port}` })
    return { bookings5000, bookings200000 }
  } finally {
    await large.stop()
  }
}
