import type { PreviewServer, ViteDevServer } from 'vite'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { demoApiPlugin } from './vite-plugin.ts'

function fakeServer() {
  const lines: string[] = []
  const mounted: string[] = []
  const server = {
    config: { logger: { info: (line: string) => lines.push(line) } },
    middlewares: { use: (path: string) => mounted.push(path) },
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
    expect(preview.mounted).toEqual(['/api'])
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
