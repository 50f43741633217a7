import { expect, openSignedIn, test } from './fixtures'

test('the app loads in Chromium and shows its shell', async ({ page }) => {
  await openSignedIn(page, '/')
  await expect(page).toHaveURL('/products')
  await expect(page.getByRole('link', { name: 'Products' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Bookings' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible()
})

test('on a narrow screen the shell wraps instead of cutting off Sign out', async ({ page }) => {
  await page.setViewportSize({ width: 400, height: 800 })
  await openSignedIn(page, '/bookings')
  const signOut = (await page.getByRole('button', { name: 'Sign out' }).boundingBox())!
  expect(signOut.x + signOut.width).toBeLessThanOrEqual(400)
  const nav = (await page.getByRole('navigation', { name: 'Main' }).boundingBox())!
  expect(nav.x + nav.width).toBeLessThanOrEqual(400)
})

test('an unknown path shows a 404 page with a way back', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to products' }).click()
  await expect(page).toHaveURL(/\/sign-in\?next=%2Fproducts/)
})

test('preview serves the build’s precompressed scripts, as nginx does', async ({ request }) => {
  const html = await (await request.get('/bookings')).text()
  const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  expect(scripts.length).toBeGreaterThan(0)
  for (const script of scripts) {
    const response = await request.get(script, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(response.headers()['content-encoding']).toBe('gzip')
    // A file sent as-is has its length up front; one gzipped on the fly is sent in chunks.
    expect(Number(response.headers()['content-length'])).toBeGreaterThan(0)
    expect(response.headers()['content-type']).toMatch(/javascript/)
  }
  const plain = await request.get(scripts[0]!, { headers: { 'Accept-Encoding': 'identity' } })
  expect(plain.headers()['content-encoding']).toBeUndefined()
  expect(await plain.text()).toMatch(/^(import|const|var|let|function)/)
})

test('preview sends the security headers nginx sends: it cannot be framed', async ({
  page,
  request,
  baseURL,
}) => {
  for (const path of ['/products', '/sign-in']) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['x-content-type-options']).toBe('nosniff')
  }
  const html = await (await request.get('/products')).text()
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const asset = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(asset.headers()['x-content-type-options']).toBe('nosniff')

  const refused = page.waitForEvent('console', (message) => /frame-ancestors/.test(message.text()))
  await page.setContent(`<iframe title="console" src="${baseURL}/sign-in"></iframe>`)
  await refused
})
