// One request function for every list: GET {baseUrl}/{resource}?{query} with both auth headers.
// It knows nothing of React or routing; failures come back as typed ApiErrors.
import { serializeListQuery, type ListQuery } from '../list-query'
import { ApiError } from './api-error'
import type { Credentials } from './credentials'
import { normalizeListResponse, type NormalizedList } from './normalize-list-response'

export interface ListRequest {
  credentials: Credentials
  resource: string
  query: ListQuery
  signal?: AbortSignal
}

export interface RequestSummary {
  method: 'GET'
  url: string
  status: number
  durationMs: number
  /** When the answer arrived (ms since epoch): "3 hours ago" is relative to this. */
  receivedAt: number
}

export interface ListPage extends NormalizedList {
  request: RequestSummary
}

export function listRequestUrl(baseUrl: string, resource: string, query: ListQuery): string {
  return `${baseUrl}/${encodeURIComponent(resource)}?${serializeListQuery(query, { explicitPagination: true })}`
}

export function authHeaders(credentials: Credentials): Record<string, string> {
  return {
    Accept: 'application/json',
    'X-Api-Key': credentials.apiKey,
    'X-Secret-Key': credentials.secretKey,
  }
}

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

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

function failureFor(status: number, body: unknown): ApiError {
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
  if (status >= 500)
    return new ApiError(
      'server',
      `The service failed (HTTP ${status}). Try again in a moment.`,
      details,
    )
  return new ApiError('http', `The service answered HTTP ${status}${said}`, details)
}

export async function fetchList({
  credentials,
  resource,
  query,
  signal,
}: ListRequest): Promise<ListPage> {
  const url = listRequestUrl(credentials.baseUrl, resource, query)
  const started = performance.now()
  let response: Response
  try {
    response = await fetch(url, { headers: authHeaders(credentials), signal, credentials: 'omit' })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError('network', `Could not reach the service at ${credentials.baseUrl || '/'}.`)
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    if (signal?.aborted) throw error
    throw new ApiError('network', 'The connection to the service broke while reading its answer.', {
      status: response.status,
    })
  }
  const body = parseJson(text)
  if (!response.ok) throw failureFor(response.status, body)
  if (body === undefined) {
    const type = response.headers.get('content-type') ?? 'no content type'
    throw new ApiError(
      'unreadable',
      `The service answered with something that is not JSON (${type}).`,
      {
        status: response.status,
      },
    )
  }
  const request: RequestSummary = {
    method: 'GET',
    url,
    status: response.status,
    durationMs: Math.round(performance.now() - started),
    receivedAt: Date.now(),
  }
  return { ...normalizeListResponse(body, resource), request }
}
