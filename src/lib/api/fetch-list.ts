// One request function for every list: GET {baseUrl}/{resource}?{query} with both auth headers.
// It knows nothing of React or routing; failures come back as typed ApiErrors.
import { serializeListQuery, type ListQuery } from '../list-query'
import { ApiError, failureText } from './api-error'
import { noteSentWith, type Credentials } from './credentials'
import { takeEarlyResponse } from './early-request'
import {
  normalizeListResponse,
  type NormalizedList,
  type TotalSources,
} from './normalize-list-response'
import { startRequestDeadline } from './request-deadline'
import { failureFor, isRedirect, redirectFailure } from './service-failure'

export interface ListRequest {
  credentials: Credentials
  resource: string
  query: ListQuery
  signal?: AbortSignal
  /** The request's time limit, body included; defaults to the build's setting, else 30 s. */
  timeoutMs?: number
}

export interface RequestSummary {
  method: 'GET'
  url: string
  status: number
  durationMs: number
  /** When the answer arrived (ms since epoch): relative times read beside it until the clock ticks. */
  receivedAt: number
  /** The body's total and a header's, when the answer had both. */
  totals?: TotalSources
}

export interface ListPage extends Omit<NormalizedList, 'totals'> {
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

// A 429 applies to every request to that service: until its Retry-After has passed, requests
// fail at once without asking (a page flip or prefetch during the wait included).
const quietUntil = new Map<string, number>()

function checkQuiet(baseUrl: string): void {
  const waitMs = (quietUntil.get(baseUrl) ?? 0) - Date.now()
  if (waitMs <= 0) return
  throw new ApiError('rate-limited', failureText('misc.pause', { wait: waitMs }), {
    retryAfterMs: waitMs,
  })
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

export async function fetchList({
  credentials,
  resource,
  query,
  signal,
  timeoutMs,
}: ListRequest): Promise<ListPage> {
  const url = listRequestUrl(credentials.baseUrl, resource, query)
  checkQuiet(credentials.baseUrl)
  const started = performance.now()
  const deadline = startRequestDeadline(timeoutMs, signal)
  // The caller's abort stays an abort; the limit's abort becomes a 'timeout'.
  const interrupted = (error: unknown, otherwise: () => ApiError) => {
    if (signal?.aborted) return error
    return deadline.timedOut() ? deadline.error() : otherwise()
  }
  let answeredJson: boolean | undefined
  try {
    let response: Response
    try {
      // index.html sends the same request, in the same way, on a repeat visit (early-request.ts).
      response = await (takeEarlyResponse(url, deadline.signal) ??
        fetch(url, {
          headers: authHeaders(credentials),
          signal: deadline.signal,
          credentials: 'omit',
          // A followed redirect would carry the X-* keys to wherever the service points.
          redirect: 'manual',
        }))
    } catch (error) {
      throw interrupted(
        error,
        () =>
          new ApiError(
            'network',
            failureText('misc.unreachable', { where: credentials.baseUrl || '/' }),
          ),
      )
    }
    if (isRedirect(response)) {
      void response.body?.cancel().catch(() => undefined)
      throw redirectFailure(response, url)
    }
    let text: string
    try {
      text = await response.text()
    } catch (error) {
      throw interrupted(
        error,
        () => new ApiError('network', failureText('misc.broke'), { status: response.status }),
      )
    }
    const body = parseJson(text)
    answeredJson = body !== undefined
    if (!response.ok) throw failureFor(response.status, body, response.headers)
    if (body === undefined) {
      const type = response.headers.get('content-type')
      const text = type ? failureText('misc.notJson', { type }) : failureText('misc.notJsonUntyped')
      throw new ApiError('unreadable', text, { status: response.status })
    }
    const { totals, ...list } = normalizeListResponse(body, resource, response.headers)
    // A page holds at most the rows asked for, whatever the service sends: the list, its pager,
    // periods and exports all reckon by the size asked.
    if (list.rows.length > query.size) list.rows = list.rows.slice(0, query.size)
    const request: RequestSummary = {
      method: 'GET',
      url,
      status: response.status,
      durationMs: Math.round(performance.now() - started),
      receivedAt: Date.now(),
      ...(totals ? { totals } : {}),
    }
    return { ...list, request }
  } catch (error) {
    if (error instanceof ApiError) {
      noteSentWith(error, credentials) // a 401 ends only the session of these keys (session.ts)
      error.elapsedMs = Math.round(performance.now() - started)
      error.answeredJson ??= answeredJson
      if (error.status !== undefined) {
        const { status, elapsedMs: durationMs } = error
        error.request = { method: 'GET', url, status, durationMs, receivedAt: Date.now() }
      }
      // Answers may come back out of order: a shorter wait never cuts a longer one short.
      if (error.retryAt !== undefined) {
        const quietSoFar = quietUntil.get(credentials.baseUrl) ?? 0
        quietUntil.set(credentials.baseUrl, Math.max(quietSoFar, error.retryAt))
      }
    }
    throw error
  } finally {
    deadline.clear()
  }
}
