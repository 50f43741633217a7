import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/** deploy/security-headers.conf, the one list of security headers for nginx and `vite preview`. */
export const securityHeadersFile = new URL('../deploy/security-headers.conf', import.meta.url)

/** The `add_header <Name> "<value>" always;` lines of an nginx snippet, as name → value. */
export function parseAddHeaders(conf: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const match of conf.matchAll(/^\s*add_header\s+([\w-]+)\s+"([^"]*)"(?:\s+always)?\s*;/gm))
    headers.set(match[1]!, match[2]!)
  return headers
}

/**
 * `vite preview` sends the headers nginx sends in production, so the preview cannot be framed or
 * sniffed either and runs under the same Content-Security-Policy. Not the dev server: its
 * inline React Refresh preamble and HMR client would break under that policy.
 */
export function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer(server) {
      const headers = parseAddHeaders(readFileSync(securityHeadersFile, 'utf8'))
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of headers) response.setHeader(name, value)
        next()
      })
    },
  }
}
