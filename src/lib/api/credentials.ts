// The only place credentials live: sessionStorage, or localStorage when the user chose
// "Remember on this device". Read synchronously so a signed-in user never sees the sign-in page flash.

export interface Credentials {
  baseUrl: string
  apiKey: string
  secretKey: string
}

const storageKey = 'distribution-console.credentials'
let current: Credentials | null | undefined

function storages(): Storage[] {
  const found: Storage[] = []
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      const storage = globalThis[name]
      if (storage) found.push(storage)
    } catch {
      // Storage can be disabled by the browser; the session then lasts only as long as the page.
    }
  }
  return found
}

function read(storage: Storage): Credentials | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(storageKey) ?? 'null')
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

export function loadCredentials(): Credentials | null {
  if (current === undefined) {
    current = null
    for (const storage of storages()) {
      current = read(storage)
      if (current) break
    }
  }
  return current
}

export function saveCredentials(credentials: Credentials, remember: boolean): void {
  clearStored()
  const [session, local] = storages()
  const target = remember ? local : session
  try {
    target?.setItem(storageKey, JSON.stringify(credentials))
  } catch {
    // Quota or privacy mode: keep the credentials in memory for this page only.
  }
  current = credentials
}

function clearStored(): void {
  for (const storage of storages()) {
    try {
      storage.removeItem(storageKey)
    } catch {
      // Nothing stored there.
    }
  }
}

export function clearCredentials(): void {
  clearStored()
  current = null
}

/** For tests: forget the in-memory copy so the next read goes to storage again. */
export function resetCredentialsCache(): void {
  current = undefined
}
