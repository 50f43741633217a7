import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumExecutable } from './e2e/browser'

// Ports of their own, so a developer's `npm start` (5173) or demo API (8787) never clashes.
export const appPort = Number(process.env.E2E_APP_PORT ?? 5290)
const baseURL = `http://localhost:${appPort}`
export const requestTimeoutMs = 8_000

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Room for a machine twice as slow as the project's with a core busy: a journey that takes
  // 15 s there, a wait for the page that takes 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    locale: 'en-US',
    timezoneId: 'UTC',
    permissions: ['clipboard-read', 'clipboard-write'],
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: chromiumExecutable(), args: chromiumArgs },
      },
    },
  ],
  webServer: {
    command: `npx vite build --logLevel warn && npx vite preview --port ${appPort} --strictPort`,
    url: `${baseURL}/sign-in`,
    reuseExistingServer: false,
    timeout: 120_000,
    // A shorter request time limit keeps the "no answer" journeys short; the demo API answers
    // in milliseconds, so 8 s is far from anything a slow machine needs.
    // The demo API the tests count on (5,000 bookings, the default keys, no live mode), whatever
    // the shell running them has set.
    env: {
      API_PROXY_TARGET: '',
      DEMO_CORS_ORIGINS: '',
      DEMO_BOOKINGS: '',
      DEMO_NEW_BOOKING_EVERY_S: '',
      DEMO_API_KEY: '',
      DEMO_SECRET_KEY: '',
      VITE_REQUEST_TIMEOUT_MS: String(requestTimeoutMs),
    },
  },
})
