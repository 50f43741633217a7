// The only place credentials live: sessionStorage, or localStorage when the user chose
// "Remember on this device". Read synchronously so a signed-in user never sees the sign-in page flash.
// A React store too: loadCredentials keeps one object until the credentials change, and
// subscribers hear of changes in this tab and, through `storage` events, in other tabs.

export interface Credentials {
  baseUrl: string
  apiKey: string
  secretKey: string
}

type StorageName = 'sessionStorage' | 'localStorage'
/** Where `current` came from; 'memory' when no storage would take it. */
type Source = StorageName | 'memory'

const storageKey = 'distribution-console.credentials'
const listeners = new Set<() => void>()
let current: Credentials | null | undefined
let source: Source | undefined

function storage(name: StorageName): Storage | undefined {
  try {
    return globalThis[name] ?? undefined
  } catch {
    // Storage can be disabled by the browser; the session then lasts only as long as the page.
    return undefined
  }
}

function read(name: StorageName): Credentials | null {
  try {
    const value: unknown = JSON.parse(storage(name)?.getItem(storageKey) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const { baseUrl, apiKey, secretKey } = value as Record<string, unknown>
    if (
      typeof baseUrl !== 'string' ||
      typeof apiKey !== 'string' ||
      typeof secretKey !== 'string'
    ) {
      return null
    }
    if (!apiKey || !secretKey) return null
    return { baseUrl, apiKey, secretKey }
  } catch {
    return null
  }
}

function readStored(): { credentials: Credentials | null; source?: Source } {
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    const credentials = read(name)
    if (credentials) return { credentials, source: name }
  }
  return { credentials: null }
}

function same(a: Credentials | null, b: Credentials | null): boolean {
  if (a === null || b === null) return a === b
  return a.baseUrl === b.baseUrl && a.apiKey === b.apiKey && a.secretKey === b.secretKey
}

function notify(): void {
  for (const listener of [...listeners]) listener()
}

export function loadCredentials(): Credentials | null {
  if (current === undefined) ({ credentials: current, source } = readStored())
  return current
}

/** Reads storage again; true when the credentials changed (their object is kept when they did not). */
function refresh(): boolean {
  if (current === undefined) return true
  // Only this page holds them: no other tab can have changed them.
  if (source === 'memory') return false
  const stored = readStored()
  source = stored.source
  if (same(stored.credentials, current)) return false
  current = stored.credentials
  return true
}

export function saveCredentials(credentials: Credentials, remember: boolean): void {
  clearStored()
  // Never fall back to the other storage: un-remembered keys must not outlive the session.
  const name: StorageName = remember ? 'localStorage' : 'sessionStorage'
  let stored = false
  try {
    const target = storage(name)
    target?.setItem(storageKey, JSON.stringify(credentials))
    stored = target !== undefined
  } catch {
    // Quota or privacy mode: keep the credentials in memory for this page only.
  }
  current = credentials
  source = stored ? name : 'memory'
  notify()
}

function clearStored(): void {
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      storage(name)?.removeItem(storageKey)
    } catch {
      // Nothing stored there.
    }
  }
}

export function clearCredentials(): void {
  clearStored()
  current = null
  source = undefined
  notify()
}

// Fired in the other tabs when one signs in with "Remember", signs out, or clears storage.
function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== storageKey) return
  if (refresh()) notify()
}

const canListen = () =>
  typeof window !== 'undefined' && typeof window.addEventListener === 'function'

/** For `useSyncExternalStore(subscribeToCredentials, loadCredentials)`. */
export function subscribeToCredentials(listener: () => void): () => void {
  if (listeners.size === 0 && canListen()) {
    // Nobody listened to other tabs until now; what they did meanwhile counts.
    refresh()
    window.addEventListener('storage', onStorage)
  }
  listeners.add(listener)
  return () => {
    if (!listeners.delete(listener) || listeners.size > 0) return
    if (canListen()) window.removeEventListener('storage', onStorage)
  }
}
