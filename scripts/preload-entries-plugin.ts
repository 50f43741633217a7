import type { Plugin } from 'vite'

/**
 * index.html preloads the chunks of the modules matching `entryModules` (imported dynamically by
 * the page's entry), so that they are fetched from the start, in parallel with the entry, yet run
 * only when the entry imports them.
 */
export function preloadDynamicEntries(entryModules: RegExp): Plugin {
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
        const entries = chunks.filter(
          (chunk) => chunk.facadeModuleId && entryModules.test(chunk.facadeModuleId),
        )
        const files = new Set<string>()
        const visit = (fileName: string) => {
          const chunk = chunks.find((candidate) => candidate.fileName === fileName)
          if (!chunk || files.has(fileName) || html.includes(fileName)) return
          files.add(fileName)
          chunk.imports.forEach(visit)
        }
        for (const entry of entries) visit(entry.fileName)
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: '', href: `/${file}` },
          injectTo: 'head' as const,
        }))
      },
    },
  }
}
