import type { Page } from '@playwright/test'
import { expect, openSignedIn, test, type ServiceRequest } from './fixtures'

// Links pasted from chat: each must render, reach the service only as a valid query, and be
// rewritten to its corrected form. `expected` is the corrected search ('' for none).
const long = 'x'.repeat(10_000)
const corpus: { search: string; expected: string }[] = [
  { search: 'pagination[page]=-3', expected: '' },
  { search: 'pagination[page]=-0', expected: '' },
  { search: 'pagination[page]=99999999999999999999', expected: '' },
  { search: 'pagination[page]=1.5', expected: '' },
  { search: 'pagination[page]=NaN', expected: '' },
  { search: 'pagination[page]=', expected: '' },
  { search: 'pagination[page]=0x10', expected: '' },
  { search: 'pagination[page]=1e3', expected: '' },
  { search: 'pagination[page]=%201', expected: '' },
  { search: 'pagination[size]=500', expected: 'pagination[size]=20' },
  { search: 'pagination[size]=-5', expected: 'pagination[size]=1' },
  { search: 'pagination[size]=0', expected: 'pagination[size]=1' },
  { search: 'pagination[size]=abc', expected: '' },
  { search: 'pagination[size]=', expected: '' },
  { search: 'pagination[size]=2.7', expected: 'pagination[size]=2' },
  { search: 'pagination[size]=NaN', expected: '' },
  { search: 'pagination[size]=Infinity', expected: '' },
  { search: 'pagination[page][]=1', expected: '' },
  { search: 'pagination[page][x]=1', expected: '' },
  { search: 'pagination[offset]=20', expected: '' },
  { search: 'pagination=5', expected: '' },
  { search: 'filters[a][b]=c', expected: '' },
  { search: 'filters[__proto__][x]=1', expected: '' },
  { search: 'filters[__proto__]=1', expected: '' },
  { search: 'filters[constructor][prototype][x]=1', expected: '' },
  { search: 'filters[prototype]=1', expected: '' },
  { search: 'sorting[constructor]=ASC', expected: '' },
  { search: 'sorting[__proto__]=DESC', expected: '' },
  { search: 'sorting[price]=UP', expected: '' },
  { search: 'sorting[price]=', expected: '' },
  { search: 'sorting[price]=asc', expected: 'sorting[price]=ASC' },
  { search: 'sorting[]=ASC', expected: '' },
  { search: 'pagination[page]=1&pagination[page]=2', expected: '' },
  { search: 'filters[city]=Rome&filters[city]=Paris', expected: '' },
  { search: 'sorting[price]=ASC&sorting%5Bprice%5D=DESC', expected: '' },
  { search: `filters[name]=${long}`, expected: '' },
  { search: `filters[${long.slice(0, 300)}]=1`, expected: '' },
  {
    search: 'filters[city]=%D8%A7%D9%84%D9%82%D8%A7%D9%87%D8%B1%D8%A9',
    expected: 'filters[city]=القاهرة',
  },
  {
    search: 'filters[name]=%E2%80%AEevil%E2%80%AC',
    expected: 'filters[name]=%E2%80%AEevil%E2%80%AC',
  },
  { search: 'filters[name]=%F0%9F%9A%80%20rocket', expected: 'filters[name]=🚀+rocket' },
  { search: 'filters%5BproductType%5D=tour', expected: 'filters[productType]=tour' },
  {
    search: 'filters[productType]=javascript:alert(1)',
    expected: 'filters[productType]=javascript%3Aalert%281%29',
  },
  {
    search: 'filters[name]=%3Cscript%3Ealert(1)%3C/script%3E',
    expected: 'filters[name]=%3Cscript%3Ealert%281%29%3C%2Fscript%3E',
  },
  { search: 'filters[name]=%00', expected: '' },
  { search: 'filters[name]=%zz', expected: 'filters[name]=%25zz' },
  { search: '%zz=1&pagination[size]=5', expected: 'pagination[size]=5' },
  { search: 'utm_source=chat&ref=email', expected: '' },
  { search: '&&&=&', expected: '' },
  // Any name a record may have is sent, percent-encoded; only brackets and prototype keys are not.
  { search: 'filters[a b]=1', expected: 'filters[a+b]=1' },
  {
    search: 'filters[pr%C3%A9nom]=1&sorting[@type]=ASC',
    expected: 'filters[pr%C3%A9nom]=1&sorting[%40type]=ASC',
  },
  { search: 'filters[a%5Bb]=1&sorting[a.constructor]=ASC', expected: '' },
  {
    search: 'sorting[createdAt]=DESC&sorting[createdAt]=DESC&pagination[size]=20',
    expected: 'pagination[size]=20',
  },
]

const validFamily = /^(pagination|filters|sorting)$/
/** Any name brackets can carry, short of a prototype key (also as a dotted segment). */
const validAttribute = /^(?!.*(^|\.)(__proto__|constructor|prototype)(\.|$))[^[\]]{1,128}$/

function assertValidServiceQuery(request: ServiceRequest) {
  const {
    pagination,
    filters = {},
    sorting = {},
    ...rest
  } = request.query as Record<string, Record<string, unknown>>
  expect(Object.keys(rest)).toEqual([])
  for (const family of Object.keys(request.query)) expect(family).toMatch(validFamily)
  expect(Object.keys(pagination ?? {}).sort()).toEqual(['page', 'size'])
  expect(String(pagination?.page)).toMatch(/^\d+$/)
  expect(Number(pagination?.size)).toBeGreaterThanOrEqual(1)
  expect(Number(pagination?.size)).toBeLessThanOrEqual(20)
  for (const [attribute, value] of Object.entries(filters)) {
    expect(attribute).toMatch(validAttribute)
    expect(typeof value).toBe('string')
  }
  for (const [attribute, value] of Object.entries(sorting)) {
    expect(attribute).toMatch(validAttribute)
    expect(['ASC', 'DESC']).toContain(value)
  }
}

async function visit(
  page: Page,
  requests: ServiceRequest[],
  resource: string,
  search: string,
  expected: string,
) {
  requests.length = 0
  await page.goto(`/${resource}?${search}`)
  await expect(page).toHaveURL(`/${resource}${expected ? `?${expected}` : ''}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // Loaded rows, or the service's refusal of an attribute it does not have (a valid query still).
  await expect(page.locator('table[aria-busy="false"], [role="alert"]').first()).toBeVisible()
  for (const request of requests) assertValidServiceQuery(request)
}

if (corpus.length < 40) throw new Error(`only ${corpus.length} hostile URLs: keep at least 40`)

// In batches that run side by side: one test of all of them took over two minutes on a loaded machine.
const batchSize = 13

for (let start = 0; start < corpus.length; start += batchSize) {
  const batch = corpus.slice(start, start + batchSize)
  test(`hostile list URLs ${start + 1}–${start + batch.length} of ${corpus.length} are corrected and reach the service only as valid queries`, async ({
    page,
    serviceRequests,
  }) => {
    test.setTimeout(90_000)
    await openSignedIn(page, '/products')
    for (const [offset, { search, expected }] of batch.entries()) {
      await test.step(search.slice(0, 80), () =>
        visit(
          page,
          serviceRequests,
          (start + offset) % 2 ? 'bookings' : 'products',
          search,
          expected,
        ),
      )
    }
  })
}
