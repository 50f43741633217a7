import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const compressible = /\.(js|css|html|svg|json)$/

/** Writes `file.gz` (gzip level 9) beside each text asset, for nginx's gzip_static. */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name)
          if (statSync(path).isDirectory()) walk(path)
          else if (compressible.test(name))
            writeFileSync(`${path}.gz`, gzipSync(readFileSync(path), { level: 9 }))
        }
      }
      walk(outDir)
    },
  }
}

const contentTypes: Record<string, string> = {
  js: 'text/javascript',
  css: 'text/css',
}

/**
 * `vite preview` serves the `.gz` files written above, as nginx's gzip_static does in production.
 * Left alone it gzips every response again on each request, which costs a cold load more time on
 * the server than it saves on the wire. Hashed assets are cached for a year, as deploy/nginx.conf
 * has them, so that a repeat visit in tests and the bench is the one staff make.
 */
export function servePrecompressed(): Plugin {
  let outDir = 'dist'
  return {
    name: 'serve-precompressed',
    apply: (_config, env) => Boolean(env.isPreview),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    configurePreviewServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = new URL(request.url ?? '/', 'http://preview').pathname
        const type = contentTypes[path.split('.').pop() ?? '']
        const file = join(outDir, path)
        const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))
        if (!type || !acceptsGzip || !file.startsWith(outDir) || !existsSync(`${file}.gz`))
          return next()
        response.setHeader('Content-Type', type)
        response.setHeader('Content-Encoding', 'gzip')
        response.setHeader('Vary', 'Accept-Encoding')
        if (path.startsWith('/assets/'))
          response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
        response.end(readFileSync(`${file}.gz`))
      })
    },
  }
}
