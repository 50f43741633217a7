// The only place credentials live: sessionStorage, or localStorage when the user chose
// "Remember on this device". Read synchronously so a signed-in user never sees the sign-in page flash.
// A React store too: loadCredentials keeps one object until the credentials change, and
// subscribers hear of changes in this tab and, through `storage` events, in other tabs.
// Signing out leaves a mark in localStorage (a time, nothing secret), and each stored pair keeps
// the time it was signed in with: a pair older than the newest mark is not used, so a tab that was
// not running when another signed out (sessionStorage is its own) is signed out when it comes back.

export interface Credentials {
  baseUrl: string
  apiKey: string
  secretKey: string
}

type StorageName = 'sessionStorage' | 'localStorage'
/** Where `current` came from; 'memory' when no storage would take it. */
type Source = StorageName | 'memory'

interface Stored {
  credentials: Credentials | null
  source?: Source
  /** When they were signed in with (ms since epoch); 0 for entries that did not say. */
  signedInAt?: number
}

const storageKey = 'distribution-console.credentials'
export const signOutMarkKey = 'distribution-console.signed-out-at'
const listeners = new Set<() => void>()
let current: Credentials | null | undefined
let source: Source | undefined
let signedInAt = 0
/** The credentials went because of a sign-out in another tab (see `droppedForSignOutElsewhere`). */
let droppedForSignOut = false

function storage(name: StorageName): Storage | undefined {
  try {
    return globalThis[name] ?? undefined
  } catch {
    // Storage can be disabled by the browser; the session then lasts only as long as the page.
    return undefined
  }
}

function read(name: StorageName): { credentials: Credentials; signedInAt: number } | null {
  try {
    const value: unknown = JSON.parse(storage(name)?.getItem(storageKey) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const { baseUrl, apiKey, secretKey, signedInAt } = value as Record<string, unknown>
    if (
      typeof baseUrl !== 'string' ||
      typeof apiKey !== 'string' ||
      typeof secretKey !== 'string'
    ) {
      return null
    }
    if (!apiKey || !secretKey) return null
    const at = typeof signedInAt === 'number' && Number.isFinite(signedInAt) ? signedInAt : 0
    return { credentials: { baseUrl, apiKey, secretKey }, signedInAt: at }
  } catch {
    return null
  }
}

/** The newest sign-out mark of any tab (ms since epoch), or undefined when there is none. */
function signOutMark(): number | undefined {
  try {
    const mark = Number(storage('localStorage')?.getItem(signOutMarkKey) ?? NaN)
    return Number.isFinite(mark) ? mark : undefined
  } catch {
    return undefined
  }
}

const signedOutSince = (at: number, mark = signOutMark()) => mark !== undefined && mark >= at

function remove(name: StorageName): void {
  try {
    storage(name)?.removeItem(storageKey)
  } catch {
    // Nothing stored there.
  }
}

/** A pair signed out of since its sign-in is dropped from its storage and passed over. */
function readStored(): Stored {
  const mark = signOutMark()
  let dropped = false
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    const found = read(name)
    if (!found) continue
    if (!signedOutSince(found.signedInAt, mark)) return { ...found, source: name }
    remove(name)
    dropped = true
  }
  if (dropped) droppedForSignOut = true
  return { credentials: null }
}

function adopt(stored: Stored): void {
  current = stored.credentials
  source = stored.source
  signedInAt = stored.signedInAt ?? 0
}

function same(a: Credentials | null, b: Credentials | null): boolean {
  if (a === null || b === null) return a === b
  return a.baseUrl === b.baseUrl && a.apiKey === b.apiKey && a.secretKey === b.secretKey
}

function notify(): void {
  for (const listener of [...listeners]) listener()
}

export function loadCredentials(): Credentials | null {
  if (current === undefined) adopt(readStored())
  return current ?? null
}

/** Reads storage again; true when the credentials changed (their object is kept when they did not). */
function refresh(): boolean {
  if (current === undefined) return true
  // Only this page holds them: no other tab can have changed them.
  if (source === 'memory') return false
  const stored = readStored()
  const changed = !same(stored.credentials, current)
  const kept = current
  adopt(stored)
  if (!changed) current = kept // the same pair keeps its object
  return changed
}

export function saveCredentials(credentials: Credentials, remember: boolean): void {
  clearStored()
  // Newer than any sign-out so far, even within the same millisecond.
  const at = Math.max(Date.now(), (signOutMark() ?? -1) + 1)
  // Never fall back to the other storage: un-remembered keys must not outlive the session.
  const name: StorageName = remember ? 'localStorage' : 'sessionStorage'
  let stored = false
  try {
    const target = storage(name)
    target?.setItem(storageKey, JSON.stringify({ ...credentials, signedInAt: at }))
    stored = target !== undefined
  } catch {
    // Quota or privacy mode: keep the credentials in memory for this page only.
  }
  adopt({ credentials, source: stored ? name : 'memory', signedInAt: at })
  droppedForSignOut = false
  notify()
}

function clearStored(): void {
  remove('sessionStorage')
  remove('localStorage')
}

export function clearCredentials(): void {
  clearStored()
  adopt({ credentials: null })
  notify()
}

/** Leaves the mark that signs out every tab, running or not, whose sign-in is older. */
export function markSignedOut(): void {
  try {
    storage('localStorage')?.setItem(signOutMarkKey, String(Date.now()))
  } catch {
    // Without localStorage, only the tabs listening now hear of the sign-out.
  }
}

// Which key pair each failed request was sent with: an answer may arrive after the pair changed
// (another tab signed in with a new one), and a 401 to the older pair says nothing of the newer.
// Kept beside the error, never on it, so no error carries a key.
const sentWith = new WeakMap<object, Credentials>()

/** Notes the key pair a request that failed with `error` was sent with. */
export function noteSentWith(error: object, credentials: Credentials): void {
  sentWith.set(error, credentials)
}

/** True when `error` answered a request sent with a key pair other than the one signed in now. */
export function answeredOtherCredentials(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const sent = sentWith.get(error)
  return sent !== undefined && !same(sent, loadCredentials())
}

/** True when the credentials were dropped because another tab signed out after their sign-in. */
export function droppedForSignOutElsewhere(): boolean {
  return droppedForSignOut
}

/**
 * For a tab coming back (shown again, focused): drops credentials that another tab signed out of
 * since their sign-in, removing only their own copy (a remembered pair may be a later sign-in's).
 * True when it did.
 */
export function dropCredentialsIfSignedOut(): boolean {
  if (!loadCredentials() || !signedOutSince(signedInAt)) return false
  if (source !== 'memory' && source !== undefined) remove(source)
  adopt({ credentials: null })
  droppedForSignOut = true
  notify()
  return true
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
