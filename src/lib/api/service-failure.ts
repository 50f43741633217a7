// Turns a service answer that is not a list into an ApiError. Messages are built from the status,
// the service's own words and at most an origin: never a query string or a credential.
import { t } from '@/i18n/i18n'
import { ApiError } from './api-error'
import { defaultRetryAfterMs, describeWait, parseRetryAfter } from './retry-after'

function readServiceMessage(body: unknown): { serviceMessage?: string; parameter?: string } {
  if (typeof body !== 'object' || body === null) return {}
  const record = body as Record<string, unknown>
  const nested =
    typeof record.error === 'object' && record.error !== null
      ? (record.error as Record<string, unknown>)
      : {}
  const pick = (...values: unknown[]) =>
    values.find((value): value is string => typeof value === 'string' && value.trim() !== '')
  return {
    serviceMessage: pick(
      nested.message,
      record.message,
      record.error,
      record.detail,
      record.title,
    )?.slice(0, 500),
    parameter: pick(nested.parameter, record.parameter),
  }
}

function rateLimited(headers: Headers, details: { status: number }): ApiError {
  const asked = parseRetryAfter(headers.get('retry-after'), Date.now())
  const retryAfterMs = asked ?? defaultRetryAfterMs
  const message =
    asked !== undefined
      ? t('misc.busyWait', { wait: describeWait(asked) })
      : t('misc.busyRetry', { wait: describeWait(retryAfterMs) })
  return new ApiError('rate-limited', message, {
    ...details,
    retryAfterMs,
  })
}

export function failureFor(status: number, body: unknown, headers: Headers): ApiError {
  const details = { status, ...readServiceMessage(body) }
  const said = details.serviceMessage
  // A status is a code, not a quantity: written as it is, in every language.
  const code = String(status)
  if (status === 401 || status === 403) {
    return new ApiError('auth', t('misc.authRejected', { status: code }), details)
  }
  if (status === 400 || status === 422) {
    const message = said ? t('misc.refusedSaying', { said }) : t('misc.refused')
    return new ApiError('rejected-query', message, details)
  }
  if (status === 404) {
    const message = said ? t('misc.noSuchListSaying', { said }) : t('misc.noSuchList')
    return new ApiError('not-found', message, details)
  }
  if (status === 429) return rateLimited(headers, details)
  if (status >= 500)
    return new ApiError('server', t('misc.serverFailed', { status: code }), details)
  const message = said
    ? t('misc.httpSaying', { status: code, said })
    : t('misc.http', { status: code })
  return new ApiError('http', message, details)
}

/**
 * With `redirect: 'manual'` a browser hands back an opaque redirect (status 0, no Location);
 * Node's fetch hands back the 3xx itself.
 */
export function isRedirect(response: Response): boolean {
  const { status, type } = response
  return type === 'opaqueredirect' || (status >= 300 && status < 400 && status !== 304)
}

function originOf(location: string | null, requestUrl: string): string | undefined {
  if (!location) return undefined
  try {
    const base = new URL(requestUrl, globalThis.location?.href)
    const { origin } = new URL(location, base)
    return origin === 'null' ? undefined : origin
  } catch {
    return undefined
  }
}

export function redirectFailure(response: Response, requestUrl: string): ApiError {
  const origin = originOf(response.headers.get('location'), requestUrl)
  return new ApiError(
    'redirect',
    origin ? t('misc.redirectTo', { origin }) : t('misc.redirect'),
    response.status ? { status: response.status } : {},
  )
}
