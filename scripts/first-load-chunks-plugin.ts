import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

interface FirstLoadChunks {
  /** Chunks fetched and compiled from the start (`modulepreload`): the first paint runs them. */
  preloaded: RegExp
  /**
   * Chunks the entry imports at once, once the first view is painted: not preloaded, so that they
   * take neither the link nor the main thread from the first view, but part of the first load.
   */
  importedAfterPaint: RegExp
}

/** Where the build says which chunks the first load fetches besides index.html's (first-load.ts). */
export const firstLoadListPath = '.vite/first-load.json'

/**
 * index.html preloads the chunks of the first view, which the page's entry imports dynamically, so
 * that they are fetched from the start, in parallel with the entry, yet run only when it imports
 * them. The app's chunks, which it imports right after the first paint, are written down for the
 * budget (firstLoadListPath).
 */
export function firstLoadChunks({ preloaded, importedAfterPaint }: FirstLoadChunks): Plugin {
  let outDir = 'dist'
  let afterPaintFiles: string[] = []
  return {
    name: 'first-load-chunks',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      mkdirSync(join(outDir, '.vite'), { recursive: true })
      writeFileSync(
        join(outDir, firstLoadListPath),
        JSON.stringify({ importedAfterPaint: afterPaintFiles.map((file) => `/${file}`) }),
      )
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        )
        const reachableFrom = (entryModules: RegExp) => {
          const files = new Set<string>()
          const visit = (fileName: string) => {
            const chunk = chunks.find((candidate) => candidate.fileName === fileName)
            if (!chunk || files.has(fileName) || html.includes(fileName)) return
            files.add(fileName)
            chunk.imports.forEach(visit)
          }
          for (const chunk of chunks)
            if (chunk.facadeModuleId && entryModules.test(chunk.facadeModuleId))
              visit(chunk.fileName)
          return files
        }
        const preloadedFiles = reachableFrom(preloaded)
        afterPaintFiles = [...reachableFrom(importedAfterPaint)].filter(
          (file) => !preloadedFiles.has(file),
        )
        const link = (file: string) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        })
        return [...preloadedFiles].map(link)
      },
    },
  }
}
