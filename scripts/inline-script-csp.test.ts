// index.html's inline scripts (the early list request of a repeat visit; the static header shown
// before any code loads, and the message when the code fails to load or start) run under the
// production Content-Security-Policy only if the policy names each one's hash.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { languages } from '../src/i18n/language'
import { withLanguageList } from './static-shell-plugin'

// As the build writes them (static-shell-plugin.ts).
const html = withLanguageList(readFileSync('index.html', 'utf8'), languages)
const policy = readFileSync('deploy/security-headers.conf', 'utf8')
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)

describe("index.html's inline scripts", () => {
  it('are allowed by the script-src of the production policy, each by its hash, and no others', () => {
    expect(inlineScripts).toHaveLength(2)
    const hashes = inlineScripts.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    )
    const scriptSrc = /script-src ([^;]*);/.exec(policy)?.[1]
    expect(scriptSrc?.split(' ')).toEqual(["'self'", ...hashes])
  })
})
