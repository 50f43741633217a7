import { existsSync } from 'node:fs'

/** Debian's Chromium when present (or CHROMIUM_PATH); otherwise Playwright's own browser. */
export function chromiumExecutable(): string | undefined {
  const candidate = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  return existsSync(candidate) ? candidate : undefined
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
