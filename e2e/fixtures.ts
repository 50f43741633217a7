import { expect, test as base, type Page, type Request } from '@playwright/test'
import qs from 'qs'
import { followRequests } from './page-clock'

export const demoKey = 'demo-key'
export const demoSecret = 'demo-secret'

export interface ServiceRequest {
  path: string
  query: Record<string, unknown>
  headers: Record<string, string>
}

/** Parses a request to the service with qs, independently of the app's own serialiser. */
export function toServiceRequest(request: Request): ServiceRequest {
  const url = new URL(request.url())
  return { path: url.pathname, query: qs.parse(url.search.slice(1)), headers: request.headers() }
}

interface Fixtures {
  /** Every list request the page sent to the service, in order. */
  serviceRequests: ServiceRequest[]
  secretsGuard: void
}

export const test = base.extend<Fixtures>({
  // Every page's requests are followed from its first, for jumps of its clock (page-clock.ts).
  // A route handler still at work when its test ends (a route.fetch of a poll, say) throws once the
  // page closes: in the next test, or between tests where it fails the whole run. Its errors go.
  context: async ({ context }, use) => {
    context.on('page', followRequests)
    await use(context)
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    for (const page of context.pages()) await page.unrouteAll({ behavior: 'ignoreErrors' })
  },
  serviceRequests: async ({ page }, use) => {
    const seen: ServiceRequest[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) seen.push(toServiceRequest(request))
    })
    await use(seen)
  },
  // Runs in every test: no key may show up in a requested URL, a referrer, the page URL or the console.
  secretsGuard: [
    async ({ context }, use) => {
      const leaks: string[] = []
      const check = (where: string, text: string) => {
        for (const secret of [demoKey, demoSecret])
          if (text.includes(secret)) leaks.push(`${where}: ${text}`)
      }
      context.on('request', (request) => {
        check('request URL', request.url())
        const referer = request.headers()['referer']
        if (referer) check('referer', referer)
      })
      context.on('console', (message) => check('console', message.text()))
      context.on('page', (page) => {
        page.on('framenavigated', (frame) => check('page URL', frame.url()))
        page.on('pageerror', (error) => check('page error', error.message))
      })
      await use()
      // What is on screen, including any error message, must not show a key either.
      for (const page of context.pages()) {
        const text = await page.evaluate(() => document.body?.innerText ?? '').catch(() => '')
        check('page text', text)
      }
      expect(leaks, 'credentials leaked').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export async function signIn(
  page: Page,
  options: { remember?: boolean; apiKey?: string; secretKey?: string; baseUrl?: string } = {},
) {
  await expect(page).toHaveURL(/\/sign-in/)
  if (options.baseUrl !== undefined) await page.getByLabel('Base URL').fill(options.baseUrl)
  await page.getByLabel('API key').fill(options.apiKey ?? demoKey)
  await page.getByLabel('Secret key').fill(options.secretKey ?? demoSecret)
  if (options.remember)
    await page.getByRole('checkbox', { name: 'Remember on this device' }).check()
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Runs `action` while the page's clock stands still: on a loaded machine a slow key must not count
 * as the end of typing, nor a message leave before it is looked at. Timers wait until it is done.
 */
export async function withClockStill(page: Page, action: () => Promise<void>) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
  await action()
  await page.clock.resume()
}

/** Holds back the assets matching `files` until `release` is called. */
export async function holdAssets(page: Page, files: Parameters<Page['route']>[0]) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(files, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Holds back the app chunk (React and the app) until `release` is called. */
export function holdAppCode(page: Page) {
  return holdAssets(page, '**/assets/app-*.js')
}

/** A view opened on a period or a day is found by bounded searches, request after request: room
 * for a machine twice as slow with a core busy. */
const firstRowsTimeoutMs = 30_000

/** Opens `path`, signing in on the way when asked to. */
export async function openSignedIn(page: Page, path: string) {
  await page.goto(path)
  await expect(page).toHaveURL(/\/sign-in\?next=/)
  await signIn(page)
  await expect(page).not.toHaveURL(/\/sign-in/)
  await expect(dataRows(page).first()).toBeVisible({ timeout: firstRowsTimeoutMs })
}

/** Opens `path` signed in with the demo keys stored as the sign-in form stores them, for a
 * browser whose language makes the form's labels other than the English ones `signIn` uses. */
export async function openWithStoredKeys(page: Page, path: string) {
  await page.addInitScript(
    (stored) => sessionStorage.setItem('distribution-console.credentials', stored),
    JSON.stringify({
      baseUrl: '/api',
      apiKey: demoKey,
      secretKey: demoSecret,
      signedInAt: Date.now(),
    }),
  )
  await page.goto(path)
  await expect(dataRows(page).first()).toBeVisible({ timeout: firstRowsTimeoutMs })
}

const bodyRows = (page: Page) =>
  // The body's rows, not the footer's (a page's sums, a grouped view's totals).
  page.getByRole('table').locator('tbody').getByRole('row')

/** The list's record rows: the table body's rows with cells. */
export function dataRows(page: Page) {
  return bodyRows(page).filter({ has: page.getByRole('cell') })
}

/** The rows that start a day in a list sorted by time: a heading (the day) and no cells. */
export function daySeparators(page: Page) {
  return bodyRows(page).filter({ has: page.getByRole('columnheader') })
}

/** The exact values (tooltips where the cell shows a shortened or localised form) of one column. */
export async function columnValues(page: Page, column: string): Promise<string[]> {
  await expect(page.getByRole('table')).toHaveAttribute('aria-busy', 'false')
  await expect(dataRows(page).first()).toBeVisible()
  return page.getByRole('table').evaluate((table, name) => {
    const headers = [...table.querySelectorAll('thead tr:first-child th')].map(
      (th) => (th as HTMLElement).dataset.column,
    )
    const index = headers.indexOf(name)
    if (index === -1) throw new Error(`no column ${name} in ${headers.join(', ')}`)
    return [...table.querySelectorAll('tbody tr:has(> td)')].map((row) => {
      const cell = row.children[index] as HTMLElement
      return cell.dataset.value ?? cell.getAttribute('title') ?? cell.textContent ?? ''
    })
  }, column)
}

/**
 * The latest request for the page on screen (`page` 0-based); the app also prefetches the next page,
 * so "the last request" alone would often be that prefetch.
 */
export function lastListRequest(
  requests: ServiceRequest[],
  resource: string,
  page = 0,
): ServiceRequest {
  const found = requests
    .filter((request) => request.path === `/api/${resource}`)
    .filter(
      (request) =>
        (request.query.pagination as { page?: string } | undefined)?.page === String(page),
    )
    .at(-1)
  if (!found) throw new Error(`no request to /api/${resource} for page ${page}`)
  return found
}

/** Answers service requests matching `pattern` with 401, as for a rotated key; returns the undo. */
export async function rejectCredentialsAt(
  page: Page,
  pattern: string,
): Promise<() => Promise<void>> {
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: '{"error":{"message":"expired"}}',
    }),
  )
  return () => page.unroute(pattern)
}

/** The app dropped the credentials and sent the user to sign in, to come back to `next`. */
export async function expectSentToSignIn(page: Page, next: string) {
  await expect(page).toHaveURL('/sign-in?next=' + encodeURIComponent(next))
  await expect(page.getByRole('alert')).toContainText('rejected your stored credentials')
}

export const signOutMarkKey = 'distribution-console.signed-out-at'

/**
 * What a browser still stores after signing out: nothing, so no credentials and no rows, apart
 * from the sign-out mark (a time, which signs out the tabs that were not running).
 */
export function storedAfterSignOut(page: Page): Promise<string[]> {
  return page.evaluate(
    (mark) =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key !== mark),
    signOutMarkKey,
  )
}
