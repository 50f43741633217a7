import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiFailure } from '@/test/demo-api'
import { startDemoApi, type RunningDemoApi } from '../../../demo-api/test-server'
import { createListQuery } from '../list-query'
import { describeFailure } from './describe-failure'
import { fetchList, listRequestUrl } from './fetch-list'

let api: RunningDemoApi
let faults: Server
let faultsUrl: string

const faultResponses: Record<string, { status: number; type: string; body: string }> = {
  '/server-error': { status: 500, type: 'application/json', body: '{"message":"boom"}' },
  '/bad-gateway': { status: 502, type: 'text/html', body: '<html>Bad gateway</html>' },
  '/html': { status: 200, type: 'text/html', body: '<!doctype html><p>Sign in</p>' },
  '/no-array': { status: 200, type: 'application/json', body: '{"ok":true}' },
  '/forbidden': { status: 403, type: 'application/json', body: '{}' },
  '/teapot': { status: 418, type: 'text/plain', body: 'no' },
  '/unprocessable': {
    status: 422,
    type: 'application/json',
    body: '{"detail":"bad filter","parameter":"filters[x]"}',
  },
}

beforeAll(async () => {
  api = await startDemoApi()
  faults = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!.replace(/\/items$/, '')
    const fault = faultResponses[path]
    if (!fault) return response.destroy()
    response.writeHead(fault.status, { 'Content-Type': fault.type })
    response.end(fault.body)
  })
  await new Promise<void>((resolve) => faults.listen(0, '127.0.0.1', resolve))
  faultsUrl = `http://127.0.0.1:${(faults.address() as AddressInfo).port}`
})
afterAll(async () => {
  await api.close()
  await new Promise((resolve) => faults.close(resolve))
})

const credentials = () => ({ baseUrl: api.url, apiKey: 'demo-key', secretKey: 'demo-secret' })

const failure = apiFailure

describe('listRequestUrl', () => {
  it('always carries page and size', () => {
    expect(listRequestUrl('/api', 'products', createListQuery())).toBe(
      '/api/products?pagination[page]=0&pagination[size]=10',
    )
  })
})

describe('fetchList against the demo API', () => {
  it('returns rows, total and a summary of the request', async () => {
    const page = await fetchList({
      credentials: credentials(),
      resource: 'products',
      query: createListQuery({ size: 5 }),
    })
    expect(page.rows).toHaveLength(5)
    expect(page.total).toBe(api.data.products.length)
    expect(page.request).toMatchObject({ method: 'GET', status: 200 })
    expect(page.request.url).not.toContain('demo-secret')
  })

  it('turns a rejected key into an auth error without repeating the key', async () => {
    const error = await failure(
      fetchList({
        credentials: { ...credentials(), secretKey: 'wrong-secret' },
        resource: 'products',
        query: createListQuery(),
      }),
    )
    expect(error.kind).toBe('auth')
    expect(error.status).toBe(401)
    expect(describeFailure(error)).not.toContain('wrong-secret')
  })

  it("turns a refused query into rejected-query with the service's message and parameter", async () => {
    const error = await failure(
      fetchList({
        credentials: credentials(),
        resource: 'products',
        query: createListQuery({ sorts: [{ attribute: 'colour', direction: 'ASC' }] }),
      }),
    )
    expect(error).toMatchObject({
      kind: 'rejected-query',
      status: 400,
      parameter: 'sorting[colour]',
    })
    expect(describeFailure(error)).toContain('colour')
  })

  it('keeps the refused request, for the Request panel to show', async () => {
    const query = createListQuery({ filters: { 'customer.phone': 'Ada', prénom: 'Zoé' } })
    const error = await failure(
      fetchList({ credentials: credentials(), resource: 'bookings', query }),
    )
    expect(error.request).toEqual({
      method: 'GET',
      url: listRequestUrl(api.url, 'bookings', query),
      status: 400,
      durationMs: expect.any(Number),
      receivedAt: expect.any(Number),
    })
    expect(error.request?.url).toContain(
      'filters[customer.phone]=Ada&filters[pr%C3%A9nom]=Zo%C3%A9',
    )
    expect(error.serviceMessage).toBe('filters[customer.phone]: unknown attribute "customer.phone"')
  })

  it('turns an unknown resource into not-found', async () => {
    const error = await failure(
      fetchList({ credentials: credentials(), resource: 'customers', query: createListQuery() }),
    )
    expect(error.kind).toBe('not-found')
  })

  it('turns an unreachable service into a network error', async () => {
    const error = await failure(
      fetchList({
        credentials: { ...credentials(), baseUrl: 'http://127.0.0.1:9' },
        resource: 'products',
        query: createListQuery(),
      }),
    )
    expect(error.kind).toBe('network')
  })

  it('passes an abort through as an abort', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      fetchList({
        credentials: credentials(),
        resource: 'products',
        query: createListQuery(),
        signal: controller.signal,
      }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('fetchList against a failing service', () => {
  it.each([
    ['server-error', 'server', 500],
    ['bad-gateway', 'server', 502],
    ['html', 'unreadable', 200],
    ['no-array', 'unreadable', undefined],
    ['forbidden', 'auth', 403],
    ['teapot', 'http', 418],
    ['unprocessable', 'rejected-query', 422],
  ])('%s is a %s error', async (path, kind, status) => {
    const error = await failure(
      fetchList({
        credentials: { ...credentials(), baseUrl: `${faultsUrl}/${path}` },
        resource: 'items',
        query: createListQuery(),
      }),
    )
    expect(error.kind).toBe(kind)
    expect(error.status).toBe(status)
  })

  it('reports a connection dropped mid-request as a network error', async () => {
    const error = await failure(
      fetchList({
        credentials: { ...credentials(), baseUrl: `${faultsUrl}/drop` },
        resource: 'items',
        query: createListQuery(),
      }),
    )
    expect(error.kind).toBe('network')
  })
})
