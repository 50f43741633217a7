import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, failureText } from './api-error'
import {
  classifyVerification,
  verificationResourceFrom,
  verifyCredentials,
  type VerificationResult,
} from './verify-credentials'

const json = 'application/json'
const html = 'text/html; charset=utf-8'

let service = 0
/** Each case its own Base URL: a 429 quiets the service it came from for later requests. */
const credentials = () => ({ baseUrl: `/service-${++service}`, apiKey: 'k', secretKey: 's' })

function answer(status: number, type: string | null, body: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(body, { status, headers: type ? { 'Content-Type': type } : {} }),
    ),
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('verifyCredentials reads the one answer by what the service promises', () => {
  it.each<[string, number, string | null, string, VerificationResult['outcome']]>([
    ['a list', 200, json, '[{"id":1}]', 'passed'],
    ['a list in an envelope', 200, json, '{"data":[],"total":0}', 'passed'],
    ['JSON that is no list', 200, json, '{"ok":true}', 'passed'],
    [
      'a 404 for a resource this service lacks',
      404,
      json,
      '{"error":"no such resource"}',
      'passed',
    ],
    ['a JSON refusal of the query', 400, json, '{"message":"bad size"}', 'passed'],
    ['401', 401, json, '{"error":{"message":"bad key"}}', 'rejected'],
    ['403 as a web page', 403, html, '<h1>Forbidden</h1>', 'rejected'],
    ['a web page', 200, html, '<!doctype html><title>Console</title>', 'elsewhere'],
    ['a 404 web page', 404, html, '<h1>Not Found</h1>', 'elsewhere'],
    ['plain text', 200, 'text/plain', 'hello', 'elsewhere'],
    ['an empty 404', 404, null, '', 'elsewhere'],
    ['a server failure', 500, json, '{"message":"boom"}', 'failed'],
    ['a gateway failure page', 502, html, '<h1>Bad gateway</h1>', 'failed'],
    ['a 429', 429, json, '{}', 'failed'],
  ])('%s (HTTP %i) → %s', async (_, status, type, body, outcome) => {
    answer(status, type, body)
    expect((await verifyCredentials(credentials())).outcome).toBe(outcome)
  })

  it('no answer at all → unreachable', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    expect(await verifyCredentials(credentials())).toEqual({ outcome: 'unreachable' })
  })

  it('asks the resource given, for one record, with both keys', async () => {
    answer(200, json, '[]')
    const pair = credentials()
    await verifyCredentials(pair, 'suppliers')
    const [url, init] = vi.mocked(fetch).mock.calls[0]!
    expect(url).toBe(`${pair.baseUrl}/suppliers?pagination[page]=0&pagination[size]=1`)
    expect(init?.headers).toMatchObject({ 'X-Api-Key': 'k', 'X-Secret-Key': 's' })
  })
})

describe('classifyVerification', () => {
  it('takes anything that is not a service failure as unexpected', () => {
    expect(classifyVerification(new Error('bug'))).toEqual({ outcome: 'unexpected' })
  })

  it('keeps the error of failures that explain themselves', () => {
    const error = new ApiError('redirect', failureText('misc.redirect'))
    expect(classifyVerification(error)).toEqual({ outcome: 'failed', error })
  })
})

describe('verificationResourceFrom', () => {
  it.each([
    [undefined, 'products'],
    ['', 'products'],
    ['suppliers', 'suppliers'],
    [' bookings ', 'bookings'],
    ['a/b', 'products'],
    ['../admin', 'products'],
    ['sign-in', 'products'],
  ])('%j → %s', (setting, resource) => {
    expect(verificationResourceFrom(setting)).toBe(resource)
  })
})
