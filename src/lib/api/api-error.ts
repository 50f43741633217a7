export type ApiErrorKind =
  'auth' | 'rejected-query' | 'not-found' | 'server' | 'network' | 'unreadable' | 'http'

interface ApiErrorDetails {
  status?: number
  /** The service's own explanation, when its error body had one. */
  serviceMessage?: string
  /** The query parameter the service named as the problem, e.g. `sorting[colour]`. */
  parameter?: string
}

/** A failed service call. Messages never contain credentials: callers build them from status and body. */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status?: number
  readonly serviceMessage?: string
  readonly parameter?: string

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message)
    this.kind = kind
    this.status = details.status
    this.serviceMessage = details.serviceMessage
    this.parameter = details.parameter
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

export function isAuthError(error: unknown): boolean {
  return isApiError(error) && error.kind === 'auth'
}

/** Retrying can help only when the failure was the network's or the server's. */
export function isRetryable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'network' || error.kind === 'server')
}
