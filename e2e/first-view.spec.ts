import type { Page, Route } from '@playwright/test'
import { earlyRequestsKey } from '../src/lib/api/early-request'
import { signOutMarkKey } from '../src/lib/api/credentials'
import { list as listInGerman } from '../src/i18n/messages/de/list'
import { resources as resourcesInGerman } from '../src/i18n/messages/de/resources'
import { shell as shellInGerman } from '../src/i18n/messages/de/shell'
import { start as startInGerman } from '../src/i18n/messages/de/start'
import { table as tableInGerman } from '../src/i18n/messages/de/table'
import {
  columnValues,
  dataRows,
  expect,
  holdAppCode,
  holdAssets,
  openSignedIn,
  openWithStoredKeys,
  test,
} from './fixtures'

// On a cold load the boot chunk paints the list as soon as its rows arrive, before React has
// loaded; React's first render takes the page over. Holding the app's code back shows the
// painted view alone, and what is done to it before React is there.

/** What the painted view and React's toolbar are found by, in the page's language. */
const english = { nextPage: 'Next page', exportCsv: 'Export CSV', pagination: 'Pagination' }
const german = {
  nextPage: tableInGerman.nextPage,
  exportCsv: listInGerman.exportCsv,
  pagination: tableInGerman.pagination,
}

/** Reloads the page with the app's code held back, and waits for the painted first view. */
async function coldLoadWithoutReact(page: Page, words = english) {
  const release = await holdAppCode(page)
  await page.reload({ waitUntil: 'commit' })
  await expect(dataRows(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: words.nextPage })).toBeEnabled()
  // React has not rendered: the toolbar it loads is not there, only its placeholder, which is
  // hidden from assistive technology.
  await expect(page.getByRole('button', { name: words.exportCsv })).toHaveCount(0)
  return release
}

/** Where the page has scrolled to once the scroll that `key` starts has ended. */
/** Answers the first `times` list requests with `refusal` and lets the others through. */
async function refuseListRequests(
  page: Page,
  refusal: Parameters<Route['fulfill']>[0],
  times = 1,
): Promise<{ count: number }> {
  const listRequests = { count: 0 }
  await page.route(
    (url) => url.pathname === '/api/bookings',
    (route) => (++listRequests.count <= times ? route.fulfill(refusal) : route.continue()),
  )
  return listRequests
}

async function scrolledBy(page: Page, key: string): Promise<number> {
  await page.evaluate(() => {
    const scrolling = window as unknown as { scrollEnded: Promise<number> }
    scrolling.scrollEnded = new Promise((resolve) =>
      addEventListener('scrollend', () => resolve(scrollY), { once: true }),
    )
  })
  await page.keyboard.press(key)
  return page.evaluate(() => (window as unknown as { scrollEnded: Promise<number> }).scrollEnded)
}

/** Waits until React renders the page: the toolbar it loads after its first paint is there. */
async function reactRendered(page: Page, words = english) {
  await expect(page.getByRole('button', { name: words.exportCsv })).toBeVisible()
}

async function boxes(page: Page, words = english) {
  const box = (locator: ReturnType<Page['locator']>) => locator.boundingBox()
  return {
    title: await box(page.getByRole('heading', { level: 1 })),
    header: await box(page.locator('thead tr').first()),
    firstHeaderCell: await box(page.locator('thead th').first()),
    firstRow: await box(dataRows(page).first()),
    pager: await box(page.getByRole('navigation', { name: words.pagination })),
  }
}

/** Cold-loads the signed-in page with React held back, then lets React take over: nothing moves. */
async function expectRowsStayInPlace(page: Page, words = english) {
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
    // The rows' age ticks on its own ("Updated 1 second ago", its text aligned to its end): a
    // slow run sees it and its Refresh group move a little. What is measured here is React
    // taking over.
    const ticksOfTheAge = (sources: { node?: Node | null }[]) =>
      sources.length > 0 &&
      sources.every(({ node }) =>
        (node instanceof Element ? node : node?.parentElement)?.closest('.refresh'),
      )
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const { value, sources } = entry as unknown as {
          value: number
          sources: { node?: Node | null }[]
        }
        if (!ticksOfTheAge(sources)) shifts.push(value)
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const release = await coldLoadWithoutReact(page, words)
  const painted = await boxes(page, words)
  const paintedCells = await dataRows(page).first().locator('td').allTextContents()
  release()
  await reactRendered(page, words)
  expect(await boxes(page, words)).toEqual(painted)
  expect(await dataRows(page).first().locator('td').allTextContents()).toEqual(paintedCells)
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  )
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0)
}

test('the rows are painted before React and stay in place when React takes over', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  await expectRowsStayInPlace(page)
})

test('the painted view holds the date field’s place with a box of its size', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const release = await coldLoadWithoutReact(page)
  // The painted "Go to date" is hidden from assistive technology: its field has no accessible name.
  const standIn = page.locator('.go-to-date input')
  await expect(standIn).not.toHaveAttribute('type', 'date')
  const held = await standIn.boundingBox()
  release()
  const field = page.getByRole('textbox', { name: 'Go to date' })
  await expect(field).toHaveAttribute('type', 'date')
  expect(await field.boundingBox()).toEqual(held)
})

test('Next page pressed before React takes over is applied', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const release = await coldLoadWithoutReact(page)
  const firstPageRow = await dataRows(page).first().getAttribute('data-record-id')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page).toHaveURL('/bookings') // held, not a page load of its own
  release()
  await expect(page).toHaveURL('/bookings?pagination[page]=1')
  await expect(page.getByText(/^Page 2/)).toBeVisible()
  await expect(dataRows(page).first()).not.toHaveAttribute('data-record-id', firstPageRow!)
})

test('filter text typed before React takes over is applied', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const release = await coldLoadWithoutReact(page)
  const filter = page.getByRole('combobox', { name: 'Filter status' })
  await filter.pressSequentially('CONFIRMED')
  release()
  await expect(page).toHaveURL('/bookings?filters[status]=CONFIRMED')
  await expect(filter).toHaveValue('CONFIRMED')
  await expect(filter).toBeFocused()
  const statuses = await columnValues(page, 'status')
  expect(statuses.length).toBeGreaterThan(0)
  expect(new Set(statuses)).toEqual(new Set(['CONFIRMED']))
})

test('a shortcut key pressed before React takes over works', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const release = await coldLoadWithoutReact(page)
  await page.keyboard.press(']')
  release()
  await expect(page).toHaveURL('/bookings?pagination[page]=1')
})

test('a language picked before React takes over is put in force, not lost', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const release = await coldLoadWithoutReact(page)
  await page.getByRole('combobox', { name: 'Language' }).selectOption('Deutsch')
  release()
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
})

test('a navigation link pressed before React takes over goes there without a page load', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const release = await coldLoadWithoutReact(page)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Products' })
    .click()
  await expect(page).toHaveURL('/bookings')
  release()
  await expect(page).toHaveURL('/products')
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible()
})

test('the list request leaves while the style sheet is still on its way', async ({ page }) => {
  await openSignedIn(page, '/bookings')
  // Forgotten as the page loads, before index.html could send it, and after the app saved it.
  // Kept where the keys are: sessionStorage, for a session not remembered.
  await page.addInitScript((key) => sessionStorage.removeItem(key), earlyRequestsKey)
  const release = await holdAssets(page, '**/assets/*.css')
  const listAnswer = page.waitForResponse((response) => response.url().includes('/api/bookings'))
  await page.reload({ waitUntil: 'commit' })
  await listAnswer // a script that waited for the style sheet would still be waiting
  release()
  await expect(dataRows(page).first()).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('margin-top', '0px')
})

test("the rows are painted from the entry's file alone", async ({ page }) => {
  await openSignedIn(page, '/bookings')
  const entry = await page.locator('script[type="module"][src]').getAttribute('src')
  const release = await holdAssets(
    page,
    (url) => url.pathname.endsWith('.js') && url.pathname !== entry,
  )
  await page.reload({ waitUntil: 'commit' })
  await expect(dataRows(page).first()).toBeVisible()
  release()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
})

test('a repeat visit sends its list request before any code arrives, and only that one', async ({
  page,
}) => {
  const view = '/bookings?filters[status]=PENDING'
  await openSignedIn(page, view)
  const release = await holdAssets(page, '**/assets/*.js')
  const listRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/bookings')
      listRequests.push(decodeURIComponent(request.url()))
  })
  const listAnswer = page.waitForResponse((response) => response.url().includes('/api/bookings'))
  await page.reload({ waitUntil: 'commit' })
  await listAnswer // no script of the console has arrived
  release()
  await expect(dataRows(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeVisible()
  const firstPage = listRequests.filter((url) => url.includes('pagination[page]=0'))
  expect(firstPage).toEqual([expect.stringContaining('filters[status]=PENDING')])
  expect(new Set(await columnValues(page, 'status'))).toEqual(new Set(['PENDING']))
})

// index.html reads the early answer's body itself: what the console makes of it stays the same.
for (const { refusal, said, refused } of [
  {
    refusal: {
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'sorting by createdAt is switched off' }),
    },
    said: 'sorting by createdAt is switched off',
    refused: Infinity, // the console asks again to learn what was refused: it is refused too
  },
  {
    refusal: { status: 429, headers: { 'Retry-After': '120' }, body: '' },
    // The answer's own wait, or what is left of it when the list asks again as it mounts (the
    // request then waits out the pause without going out): a second or two less on a slow machine.
    said: /try again in (2 min|1[01]\d s)/,
    refused: 1, // had the console dropped the early answer and asked itself, it would show rows
  },
]) {
  test(`a repeat visit's early answer, a ${refusal.status}, reads as the console's own`, async ({
    page,
  }) => {
    await openSignedIn(page, '/bookings')
    await refuseListRequests(page, refusal, refused)
    const release = await holdAssets(page, '**/assets/*.js')
    const listAnswer = page.waitForResponse((response) => response.url().includes('/api/bookings'))
    await page.reload({ waitUntil: 'commit' })
    await listAnswer // no script of the console has arrived: index.html asked
    release()
    await expect(page.getByRole('alert')).toContainText(said)
  })
}

test('a sign-out forgets the early requests: signed in again, the next load sends its own', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  await expect
    .poll(() => page.evaluate((key) => sessionStorage.getItem(key), earlyRequestsKey))
    .toContain('"/bookings"')
  // The keys alone: beside them in sessionStorage, what the console learned goes with the session.
  const stored = await page.evaluate(() =>
    Object.entries(sessionStorage).filter(([key]) => key === 'distribution-console.credentials'),
  )
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/sign-in/)
  // The keys back as they were, without the sign-out's mark: only what the sign-out forgot keeps
  // index.html from sending the remembered request.
  await page.evaluate(
    ({ entries, mark }) => {
      for (const [key, value] of entries) sessionStorage.setItem(key, value)
      localStorage.removeItem(mark)
    },
    { entries: stored, mark: signOutMarkKey },
  )
  const release = await holdAssets(page, '**/assets/*.js')
  let codeArrived = false
  const sentEarly: string[] = []
  page.on('request', (request) => {
    if (!codeArrived && new URL(request.url()).pathname.startsWith('/api/'))
      sentEarly.push(request.url())
  })
  await page.goto('/bookings', { waitUntil: 'domcontentloaded' })
  // index.html's first script has run, with no code of the console yet.
  expect(await page.evaluate(() => globalThis.earlyListRequest !== undefined)).toBe(false)
  codeArrived = true
  release()
  // Signed in with those keys, the console's own request brings the rows: none went before it.
  await expect(dataRows(page).first()).toBeVisible()
  expect(sentEarly).toEqual([])
})

// The painted view's edges: the app's code failing, the browser's own keys, text typed into a
// painted filter, and a failed first request.

const startFailure = 'The console could not start. Check your connection and reload.'

test("the app's code failing to arrive replaces the painted rows with a message and Reload", async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  await page.route('**/assets/app-*.js', (route) => route.fulfill({ status: 404, body: '' }))
  await page.reload({ waitUntil: 'commit' })
  await expect(page.getByRole('alert')).toContainText(startFailure)
  await expect(dataRows(page)).toHaveCount(0)
  const reload = page.getByRole('button', { name: 'Reload' })
  await expect(reload).toBeFocused()
  await page.unroute('**/assets/app-*.js')
  await reload.click()
  await reactRendered(page)
  await expect(page.getByRole('alert')).toHaveCount(0)
})

test('the app throwing as it starts replaces the painted rows with a message and Reload', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  // The app's chunk holds main.tsx with everything it imports: it throws before React renders.
  await page.route('**/assets/app-*.js', async (route) => {
    const response = await route.fetch()
    const body = `throw new Error('the app failed to start');\n${await response.text()}`
    await route.fulfill({ response, body })
  })
  await page.reload({ waitUntil: 'commit' })
  await expect(page.getByRole('alert')).toContainText(startFailure)
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
  await expect(dataRows(page)).toHaveCount(0)
})

test("the app's code that never arrives is reported within 15 s", async ({ page }) => {
  await openSignedIn(page, '/bookings')
  await page.route('**/assets/app-*.js', () => {}) // never answered
  await page.reload({ waitUntil: 'commit' })
  const loadStart = Date.now()
  await expect(dataRows(page).first()).toBeVisible() // painted, and doing nothing
  await expect(page.getByRole('alert')).toContainText(startFailure, { timeout: 15_000 })
  expect(Date.now() - loadStart).toBeLessThan(15_000)
  await expect(dataRows(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Reload' })).toBeFocused()
})

test('no code at all is reported too, where nothing was painted', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.goto('/sign-in')
  await expect(page.getByRole('alert')).toContainText(startFailure)
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible()
})

test.describe('a browser in German', () => {
  test.use({ locale: 'de-DE' })

  test("the app's code failing to arrive says so in German, from the catalog", async ({ page }) => {
    await openWithStoredKeys(page, '/bookings')
    await page.route('**/assets/app-*.js', (route) => route.fulfill({ status: 404, body: '' }))
    await page.reload({ waitUntil: 'commit' })
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(startInGerman.failed)
    await expect(alert).not.toContainText(startFailure)
    await expect(page.getByRole('main')).toHaveAttribute('lang', 'de')
    await expect(dataRows(page)).toHaveCount(0)
    await expect(page.getByRole('button', { name: listInGerman.reload })).toBeFocused()
  })

  test('so does no code at all, where nothing was painted', async ({ page }) => {
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto('/sign-in')
    await expect(page.getByRole('alert')).toContainText(startInGerman.failed)
    await expect(page.getByRole('button', { name: listInGerman.reload })).toBeFocused()
  })

  // German's longer words take the toolbar onto a line of its own, and the period's help would
  // take two: the room held for each must hold them.
  for (const width of [1280, 760])
    test(`the rows stay in place when React takes over, in German too (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await openWithStoredKeys(page, '/bookings')
      await expectRowsStayInPlace(page, german)
    })
})

test("no code at all replaces the header index.html painted on a list's page", async ({ page }) => {
  await openSignedIn(page, '/bookings')
  await page.route('**/assets/*.js', (route) => route.abort())
  await page.reload({ waitUntil: 'commit' })
  await expect(page.getByRole('alert')).toContainText(startFailure)
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
})

test("the browser's own keys work on the painted view", async ({ page }) => {
  await openSignedIn(page, '/bookings')
  await page.setViewportSize({ width: 1280, height: 400 }) // a page that scrolls
  await coldLoadWithoutReact(page)
  // Each scroll is let finish before the next key: a key pressed while the page still glides
  // moves it from where that glide ends.
  await expect(scrolledBy(page, 'PageDown')).resolves.toBeGreaterThan(0)
  await expect(scrolledBy(page, 'Home')).resolves.toBe(0)
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused()
  // A test browser has no reload key of its own: what counts is that the page lets it through.
  await page.evaluate(() => {
    addEventListener('keydown', (event) => {
      if (event.key === 'F5') (window as unknown as { f5: boolean }).f5 = event.defaultPrevented
    })
  })
  await page.keyboard.press('F5')
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { f5?: boolean }).f5))
    .toBe(false)
})

test('text typed after "/" on the painted view goes into the filter, and Enter applies it', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const release = await coldLoadWithoutReact(page)
  const filter = page.getByRole('combobox', { name: 'Filter status' })
  await page.keyboard.press('/')
  await expect(filter).toBeFocused()
  await page.keyboard.type('jazz')
  await expect(filter).toHaveValue('jazz')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/bookings') // held until the app runs
  release()
  await expect(page).toHaveURL('/bookings?filters[status]=jazz')
  await reactRendered(page)
  await expect(filter).toHaveValue('jazz')
  await expect(filter).toBeFocused()
  await expect(page.locator('tr[aria-current="true"]')).toHaveCount(0) // "j" was no shortcut
})

test.describe('in a browser in German', () => {
  test.use({ locale: 'de-AT' })

  test('text typed after "/" before React takes over goes into the filter, as in English', async ({
    page,
  }) => {
    await openWithStoredKeys(page, '/bookings')
    const release = await coldLoadWithoutReact(page, german)
    const filter = page.getByRole('combobox', {
      name: tableInGerman.filter.replace('{attribute}', 'status'),
    })
    await page.keyboard.press('/')
    await expect(filter).toBeFocused()
    await page.keyboard.type('PENDING')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/bookings') // held until the app runs
    release()
    await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
    await expect(filter).toBeFocused()
  })

  test('a navigation link pressed before React takes over goes there without a page load', async ({
    page,
  }) => {
    await openWithStoredKeys(page, '/bookings')
    const release = await coldLoadWithoutReact(page, german)
    await page
      .getByRole('navigation', { name: shellInGerman.mainNavigation })
      .getByRole('link', { name: resourcesInGerman.products })
      .click()
    await expect(page).toHaveURL('/bookings') // held, not a page load of its own
    release()
    await expect(page).toHaveURL('/products')
    await expect(
      page.getByRole('heading', { level: 1, name: resourcesInGerman.products }),
    ).toBeVisible()
  })
})

// The seeded query's own test (list-request.test.ts) shows a retry reading the old failure; here,
// React's query takes over before the retry's delay is up, so this journey guards the whole path.
test('a failed first list request is asked again on its own, and its rows shown', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings')
  const listRequests = await refuseListRequests(page, {
    status: 503,
    contentType: 'application/json',
    body: '{}',
  })
  await page.reload()
  await expect(dataRows(page).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0)
  expect(listRequests.count).toBeGreaterThanOrEqual(2)
})
