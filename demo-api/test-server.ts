import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createDemoApi, type DemoApi, type DemoApiOptions } from './create-demo-api.ts'
import { inject } from 'vitest'
import type { DemoData } from './demo-data.ts'
import { readTestSeed } from './test-seed.ts'

export interface RunningDemoApi {
  url: string
  /** The seed data; bookings added later are served but not listed here. */
  data: DemoData
  /** Adds a booking made at `createdAt` (default now), as live mode would. */
  addBooking: DemoApi['addBooking']
  close: () => Promise<void>
}

let sharedData: DemoData | undefined

/** The demo API on an ephemeral loopback port, for tests over real HTTP. */
export async function startDemoApi(options: DemoApiOptions = {}): Promise<RunningDemoApi> {
  const data = options.data ?? (sharedData ??= readTestSeed(inject('demoSeedFile')))
  const api = createDemoApi({ ...options, data })
  const server: Server = createServer(api)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    data,
    addBooking: api.addBooking,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
