const fallback = '/products'
const probeOrigin = 'https://console.invalid'

/** `next` after sign-in: a same-origin relative path only, never the sign-in page itself. */
export function safeNextPath(next: string | null | undefined): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\'))
    return fallback
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(next)) return fallback
  let url: URL
  try {
    url = new URL(next, probeOrigin)
  } catch {
    return fallback
  }
  if (
    url.origin !== probeOrigin ||
    url.pathname === '/sign-in' ||
    url.pathname.startsWith('/sign-in/')
  ) {
    return fallback
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  // The check that counts is on what is returned: `/.//host` and `/%2e//host` parse to `//host`,
  // which a browser reads as another origin.
  if (path.startsWith('//') || path.startsWith('/\\')) return fallback
  return path
}

export function signInPath(next: string): string {
  return `/sign-in?next=${encodeURIComponent(safeNextPath(next))}`
}
