// What a browser fetches on a list page's first load: the entry script (with the painter of the
// first view), any chunks index.html preloads (none today), the app's chunks the entry imports at
// once once the first view is painted (listed by the build: first-load-chunks-plugin.ts), and the
// stylesheets. Lazy chunks (sign-in, details, export…) are not counted.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { firstLoadListPath } from './first-load-chunks-plugin.ts'

export interface Asset {
  file: string
  bytes: number
  gzipBytes: number
}

export interface FirstLoad {
  js: Asset[]
  css: Asset[]
  jsGzipBytes: number
  cssGzipBytes: number
}

function asset(distDir: string, href: string): Asset {
  const content = readFileSync(join(distDir, href.replace(/^\//, '')))
  return { file: href, bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length }
}

export function firstLoad(distDir = 'dist'): FirstLoad {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)].map((match) => match[1]!)
  const preloads = [
    ...html.matchAll(/<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js)"/g),
  ].map((match) => match[1]!)
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
    (match) => match[1]!,
  )
  // Without the build's list, the app's chunks would go uncounted and any budget would pass.
  const listed = join(distDir, firstLoadListPath)
  if (!existsSync(listed))
    throw new Error(
      `${listed} is missing: the build lists there the chunks the first load fetches besides index.html's. Is ${distDir}/ a build of this app?`,
    )
  const { importedAfterPaint } = JSON.parse(readFileSync(listed, 'utf8')) as {
    importedAfterPaint: string[]
  }
  const js = [...new Set([...scripts, ...preloads, ...importedAfterPaint])].map((href) =>
    asset(distDir, href),
  )
  const css = styles.map((href) => asset(distDir, href))
  const sum = (assets: Asset[]) => assets.reduce((total, item) => total + item.gzipBytes, 0)
  return { js, css, jsGzipBytes: sum(js), cssGzipBytes: sum(css) }
}
