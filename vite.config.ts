import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { apiProxy, demoApiPlugin } from './demo-api/vite-plugin.ts'
import { precompress, servePrecompressed } from './scripts/precompress-plugin.ts'
import { firstLoadChunks } from './scripts/first-load-chunks-plugin.ts'
import { securityHeaders } from './scripts/security-headers-plugin.ts'
import { staticShell } from './scripts/static-shell-plugin.ts'

const proxyTarget = process.env.API_PROXY_TARGET || undefined

export default defineConfig({
  plugins: [
    react(),
    demoApiPlugin(proxyTarget),
    staticShell(),
    firstLoadChunks({ importedAfterPaint: /\/src\/main\.tsx$/ }),
    precompress(),
    // Before servePrecompressed, which answers asset requests itself.
    securityHeaders(),
    servePrecompressed(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: { port: 5173, proxy: apiProxy(proxyTarget) },
  preview: { port: 4173, proxy: apiProxy(proxyTarget) },
  // Every browser that runs ES2022 supports modulepreload, so the polyfill would be dead weight.
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // The entry (src/boot.ts) with the cold-load list request and the painter of the first
        // view (src/app/first-view) in one small chunk of their own: it runs, sends the request
        // and paints the rows while the large one is still arriving; it imports nothing from it,
        // so that the large one runs only when the entry starts it (the preload helper of dynamic
        // imports is kept here for that). One file rather than the entry and a preloaded painter:
        // on a repeat visit the painter is ready when the entry runs, with no import to wait for,
        // and fewer files are read while the early request is on its way.
        // Everything main.tsx needs in one chunk that lazy chunks import from; left alone, the
        // bundler splits modules they share into many small chunks that the first load then has
        // to fetch too.
        codeSplitting: {
          groups: [
            {
              name: 'boot',
              test: /\/src\/(boot\.ts|app\/initial-list-request\.ts|app\/first-view\/)|preload-helper/,
              priority: 2,
            },
            { name: 'app', test: /\/src\/main\.tsx$/ },
          ],
        },
      },
    },
  },
})
