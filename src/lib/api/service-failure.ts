// Turns a service answer that is not a list into an ApiError. Its text's values are the status,
// the service's own words and at most an origin: never a query string or a credential.
import { ApiError, failureText } from './api-error'
import { defaultRetryAfterMs, parseRetryAfter } from './retry-after'

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
  const text =
    asked !== undefined
      ? failureText('misc.busyWait', { wait: asked })
      : failureText('misc.busyRetry', { wait: retryAfterMs })
  return new ApiError('rate-limited', text, {
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
    return new ApiError('auth', failureText('misc.authRejected', { status: code }), details)
  }
  if (status === 400 || status === 422) {
    const text = said ? failureText('misc.refusedSaying', { said }) : failureText('misc.refused')
    return new ApiError('rejected-query', text, details)
  }
  if (status === 404) {
    const text = said
      ? failureText('misc.noSuchListSaying', { said })
      : failureText('misc.noSuchList')
    return new ApiError('not-found', text, details)
  }
  if (status === 429) return rateLimited(headers, details)
  if (status >= 500)
    return new ApiError('server', failureText('misc.serverFailed', { status: code }), details)
  const text = said
    ? failureText('misc.httpSaying', { status: code, said })
    : failureText('misc.http', { status: code })
  return new ApiError('http', text, details)
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
    origin ? failureText('misc.redirectTo', { origin }) : failureText('misc.redirect'),
    response.status ? { status: response.status } : {},
  )
}
