// How a key pair is kept in a storage (credentials.ts decides which, and when): one JSON entry
// with the keys, when they were signed in with and, for a remembered pair, when last used. A
// storage can hold anything, and can be disabled: reads parse and validate, writes say if they held.

export interface Credentials {
  baseUrl: string
  apiKey: string
  secretKey: string
}

export type StorageName = 'sessionStorage' | 'localStorage'

export const storageKey = 'distribution-console.credentials'
export const signOutMarkKey = 'distribution-console.signed-out-at'

export function storage(name: StorageName): Storage | undefined {
  try {
    return globalThis[name] ?? undefined
  } catch {
    // Storage can be disabled by the browser; the session then lasts only as long as the page.
    return undefined
  }
}

export function readEntry(
  name: StorageName,
): { credentials: Credentials; signedInAt: number; usedAt?: number } | null {
  try {
    const value: unknown = JSON.parse(storage(name)?.getItem(storageKey) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const { baseUrl, apiKey, secretKey, signedInAt, usedAt } = value as Record<string, unknown>
    if (
      typeof baseUrl !== 'string' ||
      typeof apiKey !== 'string' ||
      typeof secretKey !== 'string'
    ) {
      return null
    }
    if (!apiKey || !secretKey) return null
    const at = typeof signedInAt === 'number' && Number.isFinite(signedInAt) ? signedInAt : 0
    const used = typeof usedAt === 'number' && Number.isFinite(usedAt) ? usedAt : undefined
    return { credentials: { baseUrl, apiKey, secretKey }, signedInAt: at, usedAt: used }
  } catch {
    return null
  }
}

/** The newest sign-out mark of any tab (ms since epoch), or undefined when there is none. */
export function signOutMark(): number | undefined {
  try {
    const mark = Number(storage('localStorage')?.getItem(signOutMarkKey) ?? NaN)
    return Number.isFinite(mark) ? mark : undefined
  } catch {
    return undefined
  }
}

export function writeEntry(
  name: StorageName,
  credentials: Credentials,
  at: number,
  used: number | undefined,
): boolean {
  try {
    const target = storage(name)
    target?.setItem(storageKey, JSON.stringify({ ...credentials, signedInAt: at, usedAt: used }))
    return target !== undefined
  } catch {
    return false
  }
}

export function removeEntry(name: StorageName): void {
  try {
    storage(name)?.removeItem(storageKey)
  } catch {
    // Nothing stored there.
  }
}

/** The storage that holds the signed-in pair: what the console learns of the service goes there. */
export function credentialsStorage(): Storage | undefined {
  for (const name of ['sessionStorage', 'localStorage'] as const) {
    try {
      const found = storage(name)
      if (found?.getItem(storageKey)) return found
    } catch {
      // Not there.
    }
  }
  return undefined
}
