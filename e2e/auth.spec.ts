import {
  dataRows,
  expect,
  expectSentToSignIn,
  lastListRequest,
  openSignedIn,
  rejectCredentialsAt,
  signIn,
  storedAfterSignOut,
  test,
} from './fixtures'

test('rejected credentials show an alert and keep the user on the sign-in page', async ({
  page,
  serviceRequests,
}) => {
  await page.goto('/sign-in')
  await expect(page.getByLabel('Base URL')).toHaveValue('/api')
  await expect(page.getByRole('checkbox', { name: 'Remember on this device' })).not.toBeChecked()
  await signIn(page, { secretKey: 'not-the-secret' })
  await expect(page.getByRole('alert')).toContainText('rejected these credentials')
  await expect(page).toHaveURL('/sign-in')
  expect(serviceRequests).toHaveLength(1)
  expect(serviceRequests[0]?.query).toEqual({ pagination: { page: '0', size: '1' } })
})

test('an unreachable base URL says so, differently', async ({ page }) => {
  await page.goto('/sign-in')
  await signIn(page, { baseUrl: '/nothing-here' })
  await expect(page.getByRole('alert')).toContainText(
    'did not answer like the distribution service',
  )
  await page.getByLabel('Base URL').fill('not a url')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('alert')).toContainText('is not a URL')
})

test('keys are verified on a service without products: a 404 in JSON means they passed', async ({
  page,
  serviceRequests,
}) => {
  await page.route('**/api/products?**', (route) =>
    route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"error":{"message":"no such resource"}}',
    }),
  )
  await page.goto('/sign-in?next=%2Fbookings')
  await signIn(page)
  await expect(page).toHaveURL('/bookings')
  await expect(dataRows(page).first()).toBeVisible()
  expect(serviceRequests[0]?.path).toBe('/api/products')
  expect(serviceRequests.filter((request) => request.path === '/api/products')).toHaveLength(1)
})

for (const [what, status] of [
  ['a web page', 200],
  ['a 404 web page', 404],
] as const) {
  test(`a Base URL answering with ${what} says it leads somewhere else, unlike rejected keys`, async ({
    page,
  }) => {
    await page.route('**/api/products?**', (route) =>
      route.fulfill({
        status,
        contentType: 'text/html',
        body: '<!doctype html><title>Another site</title><h1>Welcome</h1>',
      }),
    )
    await page.goto('/sign-in')
    await signIn(page)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('/api did not answer like the distribution service')
    await expect(alert).toContainText('seems to lead somewhere else')
    await expect(alert).not.toContainText(/rejected|Could not reach/)
    await expect(alert).toBeFocused()
    await expect(page).toHaveURL('/sign-in')
    await expect(page.getByText('For whoever runs the console')).toHaveCount(0)
  })
}

test('an unreachable service is explained in staff words that fit at 760 px, with help for whoever runs the console', async ({
  page,
}) => {
  await page.setViewportSize({ width: 760, height: 900 })
  await page.goto('/sign-in')
  // Nothing listens on port 9, and it is another origin than the console's.
  const baseUrl = `http://127.0.0.1:9/${'v1/'.repeat(20)}distribution`
  await signIn(page, { baseUrl })
  const alert = page.getByRole('alert')
  await expect(alert).toContainText(`Could not reach the service at ${baseUrl}.`)
  await expect(alert).toContainText('ask whoever runs the console')
  await expect(alert).not.toContainText('npm')

  const help = page.getByRole('group').filter({ hasText: 'For whoever runs the console' })
  await page.getByText('For whoever runs the console').click()
  await expect(help).toContainText(`API_PROXY_TARGET=${baseUrl} npm start`)
  await expect(help).toContainText('“Use with the real service” in the console’s README')

  // Nothing leaves the sign-in card, and the page does not scroll sideways.
  const overflowing = await page.locator('.sign-in-card').evaluate((card) => {
    const box = card.getBoundingClientRect()
    return [...card.querySelectorAll('*')]
      .filter((element) => {
        const inner = element.getBoundingClientRect()
        return (
          inner.right > box.right + 0.5 ||
          inner.left < box.left - 0.5 ||
          // A field scrolls its own text; anything else must wrap.
          (element.tagName !== 'INPUT' && element.scrollWidth > element.clientWidth + 1)
        )
      })
      .map((element) => element.outerHTML.slice(0, 80))
  })
  expect(overflowing).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(760)
})

test('the secret is masked unless shown', async ({ page }) => {
  await page.goto('/sign-in')
  const secret = page.getByLabel('Secret key')
  await expect(secret).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Show secret' }).click()
  await expect(secret).toHaveAttribute('type', 'text')
})

test('accepted credentials go to the page asked for, and every request carries both headers', async ({
  page,
  serviceRequests,
}) => {
  await openSignedIn(page, '/bookings?filters[status]=PENDING')
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
  const request = lastListRequest(serviceRequests, 'bookings')
  expect(request.headers['x-api-key']).toBe('demo-key')
  expect(request.headers['x-secret-key']).toBe('demo-secret')
  expect(request.headers['referer'] ?? '').toBe('')
})

test('without "Remember", a new tab asks to sign in again', async ({ page, context }) => {
  await openSignedIn(page, '/products')
  const tab = await context.newPage()
  await tab.goto('/products')
  await expect(tab).toHaveURL(/\/sign-in\?next=%2Fproducts/)
})

test('with "Remember", a new tab is signed in', async ({ page, context }) => {
  await page.goto('/sign-in?next=/bookings')
  await signIn(page, { remember: true })
  await expect(page).toHaveURL('/bookings')
  const tab = await context.newPage()
  await tab.goto('/products')
  await expect(tab.getByRole('heading', { name: 'Products' })).toBeVisible()
  await expect(tab).toHaveURL('/products')
})

test('credentials rejected mid-session: back to sign-in with an alert, then to the same URL', async ({
  page,
}) => {
  await openSignedIn(page, '/bookings?sorting[totalPrice]=DESC')
  const restore = await rejectCredentialsAt(page, '**/api/**')
  await page.getByRole('button', { name: 'Next page' }).click()
  await expectSentToSignIn(page, '/bookings?sorting[totalPrice]=DESC&pagination[page]=1')
  expect(
    await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage })),
  ).not.toContain('demo-secret')
  await restore()
  await signIn(page)
  await expect(page).toHaveURL('/bookings?sorting[totalPrice]=DESC&pagination[page]=1')
  await expect(page.getByText(/^Page 2/)).toBeVisible()
})

test('several requests failing with 401 at once give one redirect and one alert', async ({
  page,
}) => {
  await openSignedIn(page, '/products')
  await rejectCredentialsAt(page, '**/api/**')
  await page.getByRole('link', { name: 'Bookings' }).click()
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fbookings/)
  await expect(page.getByRole('alert')).toHaveCount(1)
})

for (const next of [
  'https://evil.example/',
  '//evil.example',
  '/\\evil.example',
  'javascript:alert(1)',
  '/sign-in?next=/bookings',
  // Paths that normalise to `//host`.
  '/.//evil.example',
  '/..//x',
  '/%2e//x',
]) {
  test(`next=${next} is refused after sign-in`, async ({ page }) => {
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}`)
    await signIn(page)
    await expect(page).toHaveURL('/products')
    await expect(page.getByRole('table')).toBeVisible()
  })
}

test('sign out clears credentials and cached rows', async ({ page }) => {
  await openSignedIn(page, '/products')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL('/sign-in')
  await expect(page.getByRole('status')).toContainText('signed out')
  // Focus goes to the first field to fill, never to the page.
  await expect(page.getByLabel('API key')).toBeFocused()
  expect(await storedAfterSignOut(page)).toEqual([])
  await page.goBack()
  await expect(page).toHaveURL(/\/sign-in/)
  await expect(page.getByRole('table')).toHaveCount(0)
})

test('a tab away from the console while another signs out is signed out on its return, and can sign in again', async ({
  context,
}) => {
  const first = await context.newPage()
  await first.goto('/products')
  await signIn(first)
  await expect(dataRows(first).first()).toBeVisible()
  const second = await context.newPage()
  await second.goto('/bookings')
  await signIn(second)
  await expect(dataRows(second).first()).toBeVisible()
  // Away from the console, the second tab hears nothing of the sign-out.
  await second.goto('about:blank')

  await first.getByRole('button', { name: 'Sign out' }).click()
  await expect(first).toHaveURL('/sign-in')
  await second.goBack()
  await expect(second).toHaveURL('/sign-in?next=%2Fbookings')
  await expect(second.getByRole('status')).toContainText('signed out in another tab')
  await expect(second.getByRole('table')).toHaveCount(0)
  expect(await storedAfterSignOut(second)).toEqual([])

  // The sign-out mark stays, and a later sign-in is newer than it: this one lasts a reload.
  await signIn(second)
  await expect(second).toHaveURL('/bookings')
  await second.reload()
  await expect(dataRows(second).first()).toBeVisible()
  await expect(second).toHaveURL('/bookings')
})

test('stored credentials rejected on a cold load: back to sign-in with an alert, then to the same URL', async ({
  page,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('stale-set')) {
      sessionStorage.setItem('stale-set', '1')
      sessionStorage.setItem(
        'distribution-console.credentials',
        JSON.stringify({ baseUrl: '/api', apiKey: 'demo-key', secretKey: 'rotated-away' }),
      )
    }
  })
  await page.goto('/bookings?filters[status]=PENDING')
  await expectSentToSignIn(page, '/bookings?filters[status]=PENDING')
  await signIn(page)
  await expect(page).toHaveURL('/bookings?filters[status]=PENDING')
  await expect(page.getByText(/^Page 1 of/)).toBeVisible()
})
