import { createServer, request as forward, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { columnValues, demoKey, demoSecret, expect, signIn, test } from './fixtures'
import { freePort, startDemoApiProcess, startProcess, type Started } from './processes'

// The standalone demo API plays the real service on a port of its own; the console reaches it
// through the dev server's proxy, or directly from the browser when the service allows CORS.
// In proxy mode a small front of this test's own stands before it: it records the paths that
// reach the service, and serves one more resource, `ledger`, whose total is only in a header.
test.describe.configure({ mode: 'serial' })

let service: Started & { port: number }
let front: Server
let frontPort: number
const reached: string[] = []
let proxied: Started

const ledgerTotal = 57

function startFront(servicePort: number): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const url = incoming.url ?? '/'
    reached.push(url)
    if (url.startsWith('/ledger?')) {
      const signedIn =
        incoming.headers['x-api-key'] === demoKey && incoming.headers['x-secret-key'] === demoSecret
      if (!signedIn) return outgoing.writeHead(401).end()
      const rows = Array.from({ length: 10 }, (_, index) => ({ id: `led_${index}`, amount: index }))
      outgoing.writeHead(200, {
        'Content-Type': 'application/json',
        'X-Total-Count': String(ledgerTotal),
      })
      return outgoing.end(JSON.stringify(rows))
    }
    const upstream = forward(
      { host: '127.0.0.1', port: servicePort, path: url, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(outgoing)
      },
    )
    upstream.on('error', () => outgoing.writeHead(502).end())
    incoming.pipe(upstream)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  service = await startDemoApiProcess()
  front = await startFront(service.port)
  frontPort = (front.address() as AddressInfo).port
  const port = await freePort()
  proxied = await startProcess(
    ['npx', 'vite', '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { API_PROXY_TARGET: `http://127.0.0.1:${frontPort}` },
    `http://127.0.0.1:${port}/sign-in`,
  )
})

test.afterAll(async () => {
  await proxied?.stop()
  await new Promise((resolve) => front?.close(resolve))
  await service?.stop()
})

test('proxy mode: the start-up line says where /api goes', () => {
  expect(proxied.output()).toContain(`/api/* is proxied to http://127.0.0.1:${frontPort}/`)
})

test('proxy mode: only /api/ reaches the service; /apiX and /api%2F… are the app’s paths', async ({
  request,
}) => {
  const origin = new URL(proxied.url).origin
  const headers = { 'X-Api-Key': demoKey, 'X-Secret-Key': demoSecret }
  reached.length = 0
  for (const path of ['/apiX', '/apiproducts', '/api%2Fproducts', '/api%2F..%2Fproducts']) {
    const response = await request.get(`${origin}${path}`, { headers })
    expect(response.headers()['content-type'], path).toMatch(/text\/html/)
  }
  expect(reached).toEqual([])
  const listed = await request.get(`${origin}/api/products?pagination[size]=1`, { headers })
  expect(listed.status()).toBe(200)
  expect(reached).toEqual(['/products?pagination[size]=1'])
})

test('proxy mode: a total the service sends only in a header is shown', async ({ page }) => {
  const origin = new URL(proxied.url).origin
  await page.goto(`${origin}/ledger`)
  await signIn(page)
  await expect(page).toHaveURL(`${origin}/ledger`)
  await expect(page.getByText(`${ledgerTotal} ledger`)).toBeVisible()
  await expect(page.getByText(/^Page 1 of 6/)).toBeVisible()
})

test('proxy mode: /api answers as the target does, headers passed through', async ({ request }) => {
  const origin = new URL(proxied.url).origin
  const anonymous = await request.get(`${origin}/api/products`)
  expect(anonymous.status()).toBe(401)
  const signedIn = await request.get(
    `${origin}/api/products?pagination[size]=3&filters[productType]=tour`,
    {
      headers: { 'X-Api-Key': demoKey, 'X-Secret-Key': demoSecret },
    },
  )
  expect(signedIn.status()).toBe(200)
  const body = (await signedIn.json()) as { data: { productType: string }[] }
  expect(body.data).toHaveLength(3)
  expect(body.data.every((row) => row.productType === 'tour')).toBe(true)
})

test('proxy mode: the whole journey works through the proxy', async ({ page }) => {
  const origin = new URL(proxied.url).origin
  await page.goto(`${origin}/bookings?filters[status]=CONFIRMED`)
  await signIn(page)
  await expect(page).toHaveURL(`${origin}/bookings?filters[status]=CONFIRMED`)
  expect(new Set(await columnValues(page, 'status'))).toEqual(new Set(['CONFIRMED']))
  await page.getByRole('button', { name: 'Next page' }).click()
  await expect(page.getByText(/^Page 2 of/)).toBeVisible()
})

test.describe('direct mode', () => {
  let corsService: Started & { port: number }
  test.beforeAll(async () => {
    corsService = await startDemoApiProcess({ DEMO_CORS_ORIGINS: new URL(proxied.url).origin })
  })
  test.afterAll(async () => corsService?.stop())

  test('a service that allows the origin is used straight from the browser', async ({ page }) => {
    const origin = new URL(proxied.url).origin
    await page.goto(`${origin}/sign-in?next=/products`)
    await signIn(page, { baseUrl: `http://127.0.0.1:${corsService.port}/` })
    await expect(page).toHaveURL(`${origin}/products`)
    await expect(page.getByText(/Showing 1–10 of 240/)).toBeVisible()
  })

  test('a service that does not allow the origin gets the CORS explanation', async ({ page }) => {
    await page.goto(`${new URL(proxied.url).origin}/sign-in`)
    await signIn(page, { baseUrl: `http://127.0.0.1:${service.port}` })
    await expect(page.getByRole('alert')).toContainText('Could not reach the service')
    await page.getByText('For whoever runs the console').click()
    const help = page.getByRole('group').filter({ hasText: 'For whoever runs the console' })
    await expect(help).toContainText('CORS')
    await expect(help).toContainText(`API_PROXY_TARGET=http://127.0.0.1:${service.port} npm start`)
  })
})
