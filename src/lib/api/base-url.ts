export type BaseUrlResult = { ok: true; baseUrl: string } | { ok: false; message: string }

const hint =
  'Enter a path on this site such as /api, or a full address such as https://api.example.com/v1.'

/** Accepts a same-site path or an http(s) URL; trailing slashes are dropped. */
export function normalizeBaseUrl(input: string): BaseUrlResult {
  const value = input.trim()
  if (value === '') return { ok: false, message: `Base URL is required. ${hint}` }
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.includes('\\') || /[?#\s]/.test(value)) {
      return { ok: false, message: `"${value}" is not a usable path. ${hint}` }
    }
    return { ok: true, baseUrl: value.replace(/\/+$/, '') || '' }
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { ok: false, message: `"${value}" is not a URL. ${hint}` }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, message: `Only http and https addresses work. ${hint}` }
  }
  if (url.username || url.password) {
    return { ok: false, message: 'Put credentials in the key fields, not in the Base URL.' }
  }
  if (url.search || url.hash) {
    return { ok: false, message: 'The Base URL cannot have a query string or fragment.' }
  }
  return { ok: true, baseUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}` }
}

export function isCrossOrigin(baseUrl: string, pageOrigin: string): boolean {
  return !baseUrl.startsWith('/') && new URL(baseUrl).origin !== pageOrigin
}
