import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { apiProxy, demoApiPlugin } from './demo-api/vite-plugin.ts'
import { precompress, servePrecompressed } from './scripts/precompress-plugin.ts'

const proxyTarget = process.env.API_PROXY_TARGET || undefined

export default defineConfig({
  plugins: [react(), demoApiPlugin(proxyTarget), precompress(), servePrecompressed()],
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
        // Everything main.tsx imports statically (and so loads first) in one chunk that lazy
        // chunks import from; left alone, the bundler splits modules they share into many small
        // chunks that the first load then has to fetch too.
        // The cold-load list request and what it needs go in a small chunk of their own. It runs
        // while the large one is still arriving, and a request sent from a small script is cheap
        // where a debugger protocol client records the initiator's stack (as in tests and the
        // bench): from the large one it cost a 10 ms re-parse of its top level.
        codeSplitting: {
          groups: [
            // With the painter of the first view (src/app/first-view), which must be there when
            // the rows arrive: a chunk of its own, loaded on demand, came too late.
            {
              name: 'boot',
              test: /\/src\/app\/(initial-list-request\.ts|first-view\/)/,
              priority: 1,
            },
            { name: 'app', test: /\/src\/main\.tsx$/ },
          ],
        },
      },
    },
  },
})
