import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/auth'

/** `message` is read in the language in force when it is shown. */
export type BaseUrlResult = { ok: true; baseUrl: string } | { ok: false; readonly message: string }

const refusal = (message: () => string): BaseUrlResult => ({
  ok: false,
  get message() {
    return message()
  },
})

/** Accepts a same-site path or an http(s) URL; trailing slashes are dropped. */
export function normalizeBaseUrl(input: string): BaseUrlResult {
  const value = input.trim()
  if (value === '') return refusal(() => t('auth.baseUrlRequired'))
  if (value.startsWith('/')) {
    if (value.startsWith('//') || value.includes('\\') || /[?#\s]/.test(value)) {
      return refusal(() => t('auth.baseUrlBadPath', { value }))
    }
    return { ok: true, baseUrl: value.replace(/\/+$/, '') || '' }
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return refusal(() => t('auth.baseUrlNotUrl', { value }))
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refusal(() => t('auth.baseUrlScheme'))
  }
  if (url.username || url.password) {
    return refusal(() => t('auth.baseUrlCredentials'))
  }
  if (url.search || url.hash) {
    return refusal(() => t('auth.baseUrlQuery'))
  }
  return { ok: true, baseUrl: `${url.origin}${url.pathname.replace(/\/+$/, '')}` }
}

export function isCrossOrigin(baseUrl: string, pageOrigin: string): boolean {
  return !baseUrl.startsWith('/') && new URL(baseUrl).origin !== pageOrigin
}
