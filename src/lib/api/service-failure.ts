// Turns a service answer that is not a list into an ApiError. Messages are built from the status,
// the service's own words and at most an origin: never a query string or a credential.
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
  const wait =
    asked !== undefined
      ? `it asks to wait ${describeWait(asked)}`
      : `try again in ${describeWait(retryAfterMs)}`
  return new ApiError('rate-limited', `The service is busy (HTTP 429); ${wait}.`, {
    ...details,
    retryAfterMs,
  })
}

export function failureFor(status: number, body: unknown, headers: Headers): ApiError {
  const details = { status, ...readServiceMessage(body) }
  const said = details.serviceMessage ? `: ${details.serviceMessage}` : '.'
  if (status === 401 || status === 403) {
    return new ApiError('auth', `The service rejected the credentials (HTTP ${status}).`, details)
  }
  if (status === 400 || status === 422) {
    return new ApiError('rejected-query', `The service refused this query${said}`, details)
  }
  if (status === 404)
    return new ApiError('not-found', `The service has no such list (HTTP 404)${said}`, details)
  if (status === 429) return rateLimited(headers, details)
  if (status >= 500)
    return new ApiError(
      'server',
      `The service failed (HTTP ${status}). Try again in a moment.`,
      details,
    )
  return new ApiError('http', `The service answered HTTP ${status}${said}`, details)
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
    `The service redirected the request${origin ? ` to ${origin}` : ''}; the console does not ` +
      'follow redirects, so your keys go only to the Base URL. Sign in with the address it ' +
      'redirects to.',
    response.status ? { status: response.status } : {},
  )
}
