import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createDemoApi, type DemoApiOptions } from './create-demo-api.ts'
import { createDemoData, type DemoData } from './demo-data.ts'

export interface RunningDemoApi {
  url: string
  data: DemoData
  close: () => Promise<void>
}

let sharedData: DemoData | undefined

/** The demo API on an ephemeral loopback port, for tests over real HTTP. */
export async function startDemoApi(options: DemoApiOptions = {}): Promise<RunningDemoApi> {
  const data =
    options.data ??
    (sharedData ??= createDemoData({ referenceDate: new Date('2026-11-25T12:00:00Z') }))
  const server: Server = createServer(createDemoApi({ ...options, data }))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    data,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
