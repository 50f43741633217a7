// Per-user display preferences in localStorage (column layout, time zone, saved views). Storage
// can hold anything, so readers parse and validate; writes notify subscribers.

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

export function writePreference(key: string, value: unknown): void {
  try {
    if (value === undefined) localStorage.removeItem(prefix + key)
    else localStorage.setItem(prefix + key, JSON.stringify(value))
  } catch {
    // Storage full or disabled: nothing to keep.
  }
  for (const listener of listeners) listener()
}

/** Removes every preference whose key starts with `keyPrefix`. */
export function removePreferences(keyPrefix: string): void {
  try {
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index))
    for (const key of keys) if (key?.startsWith(prefix + keyPrefix)) localStorage.removeItem(key)
  } catch {
    // Storage disabled: nothing was kept.
  }
  for (const listener of listeners) listener()
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
