import type { Plugin, ProxyOptions } from 'vite'
import { createDemoApi, demoApiOptionsFromEnv, type DemoApiHandler } from './create-demo-api.ts'

export const apiPrefix = '/api'

/** `/api/*` goes to API_PROXY_TARGET when set (the real service), else to the embedded demo API. */
export function apiProxy(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined
  return {
    [apiPrefix]: {
      target,
      changeOrigin: true,
      rewrite: (path) => path.slice(apiPrefix.length) || '/',
    },
  }
}

function describeTarget(target: string): string {
  try {
    const url = new URL(target)
    url.username = ''
    url.password = ''
    return url.toString()
  } catch {
    return 'an invalid URL'
  }
}

export function demoApiPlugin(proxyTarget: string | undefined): Plugin {
  let handler: DemoApiHandler | undefined
  const getHandler = () => (handler ??= createDemoApi(demoApiOptionsFromEnv()))
  const announce = (log: (message: string) => void) =>
    log(
      proxyTarget
        ? `  API: ${apiPrefix}/* is proxied to ${describeTarget(proxyTarget)} (demo API off)`
        : `  API: ${apiPrefix}/* is served by the embedded demo API`,
    )
  return {
    name: 'distribution-console-demo-api',
    configureServer(server) {
      announce((message) => server.config.logger.info(message))
      if (!proxyTarget) server.middlewares.use(apiPrefix, (req, res) => getHandler()(req, res))
    },
    configurePreviewServer(server) {
      announce((message) => server.config.logger.info(message))
      if (!proxyTarget) server.middlewares.use(apiPrefix, (req, res) => getHandler()(req, res))
    },
  }
}
