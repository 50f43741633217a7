// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

let store: typeof import('./credentials')
/** A page load: the module starts with no copy in memory and reads storage again. */
async function pageLoad() {
  vi.resetModules()
  store = await import('./credentials')
}

const credentials = { baseUrl: '/api', apiKey: 'k', secretKey: 's' }
const storageKey = 'distribution-console.credentials'
const realSessionStorage = Object.getOwnPropertyDescriptor(globalThis, 'sessionStorage')!

beforeEach(async () => {
  sessionStorage.clear()
  localStorage.clear()
  await pageLoad()
})
afterEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', realSessionStorage)
})

function breakSessionStorage(how: 'on access' | 'on setItem') {
  const broken =
    how === 'on access'
      ? {
          get(): Storage {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        }
      : {
          value: {
            getItem: () => null,
            removeItem: () => undefined,
            setItem: () => {
              throw new DOMException('Quota exceeded', 'QuotaExceededError')
            },
          },
        }
  Object.defineProperty(globalThis, 'sessionStorage', { configurable: true, ...broken })
}

/** What another tab's write to localStorage looks like from here. */
function otherTabWrites(value: string | null) {
  if (value === null) localStorage.removeItem(storageKey)
  else localStorage.setItem(storageKey, value)
  window.dispatchEvent(
    new StorageEvent('storage', { key: storageKey, newValue: value, storageArea: localStorage }),
  )
}

describe('credential storage', () => {
  it('keeps them in sessionStorage by default', async () => {
    store.saveCredentials(credentials, false)
    expect(sessionStorage.getItem(storageKey)).not.toBeNull()
    expect(localStorage.getItem(storageKey)).toBeNull()
    await pageLoad()
    expect(store.loadCredentials()).toEqual(credentials)
  })

  it('keeps them in localStorage only when remembered', () => {
    store.saveCredentials(credentials, true)
    expect(localStorage.getItem(storageKey)).not.toBeNull()
    expect(sessionStorage.getItem(storageKey)).toBeNull()
  })

  it('clears both storages', () => {
    store.saveCredentials(credentials, true)
    sessionStorage.setItem(storageKey, JSON.stringify(credentials))
    store.clearCredentials()
    expect(localStorage.getItem(storageKey)).toBeNull()
    expect(sessionStorage.getItem(storageKey)).toBeNull()
    expect(store.loadCredentials()).toBeNull()
  })

  it.each([
    'not json',
    '{"baseUrl":"/api"}',
    '{"baseUrl":1,"apiKey":"k","secretKey":"s"}',
    '{"baseUrl":"/api","apiKey":"","secretKey":"s"}',
    'null',
  ])('ignores a damaged entry %j', (stored) => {
    sessionStorage.setItem(storageKey, stored)
    expect(store.loadCredentials()).toBeNull()
  })

  it.each(['on access', 'on setItem'] as const)(
    'keeps un-remembered credentials in memory only when sessionStorage fails %s',
    (how) => {
      breakSessionStorage(how)
      store.saveCredentials(credentials, false)
      expect(localStorage.getItem(storageKey)).toBeNull()
      expect(store.loadCredentials()).toEqual(credentials)
    },
  )

  it('still remembers in localStorage when only sessionStorage fails', async () => {
    breakSessionStorage('on access')
    store.saveCredentials(credentials, true)
    expect(JSON.parse(localStorage.getItem(storageKey)!)).toMatchObject(credentials)
    await pageLoad()
    expect(store.loadCredentials()).toEqual(credentials)
  })
})

describe('subscribeToCredentials', () => {
  it('returns the same object between changes, a new one after a change', async () => {
    store.saveCredentials(credentials, false)
    await pageLoad()
    const first = store.loadCredentials()
    expect(store.loadCredentials()).toBe(first)
    store.saveCredentials({ ...credentials, apiKey: 'k2' }, false)
    expect(store.loadCredentials()).not.toBe(first)
    expect(store.loadCredentials()).toBe(store.loadCredentials())
  })

  it('tells subscribers about sign-in and sign-out in this tab, until they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = store.subscribeToCredentials(listener)
    store.saveCredentials(credentials, false)
    store.clearCredentials()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    store.saveCredentials(credentials, false)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('signs this tab out when another tab removes the remembered credentials', () => {
    store.saveCredentials(credentials, true)
    const listener = vi.fn()
    const unsubscribe = store.subscribeToCredentials(listener)
    otherTabWrites(null)
    expect(store.loadCredentials()).toBeNull()
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('signs this tab out when another tab clears the whole localStorage', () => {
    store.saveCredentials(credentials, true)
    const listener = vi.fn()
    const unsubscribe = store.subscribeToCredentials(listener)
    localStorage.clear()
    window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }))
    expect(store.loadCredentials()).toBeNull()
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('picks up a sign-in with "remember" in another tab', () => {
    expect(store.loadCredentials()).toBeNull()
    const listener = vi.fn()
    const unsubscribe = store.subscribeToCredentials(listener)
    otherTabWrites(JSON.stringify(credentials))
    expect(store.loadCredentials()).toEqual(credentials)
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it('ignores other keys, and writes that change nothing keep the same object', () => {
    store.saveCredentials(credentials, true)
    const before = store.loadCredentials()
    const listener = vi.fn()
    const unsubscribe = store.subscribeToCredentials(listener)
    window.dispatchEvent(new StorageEvent('storage', { key: 'distribution-console.layout' }))
    otherTabWrites(JSON.stringify(credentials))
    expect(listener).not.toHaveBeenCalled()
    expect(store.loadCredentials()).toBe(before)
    unsubscribe()
  })

  it("keeps this tab's own un-remembered session when another tab signs out", () => {
    store.saveCredentials(credentials, false)
    const listener = vi.fn()
    const unsubscribe = store.subscribeToCredentials(listener)
    localStorage.setItem(storageKey, JSON.stringify({ ...credentials, apiKey: 'other' }))
    otherTabWrites(null)
    expect(store.loadCredentials()).toEqual(credentials)
    unsubscribe()
  })

  it('listens to other tabs only while someone is subscribed', () => {
    const add = vi.spyOn(window, 'addEventListener')
    const remove = vi.spyOn(window, 'removeEventListener')
    const storageCalls = (spy: typeof add) =>
      spy.mock.calls.filter(([type]) => type === 'storage').length
    const first = store.subscribeToCredentials(() => undefined)
    const second = store.subscribeToCredentials(() => undefined)
    expect(storageCalls(add)).toBe(1)
    first()
    expect(storageCalls(remove)).toBe(0)
    second()
    expect(storageCalls(remove)).toBe(1)
  })

  it('catches up on changes made while nobody was listening', () => {
    store.saveCredentials(credentials, true)
    expect(store.loadCredentials()).toEqual(credentials)
    otherTabWrites(null)
    const unsubscribe = store.subscribeToCredentials(() => undefined)
    expect(store.loadCredentials()).toBeNull()
    unsubscribe()
  })
})

describe('the sign-out mark', () => {
  const markKey = 'distribution-console.signed-out-at'
  /** Another tab signs out now: its mark, and its clearing of remembered credentials. */
  function otherTabSignsOut() {
    localStorage.setItem(markKey, String(Date.now()))
    localStorage.removeItem(storageKey)
  }

  it('passes over, and removes, a pair signed in before another tab signed out', async () => {
    store.saveCredentials(credentials, false)
    otherTabSignsOut()
    await pageLoad()
    expect(store.loadCredentials()).toBeNull()
    expect(sessionStorage.getItem(storageKey)).toBeNull()
    expect(store.droppedForSignOutElsewhere()).toBe(true)
  })

  it('keeps a pair signed in after the mark, even within the same millisecond', async () => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] })
    try {
      otherTabSignsOut()
      store.saveCredentials(credentials, false)
      await pageLoad()
      expect(store.loadCredentials()).toEqual(credentials)
      expect(store.droppedForSignOutElsewhere()).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('counts a pair stored without a sign-in time as older than any mark', async () => {
    sessionStorage.setItem(storageKey, JSON.stringify(credentials))
    await pageLoad()
    expect(store.loadCredentials()).toEqual(credentials)
    localStorage.setItem(markKey, '1')
    await pageLoad()
    expect(store.loadCredentials()).toBeNull()
  })

  it('leaves the mark on sign-out, and a later sign-in is not affected by it', async () => {
    store.saveCredentials(credentials, true)
    store.markSignedOut()
    store.clearCredentials()
    expect(Number(localStorage.getItem(markKey))).toBeGreaterThan(0)
    store.saveCredentials(credentials, true)
    await pageLoad()
    expect(store.loadCredentials()).toEqual(credentials)
    expect(store.dropCredentialsIfSignedOut()).toBe(false)
  })

  it('drops the pair of a tab that comes back after another signed out, and tells subscribers', () => {
    store.saveCredentials(credentials, false)
    const listener = vi.fn()
    const unsubscribe = store.subscribeToCredentials(listener)
    expect(store.dropCredentialsIfSignedOut()).toBe(false)
    otherTabSignsOut()
    expect(store.dropCredentialsIfSignedOut()).toBe(true)
    expect(store.loadCredentials()).toBeNull()
    expect(sessionStorage.getItem(storageKey)).toBeNull()
    expect(listener).toHaveBeenCalledTimes(1)
    unsubscribe()
  })

  it("keeps another tab's later remembered sign-in when dropping this tab's pair", () => {
    store.saveCredentials(credentials, false)
    otherTabSignsOut()
    const later = { ...credentials, apiKey: 'later' }
    localStorage.setItem(storageKey, JSON.stringify({ ...later, signedInAt: Date.now() + 1 }))
    expect(store.dropCredentialsIfSignedOut()).toBe(true)
    expect(localStorage.getItem(storageKey)).not.toBeNull()
  })

  it('applies to credentials kept in memory only, when storage refused them', () => {
    breakSessionStorage('on setItem')
    store.saveCredentials(credentials, false)
    otherTabSignsOut()
    expect(store.dropCredentialsIfSignedOut()).toBe(true)
    expect(store.loadCredentials()).toBeNull()
  })
})

describe('remembered keys unused for 30 days', () => {
  const day = 24 * 60 * 60 * 1000
  const start = Date.UTC(2026, 10, 1)
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(start)
  })
  afterEach(() => vi.useRealTimers())

  async function loadOn(dayNumber: number) {
    vi.setSystemTime(start + dayNumber * day)
    await pageLoad()
    return store.loadCredentials()
  }

  it('are forgotten as the page loads, and the module says why', async () => {
    store.saveCredentials(credentials, true)
    expect(await loadOn(31)).toBeNull()
    expect(localStorage.getItem(storageKey)).toBeNull()
    expect(store.droppedAsUnused()).toBe(true)
  })

  it('are kept while used: each use starts the 30 days again', async () => {
    store.saveCredentials(credentials, true)
    expect(await loadOn(29)).toEqual(credentials)
    expect(await loadOn(58)).toEqual(credentials)
    vi.setSystemTime(start + 58 * day + 2 * 60 * 60 * 1000)
    store.noteCredentialsUsed() // a request went through
    expect(await loadOn(87)).toEqual(credentials)
    expect(await loadOn(118)).toBeNull()
  })

  it('count from the first load after they began to be noted, when stored without a time of use', async () => {
    localStorage.setItem(storageKey, JSON.stringify({ ...credentials, signedInAt: 1 }))
    expect(await loadOn(0)).toEqual(credentials)
    expect(await loadOn(29)).toEqual(credentials)
  })

  it('leave keys not remembered alone: they end with the tab', async () => {
    store.saveCredentials(credentials, false)
    expect(await loadOn(40)).toEqual(credentials)
  })

  it('are forgotten when a tab that stayed open comes back to them, and subscribers hear of it', () => {
    store.saveCredentials(credentials, true)
    const listener = vi.fn()
    const unsubscribe = store.subscribeToCredentials(listener)
    vi.setSystemTime(start + 31 * day)
    expect(store.dropCredentialsIfUnused()).toBe(true)
    expect(store.loadCredentials()).toBeNull()
    expect(localStorage.getItem(storageKey)).toBeNull()
    expect(listener).toHaveBeenCalled()
    unsubscribe()
  })
})

describe('credentialsStorage', () => {
  it('is where the keys are, and none when signed out', () => {
    expect(store.credentialsStorage()).toBeUndefined()
    store.saveCredentials(credentials, false)
    expect(store.credentialsStorage()).toBe(sessionStorage)
    store.saveCredentials(credentials, true)
    expect(store.credentialsStorage()).toBe(localStorage)
  })
})
