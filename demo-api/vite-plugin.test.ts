import type { PreviewServer, ViteDevServer } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiProxy, demoApiPlugin, servicePath } from './vite-plugin.ts'

type Middleware = (
  request: { url?: string; method?: string; headers: Record<string, string> },
  response: unknown,
  next: () => void,
) => void

function fakeServer() {
  const lines: string[] = []
  const mounted: Middleware[] = []
  const server = {
    config: { logger: { info: (line: string) => lines.push(line) } },
    middlewares: { use: (middleware: Middleware) => mounted.push(middleware) },
  }
  return { server: server as unknown as ViteDevServer & PreviewServer, lines, mounted }
}

function start(hook: 'configureServer' | 'configurePreviewServer', proxyTarget?: string) {
  const fake = fakeServer()
  const plugin = demoApiPlugin(proxyTarget)
  ;(plugin[hook] as (server: ViteDevServer & PreviewServer) => void)(fake.server)
  return fake
}

describe('demoApiPlugin', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('adds a booking about every minute under `npm start`, but not under `vite preview`', () => {
    vi.stubEnv('DEMO_NEW_BOOKING_EVERY_S', undefined)
    expect(start('configureServer').lines.join('\n')).toContain('(a new booking every 60 s)')
    const preview = start('configurePreviewServer')
    expect(preview.lines.join('\n')).not.toContain('new booking')
    expect(preview.mounted).toHaveLength(1)
  })

  it('follows DEMO_NEW_BOOKING_EVERY_S in both, 0 turning it off', () => {
    vi.stubEnv('DEMO_NEW_BOOKING_EVERY_S', '5')
    expect(start('configurePreviewServer').lines.join('\n')).toContain('every 5 s')
    vi.stubEnv('DEMO_NEW_BOOKING_EVERY_S', '0')
    expect(start('configureServer').lines.join('\n')).not.toContain('new booking')
  })

  it('refuses to start with a malformed interval', () => {
    vi.stubEnv('DEMO_NEW_BOOKING_EVERY_S', 'often')
    expect(() => start('configureServer')).toThrow(/DEMO_NEW_BOOKING_EVERY_S/)
  })

  it('mounts nothing when proxying to the real service', () => {
    vi.stubEnv('DEMO_NEW_BOOKING_EVERY_S', 'often')
    const proxied = start('configureServer', 'https://service.example.com/v1')
    expect(proxied.mounted).toEqual([])
    expect(proxied.lines.join('\n')).toContain('demo API off')
  })
})

// What reaches the service: `/api/` and below only, `/api/products?q` -> `<url>/products?q`
// (README, "Use with the real service").
const paths = [
  { url: '/api/products?pagination[page]=0', service: '/products?pagination[page]=0' },
  { url: '/api/', service: '/' },
  { url: '/api', service: undefined },
  { url: '/apiX', service: undefined },
  { url: '/apiproducts', service: undefined },
  { url: '/api%2Fproducts', service: undefined },
  { url: '/api.json', service: undefined },
  { url: '/API/products', service: undefined },
  { url: '/products', service: undefined },
]

describe('which paths reach the service', () => {
  it.each(paths)('$url -> $service', ({ url, service }) => {
    expect(servicePath(url)).toBe(service)
  })

  it.each(paths)('the proxy forwards $url only when under /api/', ({ url, service }) => {
    const rules = apiProxy('https://service.example.com/v1') ?? {}
    // Vite matches a plain key as a prefix of the URL.
    const matched = Object.keys(rules).filter((key) => url.startsWith(key))
    expect(matched.length > 0).toBe(service !== undefined)
    for (const key of matched) expect(rules[key]?.rewrite?.(url)).toBe(service)
  })

  it.each(paths)('the demo API answers $url only when under /api/', ({ url, service }) => {
    vi.stubEnv('DEMO_NEW_BOOKING_EVERY_S', '0')
    const [middleware] = start('configurePreviewServer').mounted
    const request = { url, method: 'GET', headers: {} }
    let passedOn = false
    const response = { setHeader: () => undefined, end: () => undefined, statusCode: 0 }
    middleware?.(request, response, () => (passedOn = true))
    expect(passedOn).toBe(service === undefined)
    if (service !== undefined) expect(response.statusCode).toBe(401)
  })
})
