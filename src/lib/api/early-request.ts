// A repeat visit's list request leaves before any of the console's code has arrived. The first
// inline script of index.html sends the request the console sent for the same address last time
// (remembered here, per service), with the stored keys, reads its body as soon as it comes, and
// leaves it in `earlyListRequest`. The fetch layer takes its answer only for exactly that request;
// anything else drops it. Only addresses and request URLs are kept, as the browser's history has
// them: where the keys are (sessionStorage unless the session is remembered), and forgotten when
// the session ends.
import { credentialsStorage } from './credentials'

export const earlyRequestsKey = 'distribution-console.early-requests'
const remembered = 20

interface EarlyListRequest {
  url: string
  response: Promise<Response>
  abort: () => void
}

declare global {
  var earlyListRequest: EarlyListRequest | undefined
}

type Remembered = Record<string, { baseUrl: string; url: string }>

function readRemembered(): Remembered {
  try {
    const value: unknown = JSON.parse(credentialsStorage()?.getItem(earlyRequestsKey) ?? '{}')
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Remembered)
      : {}
  } catch {
    return {}
  }
}

/** The next load of `address` (a path and query string) sends `url` to `baseUrl` at once. */
export function rememberEarlyRequest(address: string, baseUrl: string, url: string): void {
  const all = readRemembered()
  const [lastAddress, last] = Object.entries(all).at(-1) ?? []
  if (lastAddress === address && last?.url === url && last.baseUrl === baseUrl) return
  delete all[address]
  // The most recent last: the oldest go first once there are too many.
  const kept = Object.entries(all).slice(-(remembered - 1))
  try {
    credentialsStorage()?.setItem(
      earlyRequestsKey,
      JSON.stringify(Object.fromEntries([...kept, [address, { baseUrl, url }]])),
    )
  } catch {
    // Storage full or disabled: the next load asks when its code has arrived.
  }
}

export function forgetEarlyRequests(): void {
  for (const storage of [() => sessionStorage, () => localStorage]) {
    try {
      storage().removeItem(earlyRequestsKey)
    } catch {
      // Storage disabled: nothing was kept.
    }
  }
}

/**
 * The answer to the request index.html sent early, if it is `url`; once only. A different request
 * drops it. `signal` aborts it as it would the console's own fetch.
 */
export function takeEarlyResponse(url: string, signal: AbortSignal): Promise<Response> | undefined {
  const early = globalThis.earlyListRequest
  if (!early) return undefined
  globalThis.earlyListRequest = undefined
  if (early.url !== url || signal.aborted) {
    early.abort()
    return undefined
  }
  signal.addEventListener('abort', early.abort, { once: true })
  return early.response
}
