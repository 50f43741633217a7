// fetchList's defences: the time limit, 429 and redirects, against a local server that misbehaves.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { apiFailure } from '@/test/demo-api'
import { createListQuery } from '../list-query'
import { ApiError } from './api-error'
import { describeFailure } from './describe-failure'
import { fetchList } from './fetch-list'
import { configuredRequestTimeoutMs } from './request-deadline'

let faults: Server
let faultsUrl: string

/** Requests that reached `/target`: a followed redirect would have carried the keys there. */
const targetHits: string[] = []

// Faults that are behaviours rather than canned answers.
const faultBehaviours: Record<string, (response: ServerResponse) => void> = {
  // Accepts the request and never answers.
  '/never': () => undefined,
  // Sends headers and the start of a body, then stalls.
  '/stalled-body': (response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' })
    response.write('{"data":[')
  },
  '/busy': (response) => {
    response.writeHead(429, { 'Retry-After': '12', 'Content-Type': 'application/json' })
    response.end('{"message":"slow down"}')
  },
  '/busy-garbage': (response) => {
    response.writeHead(429, { 'Retry-After': 'soon, please' })
    response.end()
  },
  '/busy-bare': (response) => {
    response.writeHead(429)
    response.end()
  },
  '/busy-until': (response) => {
    response.writeHead(429, { 'Retry-After': new Date(Date.now() + 30_000).toUTCString() })
    response.end()
  },
  '/redirect-away': (response) => {
    response.writeHead(302, {
      Location: 'https://user:pass@elsewhere.example:8443/v1/products?apiKey=leaked#x',
    })
    response.end()
  },
  '/redirect-here': (response) => {
    response.writeHead(307, { Location: '/target/items?pagination[page]=0' })
    response.end()
  },
}

beforeAll(async () => {
  faults = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!.replace(/\/items$/, '')
    if (path === '/target') {
      targetHits.push(String(request.headers['x-api-key']))
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return response.end('[]')
    }
    const behaviour = faultBehaviours[path]
    if (behaviour) return behaviour(response)
    response.destroy()
  })
  await new Promise<void>((resolve) => faults.listen(0, '127.0.0.1', resolve))
  faultsUrl = `http://127.0.0.1:${(faults.address() as AddressInfo).port}`
})
afterAll(async () => {
  faults.closeAllConnections()
  await new Promise((resolve) => faults.close(resolve))
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
})

const credentials = () => ({ baseUrl: faultsUrl, apiKey: 'demo-key', secretKey: 'demo-secret' })

const failure = apiFailure

const fault = (path: string, extra: { timeoutMs?: number; signal?: AbortSignal } = {}) =>
  fetchList({
    credentials: { ...credentials(), baseUrl: `${faultsUrl}/${path}` },
    resource: 'items',
    query: createListQuery(),
    ...extra,
  })

describe('the time limit of a request', () => {
  it('fails a service that never answers as a timeout, naming the limit', async () => {
    const error = await failure(fault('never', { timeoutMs: 300 }))
    expect(error.kind).toBe('timeout')
    expect(describeFailure(error)).toBe('The service did not answer within 0.3 s.')
  })

  it('covers the body too: headers then a stalled body is a timeout', async () => {
    const error = await failure(fault('stalled-body', { timeoutMs: 300 }))
    expect(error.kind).toBe('timeout')
  })

  it('keeps a caller abort an abort, while waiting for headers or for the body', async () => {
    for (const path of ['never', 'stalled-body']) {
      const controller = new AbortController()
      setTimeout(() => controller.abort(), 100)
      const outcome = await fault(path, { timeoutMs: 20_000, signal: controller.signal }).catch(
        (error: unknown) => error,
      )
      expect(outcome).not.toBeInstanceOf(ApiError)
      expect(outcome).toMatchObject({ name: 'AbortError' })
    }
  })

  it('is 30 s by default, and its timer is gone once the request is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const hang = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        (_input, init) =>
          new Promise((_resolve, reject) =>
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
          ),
      )
    const outcome = fetchList({
      credentials: credentials(),
      resource: 'products',
      query: createListQuery(),
    })
    const settled = vi.fn()
    outcome.catch(settled)
    await vi.advanceTimersByTimeAsync(29_999)
    expect(settled).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    const error = await failure(outcome)
    expect(describeFailure(error)).toBe('The service did not answer within 30 s.')

    hang.mockResolvedValue(new Response('[]', { status: 200 }))
    await fetchList({ credentials: credentials(), resource: 'products', query: createListQuery() })
    const used = hang.mock.calls.at(-1)?.[1]?.signal
    await vi.advanceTimersByTimeAsync(60_000)
    expect(used?.aborted).toBe(false)
  })

  it.each([
    ['1500', 1500],
    [undefined, 30_000],
    ['', 30_000],
    ['abc', 30_000],
    ['0', 30_000],
    ['-5', 30_000],
    ['12.5', 30_000],
    ['99999999999', 30_000],
  ])('reads VITE_REQUEST_TIMEOUT_MS=%j as %d ms', (setting, expected) => {
    if (setting !== undefined) vi.stubEnv('VITE_REQUEST_TIMEOUT_MS', setting)
    expect(configuredRequestTimeoutMs()).toBe(expected)
  })
})

describe('429 Too Many Requests', () => {
  it("is rate-limited, with the service's Retry-After", async () => {
    const error = await failure(fault('busy'))
    expect(error).toMatchObject({ kind: 'rate-limited', status: 429, retryAfterMs: 12_000 })
    expect(describeFailure(error)).toBe('The service is busy (HTTP 429); it asks to wait 12 s.')
    expect(error.retryAt! - Date.now()).toBeGreaterThan(5_000)
  })

  it('reads an HTTP date', async () => {
    const error = await failure(fault('busy-until'))
    expect(error.retryAfterMs).toBeGreaterThan(20_000)
    expect(error.retryAfterMs).toBeLessThanOrEqual(30_000)
  })

  it.each(['busy-bare', 'busy-garbage'])('%s backs off 2 s', async (path) => {
    const error = await failure(fault(path))
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfterMs: 2000 })
    expect(describeFailure(error)).toBe('The service is busy (HTTP 429); try again in 2 s.')
  })
})

describe('redirects', () => {
  it('are not followed, so the keys never reach the place they point to', async () => {
    const error = await failure(fault('redirect-here'))
    expect(error).toMatchObject({ kind: 'redirect', status: 307 })
    expect(describeFailure(error)).toContain(`redirected the request to ${faultsUrl};`)
    expect(targetHits).toEqual([])
  })

  it('name only the origin they point to: no path, query or user info', async () => {
    const error = await failure(fault('redirect-away'))
    expect(error.kind).toBe('redirect')
    expect(describeFailure(error)).toBe(
      'The service redirected the request to https://elsewhere.example:8443; the console does ' +
        'not follow redirects, so your keys go only to the Base URL. Sign in with the address it ' +
        'redirects to.',
    )
  })

  it("are a browser's opaque redirect too, asked for with redirect: 'manual'", async () => {
    const opaque = {
      type: 'opaqueredirect',
      status: 0,
      ok: false,
      headers: new Headers(),
      body: null,
    }
    const spy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(opaque as unknown as Response)
    const error = await failure(
      fetchList({ credentials: credentials(), resource: 'products', query: createListQuery() }),
    )
    expect(spy.mock.calls[0]?.[1]).toMatchObject({ redirect: 'manual', credentials: 'omit' })
    expect(error.kind).toBe('redirect')
    expect(error.status).toBeUndefined()
    expect(describeFailure(error)).toMatch(/^The service redirected the request; the console/)
  })
})
