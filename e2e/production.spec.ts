import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { columnValues, expect, signIn, test } from './fixtures'
import { startProcess, type Started } from './processes'

// deploy/nginx.conf as shipped (port 8080, service upstream 127.0.0.1:8787) in front of the
// build that the e2e web server made, with the standalone demo API as the service.
const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path))
const origin = 'http://127.0.0.1:8080'

test.describe.configure({ mode: 'serial' })
test.skip(!nginx, 'nginx is not installed (.ci/run installs it)')

let service: Started
let server: Started

test.beforeAll(async () => {
  test.setTimeout(60_000)
  service = await startProcess(
    ['npx', 'tsx', 'demo-api/server.ts'],
    { PORT: '8787' },
    'http://127.0.0.1:8787/',
  )
  const pid = join(mkdtempSync(join(tmpdir(), 'console-nginx-')), 'nginx.pid')
  const prefix = process.cwd()
  execFileSync(nginx!, [
    '-t',
    '-q',
    '-p',
    prefix,
    '-c',
    join(prefix, 'deploy/nginx.conf'),
    '-g',
    `pid ${pid};`,
  ])
  server = await startProcess(
    [
      nginx!,
      '-p',
      prefix,
      '-c',
      join(prefix, 'deploy/nginx.conf'),
      '-g',
      `daemon off; pid ${pid};`,
    ],
    {},
    `${origin}/`,
  )
})

test.afterAll(async () => {
  await server?.stop()
  await service?.stop()
})

test('the production build behind nginx: sign in, list, deep-link reload, no CSP violation', async ({
  page,
}) => {
  const violations: string[] = []
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (/Content Security Policy|CSP violation/i.test(message.text()))
      violations.push(message.text())
  })

  const response = await page.goto(`${origin}/bookings`)
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(response?.headers()['referrer-policy']).toBe('no-referrer')
  expect(response?.headers()['x-content-type-options']).toBe('nosniff')
  expect(response?.headers()['cache-control']).toBe('no-cache')
  await signIn(page)
  await expect(page).toHaveURL(`${origin}/bookings`)
  await expect(page.getByText('Showing 1–10 of 5,000')).toBeVisible()

  await page.getByRole('combobox', { name: 'Filter status' }).fill('CANCELLED')
  await page.getByRole('combobox', { name: 'Filter status' }).press('Enter')
  await page.getByRole('button', { name: 'Next page' }).click()
  const filtered = `${origin}/bookings?filters[status]=CANCELLED&pagination[page]=1`
  await expect(page).toHaveURL(filtered)
  const shown = await columnValues(page, 'reference')
  await page.reload()
  await expect(page).toHaveURL(filtered)
  expect(await columnValues(page, 'reference')).toEqual(shown)
  expect(new Set(await columnValues(page, 'status'))).toEqual(new Set(['CANCELLED']))
  expect(violations).toEqual([])
})

test('hashed assets are cached for a year', async ({ request }) => {
  const html = await (await request.get(`${origin}/products`)).text()
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  expect(script).toBeDefined()
  const asset = await request.get(`${origin}${script}`)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-security-policy']).toContain("default-src 'self'")
})

test('assets are served precompressed', async ({ request }) => {
  const html = await (await request.get(`${origin}/bookings`)).text()
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const asset = await request.get(`${origin}${script}`, { headers: { 'Accept-Encoding': 'gzip' } })
  expect(asset.headers()['content-encoding']).toBe('gzip')
  // gzip_static sends the build's .gz as-is, so no length is computed on the fly.
  expect(Number(asset.headers()['content-length'])).toBeGreaterThan(0)
})

test('only /api/ reaches the service, by the path as written', async ({ request }) => {
  const headers = { 'X-Api-Key': 'demo-key', 'X-Secret-Key': 'demo-secret' }
  const listed = await request.get(`${origin}/api/suppliers?pagination[size]=1`, { headers })
  expect(listed.status()).toBe(200)
  expect(((await listed.json()) as { pagination: { total: number } }).pagination.total).toBe(60)
  for (const path of ['/apiX', '/api%2Fproducts']) {
    const other = await request.get(`${origin}${path}`, { headers })
    expect(other.headers()['content-type'], path).toMatch(/text\/html/)
  }
})
