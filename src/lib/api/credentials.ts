// The only place credentials live: sessionStorage, or localStorage when the user chose
// "Remember on this device". Read synchronously so a signed-in user never sees the sign-in page flash.
// A React store too: loadCredentials keeps one object until the credentials change, and
// subscribers hear of changes in this tab and, through `storage` events, in other tabs.
// Signing out leaves a mark in localStorage (a time, nothing secret), and each stored pair keeps
// the time it was signed in with: a pair older than the newest mark is not used, so a tab that was
// not running when another signed out (sessionStorage is its own) is signed out when it comes back.
// A remembered pair also keeps when it was last used: one unused for 30 days is forgotten
// (OWASP ASVS V3.3), by this module as the page loads or the tab comes back, and by index.html's
// early request, which reads the same entry.

import {
  readEntry as read,
  removeEntry as remove,
  signOutMark,
  signOutMarkKey,
  storage,
  storageKey,
  writeEntry as write,
  type Credentials,
  type StorageName,
} from './credential-entries'

export { credentialsStorage, signOutMarkKey, type Credentials } from './credential-entries'

/** Where `current` came from; 'memory' when no storage would take it. */
type Source = StorageName | 'memory'

interface Stored {
  credentials: Credentials | null
  source?: Source
  /** When they were signed in with (ms since epoch); 0 for entries that did not say. */
  signedInAt?: number
  /** When a remembered pair was last used (ms since epoch); undefined for entries that did not say. */
  usedAt?: number
}

/** A remembered pair unused for this long is forgotten. */
export const rememberedForMs = 30 * 24 * 60 * 60 * 1000
/** How often the use of a remembered pair is written down. */
const useNotedEveryMs = 60 * 60 * 1000

const listeners = new Set<() => void>()
let current: Credentials | null | undefined
let source: Source | undefined
let signedInAt = 0
let usedAt: number | undefined
/** The credentials went because of a sign-out in another tab (see `droppedForSignOutElsewhere`). */
let droppedForSignOut = false
/** The remembered credentials went because they were not used for 30 days. */
let droppedForDisuse = false

const signedOutSince = (at: number, mark = signOutMark()) => mark !== undefined && mark >= at
/** A pair that did not say when it was used counts as used now: its 30 days start then. */
const unusedTooLong = (used: number | undefined) =>
  used !== undefined && Date.now() - used > rememberedForMs

/**
 * A pair signed out of since its sign-in, or remembered and unused for 30 days, is dropped from its
 * storage and passed over. A remembered pair read is in use: its time of use is written down.
 */
function readStored(): Stored {
  const mark = signOutMark()
  let dropped = false
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    const found = read(name)
    if (!found) continue
    const remembered = name === 'localStorage'
    if (remembered && unusedTooLong(found.usedAt)) {
      remove(name)
      droppedForDisuse = true
      continue
    }
    if (!signedOutSince(found.signedInAt, mark)) {
      const stored: Stored = { ...found, source: name }
      if (remembered) stored.usedAt = noteUse(name, found)
      return stored
    }
    remove(name)
    dropped = true
  }
  if (dropped) droppedForSignOut = true
  return { credentials: null }
}

/** Writes down that a remembered pair is in use, at most once an hour; returns its time of use. */
function noteUse(
  name: StorageName,
  stored: { credentials: Credentials; signedInAt: number; usedAt?: number },
): number | undefined {
  const now = Date.now()
  if (stored.usedAt !== undefined && now - stored.usedAt < useNotedEveryMs) return stored.usedAt
  return write(name, stored.credentials, stored.signedInAt, now) ? now : stored.usedAt
}

function adopt(stored: Stored): void {
  current = stored.credentials
  source = stored.source
  signedInAt = stored.signedInAt ?? 0
  usedAt = stored.usedAt
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
  const used = remember ? at : undefined
  // Quota or privacy mode: the credentials are kept in memory for this page only.
  const stored = write(name, credentials, at, used)
  adopt({ credentials, source: stored ? name : 'memory', signedInAt: at, usedAt: used })
  droppedForSignOut = false
  droppedForDisuse = false
  notify()
}

/** A request with the remembered pair went through: it is in use (see `rememberedForMs`). */
export function noteCredentialsUsed(): void {
  if (source !== 'localStorage' || !current) return
  if (usedAt !== undefined && Date.now() - usedAt < useNotedEveryMs) return
  const found = read('localStorage')
  // Only this pair's own entry: never one another tab signed in with since.
  if (!found || !same(found.credentials, current) || found.signedInAt !== signedInAt) return
  usedAt = noteUse('localStorage', { ...found, usedAt })
}

/** True when the remembered credentials were forgotten because they were not used for 30 days. */
export function droppedAsUnused(): boolean {
  return droppedForDisuse
}

/** For a tab coming back: forgets a remembered pair unused for 30 days. True when it did. */
export function dropCredentialsIfUnused(): boolean {
  if (!loadCredentials() || source !== 'localStorage' || !unusedTooLong(usedAt)) return false
  remove('localStorage')
  adopt({ credentials: null })
  droppedForDisuse = true
  notify()
  return true
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
