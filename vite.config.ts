import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { apiProxy, demoApiPlugin } from './demo-api/vite-plugin.ts'
import { precompress } from './scripts/precompress-plugin.ts'

const proxyTarget = process.env.API_PROXY_TARGET || undefined

export default defineConfig({
  plugins: [react(), demoApiPlugin(proxyTarget), precompress()],
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
        codeSplitting: { groups: [{ name: 'app', test: /\/src\/main\.tsx$/ }] },
      },
    },
  },
})
