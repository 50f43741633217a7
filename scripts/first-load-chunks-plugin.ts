import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'

interface FirstLoadChunks {
  /**
   * Chunks the entry imports at once, once the first view is painted: not preloaded, so that they
   * take neither the link nor the main thread from the first view, but part of the first load.
   */
  importedAfterPaint: RegExp
}

/** Where the build says which chunks the first load fetches besides index.html's (first-load.ts). */
export const firstLoadListPath = '.vite/first-load.json'

/**
 * Writes down, for the budget (firstLoadListPath), the app's chunks that the entry imports once the
 * first view is painted.
 */
export function firstLoadChunks({ importedAfterPaint }: FirstLoadChunks): Plugin {
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
    // Where the bundle and the page are both known: index.html's own files are not listed.
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const chunks = Object.values(bundle).flatMap((item) =>
          item.type === 'chunk' ? [item] : [],
        )
        const files = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName)
          if (!chunk || files.has(fileName) || html.includes(fileName)) return
          files.add(fileName)
          chunk.imports.forEach(visit)
        }
        for (const chunk of chunks)
          if (chunk.facadeModuleId && importedAfterPaint.test(chunk.facadeModuleId))
            visit(chunk.fileName)
        afterPaintFiles = [...files]
        return html
      },
    },
  }
}
