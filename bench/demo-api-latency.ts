// Demo API latency for a filtered, two-key-sorted list over real HTTP on loopback. Each request
// uses a filter/sort combination not asked for before, so no result cache helps.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createDemoApi } from '../demo-api/create-demo-api.ts'
import { createDemoData } from '../demo-api/demo-data.ts'
import { summarize, type Summary } from './stats.ts'

const statuses = ['CONFIRMED', 'PENDING', 'REJECTED', 'CANCELLED', 'COMPLETED']
const sortPairs = [
  ['productName', 'createdAt'],
  ['totalPrice', 'createdAt'],
  ['currency', 'totalPrice'],
  ['travelDate', 'reference'],
  ['participants', 'createdAt'],
  ['customer', 'createdAt'],
].filter(([first]) => first !== 'customer')

export interface LatencyResult {
  bookings: number
  requests: number
  p50Ms: number
  p95Ms: number
  all: Summary
}

export async function measureDemoApiLatency(
  bookings: number,
  requests = 40,
): Promise<LatencyResult> {
  const data = createDemoData({ bookings, referenceDate: new Date('2026-11-25T12:00:00Z') })
  const server = createServer(createDemoApi({ data }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const headers = { 'X-Api-Key': 'demo-key', 'X-Secret-Key': 'demo-secret' }
  const timings: number[] = []
  try {
    await fetch(`http://127.0.0.1:${port}/bookings`, { headers })
    for (let index = 0; index < requests; index++) {
      const status = statuses[index % statuses.length]
      const [first, second] = sortPairs[Math.floor(index / statuses.length) % sortPairs.length]!
      const directions = index % 2 === 0 ? ['ASC', 'DESC'] : ['DESC', 'ASC']
      const page = Math.floor(index / (statuses.length * sortPairs.length)) * 3
      const query =
        `filters[status]=${status}&sorting[${first}]=${directions[0]}&sorting[${second}]=${directions[1]}` +
        `&pagination[page]=${page}&pagination[size]=20`
      const started = performance.now()
      const response = await fetch(`http://127.0.0.1:${port}/bookings?${query}`, { headers })
      await response.arrayBuffer()
      timings.push(performance.now() - started)
      if (response.status !== 200) throw new Error(`HTTP ${response.status} for ${query}`)
    }
  } finally {
    await new Promise((resolve) => server.close(resolve))
  }
  const all = summarize(timings)
  return { bookings, requests, p50Ms: all.median, p95Ms: percentile(timings, 0.95), all }
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0)
}

function round(value: number): number {
  return Math.round(value * 100) / 100
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const count of [5000, 200_000])
    console.log(JSON.stringify(await measureDemoApiLatency(count)))
}
