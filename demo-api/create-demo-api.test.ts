import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startDemoApi, type RunningDemoApi } from './test-server.ts'

const auth = { 'X-Api-Key': 'demo-key', 'X-Secret-Key': 'demo-secret' }
let api: RunningDemoApi

beforeAll(async () => {
  api = await startDemoApi({ corsOrigins: ['http://allowed.test'] })
})
afterAll(() => api.close())

async function get(path: string, headers: Record<string, string> = auth) {
  const response = await fetch(`${api.url}${path}`, { headers })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON bodies are inspected loosely here
  const body = (await response.json()) as Record<string, any>
  return { status: response.status, body, headers: response.headers }
}

describe('authentication', () => {
  it.each([
    ['no headers', {}],
    ['only the key', { 'X-Api-Key': 'demo-key' }],
    ['only the secret', { 'X-Secret-Key': 'demo-secret' }],
    ['a wrong key', { ...auth, 'X-Api-Key': 'nope' }],
    ['a wrong secret', { ...auth, 'X-Secret-Key': 'nope' }],
  ])('answers 401 with a JSON error for %s', async (_title, headers) => {
    const { status, body } = await get('/products', headers)
    expect(status).toBe(401)
    expect(body.error).toMatchObject({ status: 401, code: 'unauthenticated' })
    expect(body.data).toBeUndefined()
  })

  it('does not process the request before authenticating (even a bad query is 401)', async () => {
    const { status } = await get('/products?pagination[size]=500', {})
    expect(status).toBe(401)
  })

  it('honours configured keys', async () => {
    const custom = await startDemoApi({ apiKey: 'k2', secretKey: 's2' })
    try {
      expect((await fetch(`${custom.url}/products`, { headers: auth })).status).toBe(401)
      expect(
        (
          await fetch(`${custom.url}/products`, {
            headers: { 'X-Api-Key': 'k2', 'X-Secret-Key': 's2' },
          })
        ).status,
      ).toBe(200)
    } finally {
      await custom.close()
    }
  })
})

describe('list queries', () => {
  it('defaults to page 0 and size 10, with a total', async () => {
    const { status, body } = await get('/products')
    expect(status).toBe(200)
    expect(body.data).toHaveLength(10)
    expect(body.pagination).toEqual({ page: 0, size: 10, total: api.data.products.length })
  })

  it('serves pages of the requested size, up to 20, without overlap', async () => {
    const first = await get('/bookings?pagination[page]=0&pagination[size]=20')
    const second = await get('/bookings?pagination[page]=1&pagination[size]=20')
    expect(first.body.data).toHaveLength(20)
    const ids = new Set(first.body.data.map((row: { id: string }) => row.id))
    expect(second.body.data.some((row: { id: string }) => ids.has(row.id))).toBe(false)
  })

  it('reads percent-encoded brackets like raw ones', async () => {
    const { body } = await get('/products?pagination%5Bsize%5D=3&filters%5BproductType%5D=tour')
    expect(body.data).toHaveLength(3)
    expect(body.data.every((row: { productType: string }) => row.productType === 'tour')).toBe(true)
  })

  it('filters products by productType equality', async () => {
    const expected = api.data.products.filter((product) => product.productType === 'ticket').length
    expect(expected).toBeGreaterThan(0)
    const { body } = await get('/products?filters[productType]=ticket&pagination[size]=20')
    expect(body.pagination.total).toBe(expected)
    expect(body.data.every((row: { productType: string }) => row.productType === 'ticket')).toBe(
      true,
    )
    const partial = await get('/products?filters[productType]=tick')
    expect(partial.body.pagination.total).toBe(0)
    // Equality is exact: the type in another case is another value.
    const otherCase = await get('/products?filters[productType]=TICKET')
    expect(otherCase.body.pagination.total).toBe(0)
  })

  it('filters booleans and numbers by their text', async () => {
    const { body } = await get('/products?filters[active]=false&pagination[size]=20')
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((row: { active: boolean }) => row.active === false)).toBe(true)
  })

  it.each(['ASC', 'DESC'] as const)('sorts bookings by createdAt %s', async (direction) => {
    const { body } = await get(`/bookings?sorting[createdAt]=${direction}&pagination[size]=20`)
    const times = body.data.map((row: { createdAt: string }) => row.createdAt)
    const sorted = [...times].sort()
    expect(times).toEqual(direction === 'ASC' ? sorted : sorted.reverse())
    const all = api.data.bookings.map((booking) => booking.createdAt).sort()
    expect(times[0]).toBe(direction === 'ASC' ? all[0] : all.at(-1))
  })

  it('sorts by two keys in priority order, across pages', async () => {
    const rows: { status: string; totalPrice: number }[] = []
    for (let page = 0; page < 3; page++) {
      const { body } = await get(
        `/bookings?sorting[status]=ASC&sorting[totalPrice]=DESC&pagination[page]=${page}&pagination[size]=20`,
      )
      rows.push(...body.data)
    }
    for (let index = 1; index < rows.length; index++) {
      const previous = rows[index - 1]!
      const current = rows[index]!
      expect(previous.status <= current.status).toBe(true)
      if (previous.status === current.status)
        expect(previous.totalPrice >= current.totalPrice).toBe(true)
    }
  })

  it('pages deep into a sorted list consistently with a full sort', async () => {
    const expected = [...api.data.bookings].sort(
      (a, b) => a.totalPrice - b.totalPrice || (a.id < b.id ? -1 : 1),
    )
    const { body } = await get(
      '/bookings?sorting[totalPrice]=ASC&pagination[page]=150&pagination[size]=20',
    )
    expect(body.data.map((row: { id: string }) => row.id)).toEqual(
      expected.slice(3000, 3020).map((row) => row.id),
    )
  })

  it('answers an empty page past the end', async () => {
    const { status, body } = await get('/products?pagination[page]=999')
    expect(status).toBe(200)
    expect(body.data).toEqual([])
  })
})

describe('bad input is a 400 naming the parameter', () => {
  it.each([
    ['size over 20', 'pagination[size]=21', 'pagination[size]'],
    ['size 0', 'pagination[size]=0', 'pagination[size]'],
    ['size not a number', 'pagination[size]=abc', 'pagination[size]'],
    ['negative page', 'pagination[page]=-1', 'pagination[page]'],
    ['fractional page', 'pagination[page]=1.5', 'pagination[page]'],
    ['empty page', 'pagination[page]=', 'pagination[page]'],
    ['direction other than ASC/DESC', 'sorting[createdAt]=UP', 'sorting[createdAt]'],
    ['lower-case direction', 'sorting[createdAt]=asc', 'sorting[createdAt]'],
    ['unknown sort attribute', 'sorting[colour]=ASC', 'sorting[colour]'],
    ['unknown filter attribute', 'filters[colour]=red', 'filters[colour]'],
    ['nested object attribute', 'filters[customer]=x', 'filters[customer]'],
    // Only the customer's email and name are filtered by dotted name, and never sorted by.
    ['other nested field by dotted name', 'filters[customer.phone]=1', 'filters[customer.phone]'],
    ['nested field sort', 'sorting[customer.name]=ASC', 'sorting[customer.name]'],
    ['nested field by brackets', 'filters[customer][email]=a%40b.c', 'filters[customer]'],
    ['a path past a nested field', 'filters[customer.name.x]=Ada', 'filters[customer.name.x]'],
    ['unknown unicode attribute, encoded', 'filters[pr%C3%A9nom]=Zo%C3%A9', 'filters[prénom]'],
    ['unknown attribute with a space', 'sorting[first+name]=ASC', 'sorting[first name]'],
    ['nested key', 'filters[status][x]=1', 'filters[status]'],
    ['array page', 'pagination[page][]=1', 'pagination[page]'],
    ['repeated key', 'pagination[page]=1&pagination[page]=2', 'pagination[page]'],
    ['prototype key', 'filters[__proto__][x]=1', 'filters[__proto__][x]'],
    ['constructor key', 'sorting[constructor]=ASC', 'sorting[constructor]'],
    ['unknown pagination member', 'pagination[offset]=3', 'pagination[offset]'],
    ['unknown parameter', 'page=2', 'page'],
    ['family without brackets', 'filters=x', 'filters'],
  ])('%s', async (_title, query, parameter) => {
    const { status, body } = await get(`/bookings?${query}`)
    expect(status).toBe(400)
    expect(body.error).toMatchObject({ status: 400, code: 'invalid_query', parameter })
    expect(body.error.message).toContain(parameter)
  })
})

describe('suppliers, a resource the console has no configuration for', () => {
  it('lists seeded suppliers with a time column, a boolean, a status and a nested object', async () => {
    const { status, body } = await get('/suppliers?pagination[size]=20')
    expect(status).toBe(200)
    expect(body.pagination).toEqual({ page: 0, size: 20, total: api.data.suppliers.length })
    const [first] = body.data
    expect(first).toMatchObject({
      id: 'sup_001',
      status: expect.stringMatching(/^(ACTIVE|ONBOARDING|PAUSED|OFFBOARDED)$/),
      verified: expect.any(Boolean),
      contact: { name: expect.any(String), email: expect.stringContaining('@') },
    })
    expect(new Date(first.onboardedAt).toISOString()).toBe(first.onboardedAt)
  })

  it('names the same suppliers as the products do', () => {
    const byId = new Map(api.data.suppliers.map((supplier) => [supplier.id, supplier.name]))
    for (const product of api.data.products) {
      expect(byId.get(product.supplier.id)).toBe(product.supplier.name)
    }
  })

  it('is the same for the same seed, and leaves the products and bookings of a seed as they were', async () => {
    const { createDemoData } = await import('./demo-data.ts')
    const referenceDate = new Date('2026-11-25T12:00:00Z')
    const again = createDemoData({ referenceDate })
    expect(again.suppliers).toEqual(api.data.suppliers)
    expect(again.bookings).toEqual(api.data.bookings)
    expect(again.products).toEqual(api.data.products)
  })

  it('sorts by onboardedAt and filters by status and by a boolean', async () => {
    const sorted = await get('/suppliers?sorting[onboardedAt]=DESC&pagination[size]=20')
    const times = sorted.body.data.map((row: { onboardedAt: string }) => row.onboardedAt)
    expect(times).toEqual([...times].sort().reverse())
    const paused = await get('/suppliers?filters[status]=PAUSED&pagination[size]=20')
    expect(paused.body.data.length).toBeGreaterThan(0)
    expect(paused.body.data.every((row: { status: string }) => row.status === 'PAUSED')).toBe(true)
    const verified = await get('/suppliers?filters[verified]=false&pagination[size]=20')
    expect(verified.body.pagination.total).toBe(
      api.data.suppliers.filter((supplier) => !supplier.verified).length,
    )
  })

  it('refuses a sort by its nested object, as by any unknown attribute', async () => {
    const { status, body } = await get('/suppliers?sorting[contact]=ASC')
    expect(status).toBe(400)
    expect(body.error.parameter).toBe('sorting[contact]')
  })
})

describe('routing', () => {
  it('answers 404 JSON for an unknown resource', async () => {
    const { status, body } = await get('/customers')
    expect(status).toBe(404)
    expect(body.error.code).toBe('not_found')
  })

  it.each(['/__proto__', '/constructor', '/toString', '/suppliers/sup_001', '/..%2Fproducts'])(
    'answers 404 for %s',
    async (path) => {
      expect((await get(path)).status).toBe(404)
    },
  )

  it('answers 405 for other methods', async () => {
    const response = await fetch(`${api.url}/products`, { method: 'POST', headers: auth })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET')
  })
})

describe('CORS', () => {
  it('allows a listed origin, preflight included', async () => {
    const preflight = await fetch(`${api.url}/products`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://allowed.test',
        'Access-Control-Request-Headers': 'x-api-key,x-secret-key',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://allowed.test')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('X-Secret-Key')
    const { headers } = await get('/products', { ...auth, Origin: 'http://allowed.test' })
    expect(headers.get('access-control-allow-origin')).toBe('http://allowed.test')
    // A total sent in a header is readable from the browser only when exposed.
    expect(headers.get('access-control-expose-headers')).toMatch(/X-Total-Count/)
    expect(headers.get('access-control-expose-headers')).toMatch(/Content-Range/)
  })

  it('refuses other origins', async () => {
    const preflight = await fetch(`${api.url}/products`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://evil.test' },
    })
    expect(preflight.status).toBe(403)
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull()
    const { headers } = await get('/products', { ...auth, Origin: 'http://evil.test' })
    expect(headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('configuration from the environment', () => {
  it('refuses a bad DEMO_BOOKINGS instead of serving an empty list', async () => {
    const { demoApiOptionsFromEnv } = await import('./create-demo-api.ts')
    expect(() => demoApiOptionsFromEnv({ DEMO_BOOKINGS: 'lots' })).toThrow(/DEMO_BOOKINGS/)
    expect(() => demoApiOptionsFromEnv({ DEMO_BOOKINGS: '-5' })).toThrow(/DEMO_BOOKINGS/)
    const options = demoApiOptionsFromEnv({
      DEMO_BOOKINGS: '300',
      DEMO_CORS_ORIGINS: 'http://a, http://b',
      DEMO_API_KEY: 'k',
    })
    expect(options.data?.bookings).toHaveLength(300)
    expect(options.corsOrigins).toEqual(['http://a', 'http://b'])
    expect(options.apiKey).toBe('k')
    expect(options.secretKey).toBe('demo-secret')
  })
})
