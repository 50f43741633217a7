// Per-user display preferences in localStorage (column layout, time zone, saved views). Storage
// can hold anything, so readers parse and validate; writes notify subscribers.
import { credentialsStorage } from '../api/credentials'

type Listener = () => void
const listeners = new Set<Listener>()
export const preferencePrefix = 'distribution-console.'
const prefix = preferencePrefix

/** The stored JSON text, or null: a primitive, so it can serve as a React store snapshot. */
export function readRawPreference(key: string): string | null {
  try {
    return localStorage.getItem(prefix + key)
  } catch {
    return null
  }
}

export function parsePreference<T>(
  raw: string | null,
  parse: (value: unknown) => T | undefined,
  fallback: T,
): T {
  if (raw === null) return fallback
  try {
    return parse(JSON.parse(raw)) ?? fallback
  } catch {
    return fallback
  }
}

export function readPreference<T>(
  key: string,
  parse: (value: unknown) => T | undefined,
  fallback: T,
): T {
  return parsePreference(readRawPreference(key), parse, fallback)
}

/** How a write went: 'full' when the browser's storage had no room, 'unavailable' when it has none. */
export type WriteOutcome = 'written' | 'full' | 'unavailable'

function isQuotaError(error: unknown): boolean {
  // Browsers name it differently (QuotaExceededError; Firefox's NS_ERROR_DOM_QUOTA_REACHED).
  return error instanceof DOMException && (error.code === 22 || /quota/i.test(error.name))
}

/** Stores `value` (removes it when undefined); a write that fails leaves what was stored. */
export function writePreference(key: string, value: unknown): WriteOutcome {
  let outcome: WriteOutcome = 'written'
  try {
    if (value === undefined) localStorage.removeItem(prefix + key)
    else localStorage.setItem(prefix + key, JSON.stringify(value))
  } catch (error) {
    outcome = isQuotaError(error) ? 'full' : 'unavailable'
  }
  notifyPreferenceListeners()
  return outcome
}

export function notifyPreferenceListeners(): void {
  for (const listener of listeners) listener()
}

function removeFrom(storage: () => Storage, keyPrefix: string): void {
  try {
    const from = storage()
    const keys = Array.from({ length: from.length }, (_, index) => from.key(index))
    for (const key of keys) if (key?.startsWith(prefix + keyPrefix)) from.removeItem(key)
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/** Removes every preference whose key starts with `keyPrefix`. */
export function removePreferences(keyPrefix: string): void {
  removeFrom(() => localStorage, keyPrefix)
  notifyPreferenceListeners()
}

// What the console learns of a service (its columns, the attributes it refused) is kept where the
// keys are (credentials.ts): sessionStorage for a session not remembered, localStorage for one
// remembered, nowhere when signed out; and it goes when the session ends.

/** The stored JSON text of what was learned of the service in this session, or null. */
export function readSessionPreference(key: string): string | null {
  try {
    return credentialsStorage()?.getItem(prefix + key) ?? null
  } catch {
    return null
  }
}

export function writeSessionPreference(key: string, value: unknown): void {
  try {
    credentialsStorage()?.setItem(prefix + key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: it is kept in memory for this page (the callers' own copy).
  }
  notifyPreferenceListeners()
}

/** Removes what was learned under `keyPrefix`, from both storages, whichever held the keys. */
export function removeSessionPreferences(keyPrefix: string): void {
  removeFrom(() => sessionStorage, keyPrefix)
  removeFrom(() => localStorage, keyPrefix)
  notifyPreferenceListeners()
}

export function subscribeToPreferences(listener: Listener): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(prefix)) listener()
  }
  listeners.add(listener)
  // Another tab changed a preference.
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string')
}
