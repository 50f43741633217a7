import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@': fromRoot('./src'),
      // The VM pool can't require() an .mjs file from CommonJS, which these packages' Node
      // entries do (react-router-dom's dom export; qs through get-intrinsic). Their
      // self-contained builds of the same version load everywhere.
      'react-router-dom': fromRoot('./node_modules/react-router-dom/dist/index.mjs'),
      qs: fromRoot('./node_modules/qs/dist/qs.js'),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'demo-api/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    globalSetup: ['./demo-api/test-seed.ts'],
    restoreMocks: true,
    // Each test file gets a fresh VM context in a long-lived worker, so jsdom loads once per
    // worker rather than once per file: the suite in half the time.
    pool: 'vmForks',
    // One worker per core (the default leaves one of two idle), and never a single one: with one
    // worker Vitest 4's VM pools run every file in one context, where files share their modules'
    // state (a file's loaded texts showed in another's).
    maxWorkers: Math.max(2, availableParallelism()),
    // A test that renders the app in jsdom takes 1–3.5 s here while every core is busy, and a
    // machine of this kind can be twice as slow: Vitest's 5 s left no room.
    // Its waits (`findBy…`, src/test/setup.ts) give up after 5 s each, well within this.
    testTimeout: 20_000,
  },
})
