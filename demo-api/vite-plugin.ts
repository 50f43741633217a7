import type { Plugin, PreviewServer, ProxyOptions, ViteDevServer } from 'vite'
import {
  createDemoApi,
  demoApiOptionsFromEnv,
  newBookingIntervalFromEnv,
  type DemoApiHandler,
} from './create-demo-api.ts'

export const apiPrefix = '/api'

/**
 * The service path of a request under `/api/`, or undefined for any other path. Only `/api/` itself
 * counts: `/apiX`, `/api%2Fproducts` or `/API/products` are the app's paths, never the service's.
 */
export function servicePath(url: string | undefined): string | undefined {
  return url?.startsWith(`${apiPrefix}/`) ? url.slice(apiPrefix.length) : undefined
}

/** `/api/*` goes to API_PROXY_TARGET when set (the real service), else to the embedded demo API. */
export function apiProxy(target: string | undefined): Record<string, ProxyOptions> | undefined {
  if (!target) return undefined
  return {
    // A plain key matches as a prefix: with the slash, `/apiX` does not match.
    [`${apiPrefix}/`]: {
      target,
      changeOrigin: true,
      rewrite: (path) => servicePath(path) ?? '/',
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

/** `npm start` shows a new booking about every minute unless DEMO_NEW_BOOKING_EVERY_S says otherwise. */
const devNewBookingEveryS = 60

export function demoApiPlugin(proxyTarget: string | undefined): Plugin {
  // Dev server and preview each get their own handler: live mode is on by default only in dev,
  // while `vite preview` (end-to-end tests, bench) serves the seed as it is unless asked.
  const mount = (server: ViteDevServer | PreviewServer, defaultEveryS: number) => {
    const everyMs = proxyTarget ? undefined : newBookingIntervalFromEnv(process.env, defaultEveryS)
    server.config.logger.info(
      proxyTarget
        ? `  API: ${apiPrefix}/* is proxied to ${describeTarget(proxyTarget)} (demo API off)`
        : `  API: ${apiPrefix}/* is served by the embedded demo API` +
            (everyMs ? ` (a new booking every ${everyMs / 1000} s)` : ''),
    )
    if (proxyTarget) return
    let handler: DemoApiHandler | undefined
    const getHandler = () =>
      (handler ??= createDemoApi(
        demoApiOptionsFromEnv(process.env, { newBookingEveryS: defaultEveryS }),
      ))
    // Not `use(apiPrefix, …)`: connect would also take `/api.x` and `/API/x` as under `/api`.
    server.middlewares.use((req, res, next) => {
      const path = servicePath(req.url)
      if (path === undefined) return next()
      req.url = path
      getHandler()(req, res)
    })
  }
  return {
    name: 'distribution-console-demo-api',
    configureServer(server) {
      mount(server, devNewBookingEveryS)
    },
    configurePreviewServer(server) {
      mount(server, 0)
    },
  }
}
