// Export of a period: a run of the list by index, kept to the period's days, each record once,
// also when bookings arrive while it runs and push the run down the list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoApi, type RunningDemoApi } from '../../../demo-api/test-server'
import type { ListRecord } from '../api/normalize-list-response'
import { inPeriod } from '../dates/find-period'
import { createListQuery } from '../list-query'
import { fetchAllRecords, type ExportProgress } from './export-records'

let api: RunningDemoApi
beforeAll(async () => {
  api = await startDemoApi() // an instance of its own: a test adds bookings
})
afterAll(() => api.close())

const newestFirst = createListQuery({ sorts: [{ attribute: 'createdAt', direction: 'DESC' }] })
const dayOf = (row: ListRecord) => String(row.createdAt).slice(0, 10)

/** The seed's bookings newest first, and where the days `from`..`to` (UTC) lie among them. */
function periodOf(from: string, to: string) {
  const list: ListRecord[] = [...api.data.bookings]
    .sort((left, right) =>
      left.createdAt !== right.createdAt
        ? left.createdAt < right.createdAt
          ? 1
          : -1
        : left.id < right.id
          ? -1
          : 1,
    )
    .map((booking) => ({ ...booking }))
  const keep = (row: ListRecord) => inPeriod({ from, to }, dayOf(row))
  const start = list.findIndex(keep)
  const end = list.length - [...list].reverse().findIndex(keep)
  return { rows: list.slice(start, end), range: { start, end, keep } }
}

async function exportRange(range: ReturnType<typeof periodOf>['range'], onPage = () => {}) {
  const progress: ExportProgress[] = []
  const rows = await fetchAllRecords({
    credentials: { baseUrl: api.url, apiKey: 'demo-key', secretKey: 'demo-secret' },
    resource: 'bookings',
    query: newestFirst,
    signal: new AbortController().signal,
    concurrency: 1,
    range,
    onProgress: (step) => {
      progress.push(step)
      onPage()
    },
  })
  return { rows, progress }
}

describe('an export of a period', () => {
  it('holds exactly the period’s records, in order, counting them as it goes', async () => {
    const { rows: expected, range } = periodOf('2026-10-19', '2026-10-25')
    expect(range.start % 20).not.toBe(0) // a run that starts and ends mid-page
    const { rows, progress } = await exportRange(range)
    expect(rows.map((row) => row.id)).toEqual(expected.map((booking) => booking.id))
    expect(progress.at(-1)).toEqual({ fetched: expected.length, total: expected.length })
  })

  it('writes each record once and none of another day when bookings arrive meanwhile', async () => {
    const { rows: expected, range } = periodOf('2026-11-01', '2026-11-01')
    let arrivals = 0
    const { rows } = await exportRange(range, () => {
      if (arrivals++ < 3) api.addBooking()
    })
    const ids = rows.map((row) => String(row.id))
    expect(new Set(ids).size).toBe(ids.length)
    expect(rows.every((row) => dayOf(row) === '2026-11-01')).toBe(true)
    // The run moved down by the arrivals: the export follows it to its end.
    expect(ids).toEqual(expected.map((booking) => booking.id))
  })

  it('asks for nothing when the period is empty', async () => {
    const { rows, progress } = await exportRange({ start: 40, end: 40, keep: () => true })
    expect(rows).toEqual([])
    expect(progress).toEqual([])
  })
})
