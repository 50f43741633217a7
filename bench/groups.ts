// Grouped views, cold on /bookings: a day's departures (the manifest of the busiest travel day
// among the newest bookings, grouped by product) and a period of nearly 500 bookings grouped by
// status. Each is measured from the navigation's start to the moment the grouped table's totals
// are in, with every list request of the view: a grouped view shows no page of rows before them.
import type { Page } from '@playwright/test'
import type { GoToDateOptions } from './go-to-date.ts'
import { summarize, type Summary } from './stats.ts'

export interface GroupsFigures {
  /** List requests of the view, until its groups were complete (the first page's included). */
  requests: Summary
  loadToGroupsMs: Summary
  records: number
  groups: number
}

export interface GroupsReport {
  departures: GroupsFigures
  records500: GroupsFigures
}

interface Booking {
  travelDate: string
  createdAt: string
}

async function newestBookings(options: GoToDateOptions, count: number): Promise<Booking[]> {
  const headers = {
    'X-Api-Key': options.credentials.apiKey,
    'X-Secret-Key': options.credentials.secretKey,
  }
  const found: Booking[] = []
  for (let page = 0; found.length < count; page++) {
    const search = `sorting[createdAt]=DESC&pagination[page]=${page}&pagination[size]=20`
    const response = await fetch(`${options.origin}/api/bookings?${search}`, { headers })
    const { data } = (await response.json()) as { data: Booking[] }
    found.push(...data)
    if (data.length < 20) break
  }
  return found.slice(0, count)
}

async function groupsComplete(page: Page) {
  await page.waitForFunction(
    () => document.querySelector('tfoot.group-totals-foot') !== null,
    undefined,
    {
      timeout: 60_000,
      polling: 50,
    },
  )
  return page.evaluate(() => {
    const bench = (window as unknown as { __bench: { fetches: { url: string }[] } }).__bench
    const requests = bench.fetches.filter(
      (call) => new URL(call.url, location.href).pathname === '/api/bookings',
    ).length
    return {
      requests,
      ms: performance.now(),
      records: document.querySelectorAll('tbody tr[data-record-id]').length,
      groups: document.querySelectorAll('tbody tr.group-header').length,
    }
  })
}

async function measureOne(options: GoToDateOptions, path: string): Promise<GroupsFigures> {
  const requests: number[] = []
  const ms: number[] = []
  let shown = { records: 0, groups: 0 }
  for (let run = 0; run <= options.runs; run++) {
    const page = await options.open(`${options.origin}${path}`)
    try {
      const sample = await groupsComplete(page)
      shown = { records: sample.records, groups: sample.groups }
      // The first run warms the server up, as for the other measures.
      if (run === 0) continue
      requests.push(sample.requests)
      ms.push(sample.ms)
    } finally {
      await page.context().close()
    }
  }
  return { requests: summarize(requests), loadToGroupsMs: summarize(ms), ...shown }
}

export async function measureGroups(
  options: GoToDateOptions,
  log: (message: string) => void,
): Promise<GroupsReport> {
  const newest = await newestBookings(options, 500)
  const perDay = new Map<string, number>()
  for (const booking of newest.slice(0, 100))
    perDay.set(booking.travelDate, (perDay.get(booking.travelDate) ?? 0) + 1)
  const busiest = [...perDay].sort((a, b) => b[1] - a[1])[0]![0]
  log('departures of a day…')
  const departures = await measureOne(
    options,
    `/bookings?filters[travelDate]=${busiest}&group=productName`,
  )
  // The days after the 500th newest booking's: fewer than 500 bookings, in UTC days.
  const from = new Date(Date.parse(newest.at(-1)!.createdAt) + 86_400_000)
    .toISOString()
    .slice(0, 10)
  const today = new Date().toISOString().slice(0, 10)
  log('nearly 500 bookings by status…')
  const records500 = await measureOne(
    options,
    `/bookings?from=${from}&to=${today}&tz=UTC&group=status`,
  )
  return { departures, records500 }
}
