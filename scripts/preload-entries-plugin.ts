import type { Plugin } from 'vite'

interface PreloadedEntries {
  /** Chunks fetched and compiled from the start (`modulepreload`): the first paint runs them. */
  compiled: RegExp
  /**
   * Chunks only fetched from the start (`preload`), compiled when the entry imports them: compiling
   * a large module on arrival holds up the entry, and so the list request, by tens of milliseconds.
   */
  fetched: RegExp
}

/**
 * index.html preloads the chunks of the modules the page's entry imports dynamically, so that they
 * are fetched from the start, in parallel with the entry, yet run only when the entry imports them.
 */
export function preloadDynamicEntries({ compiled, fetched }: PreloadedEntries): Plugin {
  return {
    name: 'preload-dynamic-entries',
    apply: 'build',
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
        const compiledFiles = reachableFrom(compiled)
        const fetchedFiles = [...reachableFrom(fetched)].filter((file) => !compiledFiles.has(file))
        const link = (file: string, rel: 'modulepreload' | 'preload') => ({
          tag: 'link',
          attrs:
            rel === 'modulepreload'
              ? { rel, crossorigin: '', href: `/${file}` }
              : { rel, as: 'script', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        })
        return [
          ...[...compiledFiles].map((file) => link(file, 'modulepreload')),
          ...fetchedFiles.map((file) => link(file, 'preload')),
        ]
      },
    },
  }
}
