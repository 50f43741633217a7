import { createServer } from 'node:http'
import { createDemoApi, demoApiOptionsFromEnv } from './create-demo-api.ts'

const port = Number(process.env.PORT ?? 8787)
const options = demoApiOptionsFromEnv()
const server = createServer(createDemoApi(options))

server.listen(port, () => {
  const cors = options.corsOrigins?.length ? options.corsOrigins.join(', ') : 'none'
  console.log(`Demo API listening on http://localhost:${port} (CORS origins: ${cors})`)
  if (options.newBookingEveryMs) {
    console.log(`  live mode: a new booking every ${options.newBookingEveryMs / 1000} s`)
  }
})

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)))
}
