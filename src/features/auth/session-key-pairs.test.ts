// @vitest-environment jsdom
// A 401 or 403 ends the session whose keys it rejected, never a newer one: an answer to a request
// sent with an older key pair may arrive after another tab signed in with a new pair.
import type { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createListQuery } from '@/lib/list-query'

const credentialsKey = 'distribution-console.credentials'
const older = { baseUrl: '/api', apiKey: 'older-key', secretKey: 'older-secret' }
const newer = { baseUrl: '/api', apiKey: 'newer-key', secretKey: 'newer-secret' }

let store: typeof import('@/lib/api/credentials')
let fetchList: typeof import('@/lib/api/fetch-list').fetchList
let queryClient: QueryClient
let answer: (response: Response) => void

beforeEach(async () => {
  vi.resetModules()
  store = await import('@/lib/api/credentials')
  ;({ fetchList } = await import('@/lib/api/fetch-list'))
  const { createQueryClient } = await import('@/app/query-client')
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  )
  store.saveCredentials(older, true)
  queryClient = createQueryClient()
})
afterEach(() => {
  queryClient.clear()
  vi.unstubAllGlobals()
  localStorage.clear()
  sessionStorage.clear()
})

/** A list request sent with the key pair signed in now, as the list's query sends it. */
function askForBookings() {
  const asked = queryClient.fetchQuery({
    queryKey: ['resources', 'bookings', 'list'],
    queryFn: () =>
      fetchList({
        credentials: store.loadCredentials()!,
        resource: 'bookings',
        query: createListQuery({}),
      }),
    retry: false,
  })
  asked.catch(() => undefined)
  return asked
}

/** Another tab signs in with "Remember" and the newer pair: this tab hears of it. */
function signInElsewhere() {
  localStorage.setItem(credentialsKey, JSON.stringify({ ...newer, signedInAt: Date.now() + 1 }))
  window.dispatchEvent(new StorageEvent('storage', { key: credentialsKey }))
  expect(store.loadCredentials()).toEqual(newer)
}

const unauthorized = () =>
  new Response('{"message":"invalid key"}', {
    status: 401,
    headers: { 'Content-Type': 'application/json' },
  })

describe('a 401 answering a request sent with an older key pair', () => {
  it('leaves the newer session signed in', async () => {
    const asked = askForBookings()
    signInElsewhere()
    answer(unauthorized())
    await expect(asked).rejects.toMatchObject({ kind: 'auth' })
    expect(store.loadCredentials()).toEqual(newer)
    expect(localStorage.getItem(credentialsKey)).toContain('newer-key')
  })

  it('still ends the session whose own keys it rejected', async () => {
    signInElsewhere()
    const asked = askForBookings()
    answer(unauthorized())
    await expect(asked).rejects.toMatchObject({ kind: 'auth' })
    expect(store.loadCredentials()).toBeNull()
  })
})
