// index.html's one inline script (it shows the static header before any code loads, and says so
// when the code fails to load or start) runs under the production Content-Security-Policy only if
// the policy names its hash.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const html = readFileSync('index.html', 'utf8')
const policy = readFileSync('deploy/security-headers.conf', 'utf8')
const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!)

describe("index.html's inline script", () => {
  it('is one, and the script-src of the production policy allows it by its hash', () => {
    expect(inlineScripts).toHaveLength(1)
    const hash = createHash('sha256').update(inlineScripts[0]!).digest('base64')
    const scriptSrc = /script-src ([^;]*);/.exec(policy)?.[1]
    expect(scriptSrc?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`])
  })
})
