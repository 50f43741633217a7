// Answers at a glance, cold on /bookings and /products: a period's chart of days (7, 14 and 31
// days) and the counts by value (bookings' status, products' productType). Each is measured from
// the moment the rows are shown to the moment it is complete, with the list requests it made in
// between: the rows never wait for it, so its cost is what comes after them.
import type { Page } from '@playwright/test'
import type { GoToDateOptions } from './go-to-date.ts'
import { summarize, type Summary } from './stats.ts'

const dayMs = 86_400_000

export interface GlanceFigures {
  /** List requests after the rows were shown, until it was complete. */
  requests: Summary
  rowsToCompleteMs: Summary
}

export interface GlanceReport {
  /** The chart of a period's days, per period length; `bound` as the chart promises it. */
  chart: Record<'days7' | 'days14' | 'days31', GlanceFigures & { count: number; bound: number }>
  counts: Record<'bookingsStatus' | 'productsProductType', GlanceFigures & { values: number }>
}

/** Time from the rows to `complete` (a page-side predicate) holding, and the requests made. */
async function untilComplete(page: Page, complete: () => boolean, resource: string) {
  await page.waitForFunction(complete, undefined, { timeout: 60_000, polling: 50 })
  return page.evaluate(
    ({ resource }) => {
      const bench = (
        window as unknown as {
          __bench: { fetches: { url: string; at: number }[]; firstRow: number; complete: number }
        }
      ).__bench
      const requests = bench.fetches.filter(
        (call) =>
          new URL(call.url, location.href).pathname === `/api/${resource}` &&
          call.at >= bench.firstRow,
      ).length
      return { requests, ms: performance.now() - bench.firstRow }
    },
    { resource },
  )
}

async function measureOne(
  options: GoToDateOptions,
  path: string,
  complete: () => boolean,
  resource: string,
  read: (page: Page) => Promise<number>,
) {
  const requests: number[] = []
  const ms: number[] = []
  let figure = 0
  for (let run = 0; run <= options.runs; run++) {
    const page = await options.open(`${options.origin}${path}`)
    try {
      const sample = await untilComplete(page, complete, resource)
      figure = await read(page)
      // The first run warms the server up, as for the other measures.
      if (run === 0) continue
      requests.push(sample.requests)
      ms.push(sample.ms)
    } finally {
      await page.context().close()
    }
  }
  return { requests: summarize(requests), rowsToCompleteMs: summarize(ms), figure }
}

const dayOf = (daysAgo: number) => new Date(Date.now() - daysAgo * dayMs).toISOString().slice(0, 10)

async function chartFor(options: GoToDateOptions, days: number, listPages: number) {
  const path = `/bookings?from=${dayOf(days - 1)}&to=${dayOf(0)}&tz=UTC`
  const { figure: count, ...figures } = await measureOne(
    options,
    path,
    () => document.querySelector('figure.day-chart:not([aria-busy])') !== null,
    'bookings',
    (page) =>
      page.$$eval('figure.day-chart a', (links) =>
        links.reduce(
          (sum, link) =>
            sum +
            Number(
              /: ([\d,]+)/.exec(link.getAttribute('aria-label') ?? '')?.[1]?.replace(/,/g, '') ?? 0,
            ),
          0,
        ),
      ),
  )
  const bound = Math.min(Math.ceil(count / 20), (days - 1) * (Math.ceil(Math.log2(listPages)) + 2))
  return { ...figures, count, bound }
}

async function countsFor(options: GoToDateOptions, path: string, resource: string) {
  const { figure: values, ...figures } = await measureOne(
    options,
    path,
    // Every value's figure in (none still "…").
    () => {
      const figures = [...document.querySelectorAll('section.counts .counts-link .counts-figure')]
      return figures.length > 0 && figures.every((figure) => figure.textContent !== '…')
    },
    resource,
    (page) => page.$$eval('section.counts a.counts-link', (links) => links.length),
  )
  return { ...figures, values }
}

export async function measureGlance(
  options: GoToDateOptions,
  log: (message: string) => void,
): Promise<GlanceReport> {
  // 5,000 bookings: 250 pages of 20.
  const listPages = 250
  log('chart of days…')
  const chart = {
    days7: await chartFor(options, 7, listPages),
    days14: await chartFor(options, 14, listPages),
    days31: await chartFor(options, 31, listPages),
  }
  log('counts by value…')
  const counts = {
    bookingsStatus: await countsFor(options, '/bookings?counts=status', 'bookings'),
    productsProductType: await countsFor(options, '/products?counts=productType', 'products'),
  }
  return { chart, counts }
}
