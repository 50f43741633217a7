// @vitest-environment jsdom
// index.html's early request, run as the browser runs it, and the fetch layer's side of it.
import { readFileSync } from 'node:fs'
import { ReadableStream } from 'node:stream/web'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { signOutMarkKey } from './credentials'
import {
  earlyRequestsKey,
  forgetEarlyRequests,
  rememberEarlyRequest,
  takeEarlyResponse,
} from './early-request'

const html = readFileSync('index.html', 'utf8')
const earlyScript = /<script>([\s\S]*?)<\/script>/.exec(html)![1]!
const credentialsKey = 'distribution-console.credentials'
const keys = { baseUrl: '/api', apiKey: 'key-1', secretKey: 'secret-1', signedInAt: 1000 }
const address = '/bookings?filters[status]=PENDING'
const requestUrl = '/api/bookings?filters[status]=PENDING&pagination[page]=0&pagination[size]=20'

function runEarlyScript(at = address) {
  window.history.replaceState(null, '', at)
  new Function(earlyScript)()
}

let fetchSpy: ReturnType<typeof vi.fn>
beforeEach(() => {
  fetchSpy = vi.fn(() => Promise.resolve(new Response('{"data":[]}')))
  vi.stubGlobal('fetch', fetchSpy)
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
  globalThis.earlyListRequest = undefined
})

describe("index.html's early request", () => {
  it('sends the request remembered for this address, with the stored keys, as the console does', () => {
    sessionStorage.setItem(credentialsKey, JSON.stringify(keys))
    rememberEarlyRequest(address, '/api', requestUrl)
    runEarlyScript()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit]
    expect(url).toBe(requestUrl)
    expect(init).toMatchObject({
      headers: { Accept: 'application/json', 'X-Api-Key': 'key-1', 'X-Secret-Key': 'secret-1' },
      credentials: 'omit',
      redirect: 'manual',
    })
    expect(globalThis.earlyListRequest?.url).toBe(requestUrl)
  })

  it.each([
    [
      'nothing is remembered for this address',
      () => rememberEarlyRequest('/products', '/api', '/api/products'),
    ],
    [
      'the keys are for another service',
      () => rememberEarlyRequest(address, 'https://old.example', requestUrl),
    ],
    [
      'another tab signed out since these keys signed in',
      () => {
        rememberEarlyRequest(address, '/api', requestUrl)
        localStorage.setItem(signOutMarkKey, '2000')
      },
    ],
    [
      'the remembered requests were forgotten on sign-out',
      () => {
        rememberEarlyRequest(address, '/api', requestUrl)
        forgetEarlyRequests()
      },
    ],
    ['storage holds no JSON', () => localStorage.setItem(earlyRequestsKey, '{not json')],
  ])('sends nothing when %s', (_, arrange) => {
    localStorage.setItem(credentialsKey, JSON.stringify(keys))
    arrange()
    runEarlyScript()
    expect(fetchSpy).not.toHaveBeenCalled()
    expect(globalThis.earlyListRequest).toBeUndefined()
  })

  it('sends nothing when signed out', () => {
    rememberEarlyRequest(address, '/api', requestUrl)
    runEarlyScript()
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it('uses keys signed in after the last sign-out', () => {
    localStorage.setItem(signOutMarkKey, '500')
    localStorage.setItem(credentialsKey, JSON.stringify(keys))
    rememberEarlyRequest(address, '/api', requestUrl)
    runEarlyScript()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })
})

describe("index.html's early answer, read as it comes", () => {
  async function earlyAnswer(answer: Response) {
    fetchSpy.mockReturnValueOnce(Promise.resolve(answer))
    sessionStorage.setItem(credentialsKey, JSON.stringify(keys))
    rememberEarlyRequest(address, '/api', requestUrl)
    runEarlyScript()
    return globalThis.earlyListRequest!.response
  }

  it('keeps its status, words, headers and bytes, and adds no type the service sent none of', async () => {
    const body = new TextEncoder().encode('{"message":"größer"}')
    const headers = { 'Retry-After': '120', 'X-Total-Count': '41' }
    const answer = await earlyAnswer(
      new Response(body, { status: 429, statusText: 'Slow', headers }),
    )
    expect([answer.status, answer.statusText]).toEqual([429, 'Slow'])
    expect(answer.headers.get('Retry-After')).toBe('120')
    expect(answer.headers.get('X-Total-Count')).toBe('41')
    expect(answer.headers.get('Content-Type')).toBeNull()
    expect(await answer.text()).toBe('{"message":"größer"}')
  })

  it('keeps a 204 without a body', async () => {
    const answer = await earlyAnswer(new Response(null, { status: 204 }))
    expect(answer.status).toBe(204)
    expect(await answer.text()).toBe('')
  })

  it('hands on an answer whose body broke off as it is: reading it fails', async () => {
    // jsdom has no ReadableStream of its own: Node's, which its Response reads.
    const broken = new ReadableStream({ start: (controller) => controller.error(new Error('cut')) })
    const answer = await earlyAnswer(new Response(broken as BodyInit, { status: 200 }))
    expect(answer.status).toBe(200)
    await expect(answer.text()).rejects.toThrow()
  })
})

describe('takeEarlyResponse', () => {
  function sendEarly() {
    sessionStorage.setItem(credentialsKey, JSON.stringify(keys))
    rememberEarlyRequest(address, '/api', requestUrl)
    runEarlyScript()
    return (fetchSpy.mock.calls[0] as [string, RequestInit])[1].signal!
  }

  it('answers exactly that request, once', async () => {
    sendEarly()
    const response = takeEarlyResponse(requestUrl, new AbortController().signal)
    await expect(response).resolves.toBeInstanceOf(Response)
    expect(takeEarlyResponse(requestUrl, new AbortController().signal)).toBeUndefined()
  })

  it('drops it, aborted, for any other request', () => {
    const earlySignal = sendEarly()
    expect(
      takeEarlyResponse('/api/bookings?pagination[page]=1', new AbortController().signal),
    ).toBeUndefined()
    expect(earlySignal.aborted).toBe(true)
    expect(takeEarlyResponse(requestUrl, new AbortController().signal)).toBeUndefined()
  })

  it("is aborted with the console's request (its time limit, a view change)", () => {
    const earlySignal = sendEarly()
    const controller = new AbortController()
    takeEarlyResponse(requestUrl, controller.signal)
    expect(earlySignal.aborted).toBe(false)
    controller.abort()
    expect(earlySignal.aborted).toBe(true)
  })
})

describe('rememberEarlyRequest', () => {
  it('keeps the 20 most recent addresses', () => {
    sessionStorage.setItem(credentialsKey, JSON.stringify(keys))
    for (let index = 0; index < 25; index++)
      rememberEarlyRequest(`/bookings?page=${index}`, '/api', `/api/bookings?${index}`)
    rememberEarlyRequest('/bookings?page=7', '/api', '/api/bookings?7')
    const kept = Object.keys(JSON.parse(sessionStorage.getItem(earlyRequestsKey)!) as object)
    expect(kept).toHaveLength(20)
    expect(kept.at(-1)).toBe('/bookings?page=7')
    expect(kept).not.toContain('/bookings?page=4')
    expect(kept).toContain('/bookings?page=24')
  })
})

describe('where the early requests are kept', () => {
  it('with keys not remembered, only in sessionStorage, and index.html finds them there', () => {
    sessionStorage.setItem(credentialsKey, JSON.stringify(keys))
    rememberEarlyRequest(address, '/api', requestUrl)
    expect(localStorage.getItem(earlyRequestsKey)).toBeNull()
    expect(sessionStorage.getItem(earlyRequestsKey)).toContain(requestUrl)
    runEarlyScript()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('with remembered keys, in localStorage beside them', () => {
    localStorage.setItem(credentialsKey, JSON.stringify({ ...keys, usedAt: Date.now() }))
    rememberEarlyRequest(address, '/api', requestUrl)
    expect(sessionStorage.getItem(earlyRequestsKey)).toBeNull()
    runEarlyScript()
    expect(fetchSpy).toHaveBeenCalledTimes(1)
  })

  it('nowhere when signed out, and forgetting them empties both storages', () => {
    rememberEarlyRequest(address, '/api', requestUrl)
    expect(localStorage.getItem(earlyRequestsKey)).toBeNull()
    expect(sessionStorage.getItem(earlyRequestsKey)).toBeNull()
    sessionStorage.setItem(earlyRequestsKey, '{}')
    localStorage.setItem(earlyRequestsKey, '{}')
    forgetEarlyRequests()
    expect([sessionStorage.length, localStorage.length]).toEqual([0, 0])
  })

  it('are not sent with remembered keys unused for 30 days', () => {
    const unused = Date.now() - 31 * 24 * 60 * 60 * 1000
    localStorage.setItem(credentialsKey, JSON.stringify({ ...keys, usedAt: unused }))
    rememberEarlyRequest(address, '/api', requestUrl)
    runEarlyScript()
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})
