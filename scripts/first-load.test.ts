import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstLoad } from './first-load.ts'

function writeBuild() {
  const dist = mkdtempSync(join(tmpdir(), 'first-load-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'assets/entry.js'), 'console.log("entry")'.repeat(50))
  writeFileSync(join(dist, 'assets/vendor.js'), 'export const vendor = 1;'.repeat(50))
  writeFileSync(join(dist, 'assets/app-code.js'), 'export const app = 1;'.repeat(50))
  writeFileSync(join(dist, 'assets/lazy.js'), 'export const lazy = 1;'.repeat(500))
  writeFileSync(join(dist, 'assets/app.css'), 'body{margin:0}'.repeat(20))
  writeFileSync(join(dist, 'assets/started.js'), 'export const started = 1;'.repeat(50))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(
    join(dist, '.vite/first-load.json'),
    JSON.stringify({ importedAfterPaint: ['/assets/started.js', '/assets/vendor.js'] }),
  )
  writeFileSync(
    join(dist, 'index.html'),
    '<script async type="module" crossorigin src="/assets/entry.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor.js">' +
      '<link rel="preload" as="script" crossorigin href="/assets/app-code.js">' +
      '<link rel="preload" as="image" href="/assets/logo.png">' +
      '<link rel="stylesheet" crossorigin href="/assets/app.css">',
  )
  return dist
}

describe('firstLoad', () => {
  it('counts the entry, its preloaded chunks, the chunks the build lists as imported after the first paint, and stylesheets, not lazy chunks', () => {
    const load = firstLoad(writeBuild())
    expect(load.js.map((asset) => asset.file)).toEqual([
      '/assets/entry.js',
      '/assets/vendor.js',
      '/assets/app-code.js',
      '/assets/started.js',
    ])
    expect(load.css.map((asset) => asset.file)).toEqual(['/assets/app.css'])
    expect(load.jsGzipBytes).toBe(load.js.reduce((total, item) => total + item.gzipBytes, 0))
    expect(load.jsGzipBytes).toBeLessThan(1000)
  })

  it("fails when the build's list of chunks imported after the first paint is missing, rather than counting without them", () => {
    const dist = writeBuild()
    rmSync(join(dist, '.vite/first-load.json'))
    expect(() => firstLoad(dist)).toThrow(/first-load\.json is missing/)
  })
})
