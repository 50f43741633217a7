import type { MessageKey, MessageValue, ValuesArgument } from '@/i18n/catalog'
import { defaultRetryAfterMs } from './retry-after'

export type ApiErrorKind =
  | 'auth'
  | 'rejected-query'
  | 'not-found'
  | 'server'
  | 'network'
  | 'unreadable'
  | 'http'
  /** No complete answer (headers and body) within the request's time limit. */
  | 'timeout'
  /** HTTP 429; `retryAfterMs` says how long to wait before asking again. */
  | 'rate-limited'
  /** The service answered with a redirect, which the console does not follow. */
  | 'redirect'

interface ApiErrorDetails {
  status?: number
  /** The service's own explanation, when its error body had one. */
  serviceMessage?: string
  /** The query parameter the service named as the problem, e.g. `sorting[colour]`. */
  parameter?: string
  /** For 'rate-limited': nothing should be asked again before this many ms have passed. */
  retryAfterMs?: number
}

/** A text of the service's failures (the `misc` area of the catalog). */
export type FailureKey = Extract<MessageKey, `misc.${string}`>

/**
 * What a failure says, as a message key and its values: worded by whatever shows it
 * (describe-failure.ts), whose chunk brings the texts, so they stay out of the first load. A
 * `wait` is a duration in ms, worded there too ("12 s", "3 min").
 */
export interface FailureText {
  key: FailureKey
  values?: Readonly<Record<string, MessageValue>>
}

export const failureText = <Key extends FailureKey>(
  key: Key,
  ...[values]: ValuesArgument<Key>
): FailureText => ({ key, values })

/** The request a failure answered, as the Request panel shows it. */
export interface FailedRequest {
  method: 'GET'
  url: string
  status: number
  durationMs: number
  receivedAt: number
}

/**
 * A failed service call. Its `text` never holds credentials: callers build it from status and
 * body. Its `message` is the text's key, for a log; people read `describeFailure(error)`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly text: FailureText
  readonly status?: number
  readonly serviceMessage?: string
  readonly parameter?: string
  /** For 'rate-limited' (always set there): how long to wait, from when the answer came. */
  readonly retryAfterMs?: number
  /** For 'rate-limited' (always set there): the instant (ms since epoch) asking again is allowed. */
  readonly retryAt?: number
  /** How long the failed attempt took, when a request was made: quick failures may be retried. */
  elapsedMs?: number
  /** When the service answered at all: whether the body was JSON (else a web page, or nothing). */
  answeredJson?: boolean
  /** The request, when the service answered it (with a status): the Request panel shows it. */
  request?: FailedRequest

  constructor(kind: ApiErrorKind, text: FailureText, details: ApiErrorDetails = {}) {
    super(text.key)
    this.kind = kind
    this.text = text
    this.status = details.status
    this.serviceMessage = details.serviceMessage
    this.parameter = details.parameter
    if (kind === 'rate-limited' || details.retryAfterMs !== undefined) {
      this.retryAfterMs = details.retryAfterMs ?? defaultRetryAfterMs
      this.retryAt = Date.now() + this.retryAfterMs
    }
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function isAuthError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'auth'
}

export type RateLimitedError = ApiError & {
  kind: 'rate-limited'
  retryAfterMs: number
  retryAt: number
}

export function isRateLimited(error: unknown): error is RateLimitedError {
  return isApiError(error) && error.kind === 'rate-limited'
}

/**
 * Retrying at once can help only when the failure was the network's or the server's.
 * Never a 'timeout': the UI promises an error with Retry within 45 s of a request, and a second
 * 30-s attempt would break that. Never 'rate-limited': waiting is the caller's decision
 * (see `retryAfterMs`), not an immediate retry's.
 */
export function isRetryable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'server')
}
