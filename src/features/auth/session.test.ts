// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

let session: typeof import('./session')
let store: typeof import('@/lib/api/credentials')
let disconnect: () => void
const credentials = { baseUrl: '/api', apiKey: 'k', secretKey: 's' }
const markKey = 'distribution-console.signed-out-at'

/** A page load of this tab, signed in with un-remembered credentials. */
beforeEach(async () => {
  sessionStorage.clear()
  localStorage.clear()
  vi.resetModules()
  store = await import('@/lib/api/credentials')
  session = await import('./session')
  store.saveCredentials(credentials, false)
  disconnect = session.connectSession(new QueryClient())
})
afterEach(() => disconnect())

/** Another tab signs out while this one hears nothing (it was elsewhere, or not yet listening). */
function signOutElsewhereUnheard() {
  localStorage.setItem(markKey, String(Date.now()))
}

describe('a tab that missed a sign-out elsewhere', () => {
  it.each([
    ['is shown again', () => window.dispatchEvent(new PageTransitionEvent('pageshow'))],
    ['is focused', () => window.dispatchEvent(new FocusEvent('focus'))],
    ['becomes visible', () => document.dispatchEvent(new Event('visibilitychange'))],
  ])('signs out when it %s', (_, comeBack) => {
    signOutElsewhereUnheard()
    expect(store.loadCredentials()).not.toBeNull()
    comeBack()
    expect(store.loadCredentials()).toBeNull()
    expect(session.sessionEndReason()).toBe('elsewhere')
  })

  it('signs out when a storage event brings the mark', () => {
    signOutElsewhereUnheard()
    window.dispatchEvent(new StorageEvent('storage', { key: markKey }))
    expect(store.loadCredentials()).toBeNull()
  })

  it('stays signed in when the sign-out came before its sign-in', () => {
    signOutElsewhereUnheard()
    store.saveCredentials(credentials, false)
    window.dispatchEvent(new FocusEvent('focus'))
    expect(store.loadCredentials()).toEqual(credentials)
    expect(session.sessionEndReason()).toBeUndefined()
  })

  it('finds the mark of a sign-out made while it was starting', async () => {
    disconnect()
    vi.resetModules()
    store = await import('@/lib/api/credentials')
    session = await import('./session')
    expect(store.loadCredentials()).toEqual(credentials)
    signOutElsewhereUnheard()
    disconnect = session.connectSession(new QueryClient())
    expect(store.loadCredentials()).toBeNull()
  })
})

describe('signing out', () => {
  it('leaves a mark that is a time, not a secret', () => {
    session.endSession('signed-out')
    expect(store.loadCredentials()).toBeNull()
    expect(Object.keys(localStorage)).toEqual([markKey])
    expect(Number(localStorage.getItem(markKey))).toBeGreaterThan(0)
  })
})

describe('what the console learned of the service', () => {
  const early = 'distribution-console.early-requests'
  const columns = 'distribution-console.known-columns.bookings./api'
  const refused = 'distribution-console.refused-attributes.bookings./api'

  /** A list shown: its early request, columns and a refusal remembered, as the list does. */
  async function showAList() {
    const { rememberEarlyRequest } = await import('@/lib/api/early-request')
    const { rememberKnownColumns } = await import('@/lib/preferences/known-columns')
    const { rememberRefusals } = await import('@/lib/preferences/refused-attributes')
    rememberEarlyRequest('/bookings?filters[email]=ada@example.com', '/api', '/api/bookings?x')
    rememberKnownColumns('/api', 'bookings', [{ id: 'email', attribute: 'email' }])
    rememberRefusals('/api', 'bookings', [{ attribute: 'notes', uses: ['sort'], unknown: false }])
  }

  it('is kept where the keys are: in sessionStorage for a session not remembered', async () => {
    await showAList()
    for (const key of [early, columns, refused]) {
      expect(localStorage.getItem(key)).toBeNull()
      expect(sessionStorage.getItem(key)).not.toBeNull()
    }
  })

  it('goes when the service rejects the keys', async () => {
    store.saveCredentials(credentials, true)
    await showAList()
    const { ApiError, failureText } = await import('@/lib/api/api-error')
    session.endSessionOnAuthError(new ApiError('auth', failureText('misc.signedOut')))
    expect(store.loadCredentials()).toBeNull()
    for (const key of [early, columns, refused]) {
      expect(localStorage.getItem(key)).toBeNull()
      expect(sessionStorage.getItem(key)).toBeNull()
    }
  })

  it('goes when the page loads after a sign-out in another tab', async () => {
    await showAList()
    disconnect()
    signOutElsewhereUnheard()
    // The page comes back by a load of its own (back from another site), not a shown event.
    vi.resetModules()
    store = await import('@/lib/api/credentials')
    session = await import('./session')
    expect(store.loadCredentials()).toBeNull()
    disconnect = session.connectSession(new QueryClient())
    for (const key of [early, columns, refused]) expect(sessionStorage.getItem(key)).toBeNull()
  })
})
