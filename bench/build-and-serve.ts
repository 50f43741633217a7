// What the bench measures: the production build in dist/ (a second build with source maps, for the
// first load's composition by package), served by `vite preview` with the demo API on loopback and
// driven by Chromium.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from '../e2e/browser.ts'
import { freePort, startProcess } from '../e2e/processes.ts'
import { firstLoad, type FirstLoad } from '../scripts/first-load.ts'
import { composition } from './bundle-composition.ts'

export interface Builds {
  /** The first load of dist/. */
  load: FirstLoad
  /** Minified bytes of the first load by package, from the source-mapped build. */
  packages: Record<string, number>
  /** The scripts of dist/assets left out of the first load. */
  lazyChunks: string[]
}

export function build(): Builds {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  const mapped = mkdtempSync(join(tmpdir(), 'console-bench-'))
  execFileSync(
    'npx',
    ['vite', 'build', '--logLevel', 'warn', '--sourcemap', '--outDir', mapped, '--emptyOutDir'],
    {
      stdio: 'inherit',
    },
  )
  const load = firstLoad('dist')
  const mappedLoad = firstLoad(mapped)
  const packages: Record<string, number> = {}
  for (const script of mappedLoad.js) {
    for (const [name, bytes] of Object.entries(composition(join(mapped, script.file)))) {
      packages[name] = (packages[name] ?? 0) + bytes
    }
  }
  const lazyChunks = readdirSync(join('dist', 'assets')).filter(
    (file) => file.endsWith('.js') && !load.js.some((script) => script.file.endsWith(file)),
  )
  return { load, packages, lazyChunks }
}

/** Serves dist/ with the demo API (never a real service) and launches the browser. */
export async function serve() {
  const port = await freePort()
  const server = await startProcess(
    ['npx', 'vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { API_PROXY_TARGET: '' },
    `http://127.0.0.1:${port}/sign-in`,
  )
  const origin = `http://127.0.0.1:${port}`
  const browser = await chromium.launch({
    executablePath: chromiumExecutable(),
    args: chromiumArgs,
  })
  return { server, origin, browser }
}
