// The embedded demo service: a strict, connect-style handler for GET /products, /bookings and
// /suppliers following the service's documented conventions. Mounted at /api by vite.config.ts and served
// standalone by server.ts.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Booking } from './data/bookings.ts'
import {
  createBookingMaker,
  createDemoData,
  nestedFilterPaths,
  type DemoData,
} from './demo-data.ts'
import { createLiveBookings } from './live-bookings.ts'
import { createRecordList, scalarAttributes, type DemoRecord } from './list-records.ts'
import { parseServiceQuery } from './service-query.ts'

export interface DemoApiOptions {
  apiKey?: string
  secretKey?: string
  /** Origins allowed to call the API from a browser on another origin (CORS). */
  corsOrigins?: readonly string[]
  data?: DemoData
  /** Live mode: a new booking made "now" every so many milliseconds. Off when absent or 0. */
  newBookingEveryMs?: number
  /** The clock (ms since epoch), for tests of live mode. */
  now?: () => number
}

export type DemoApiHandler = (
  request: IncomingMessage,
  response: ServerResponse,
  next?: (error?: unknown) => void,
) => void

/** The handler, plus a way for tests in the same process to add a booking (made now by default). */
export interface DemoApi extends DemoApiHandler {
  addBooking: (createdAt?: Date) => Booking
}

export const defaultApiKey = 'demo-key'
export const defaultSecretKey = 'demo-secret'

const allowedRequestHeaders = 'X-Api-Key, X-Secret-Key, Accept, Content-Type'
// A browser on another origin may read only the response headers listed here: a total sent in a
// header needs it as much as a console in direct mode needs the total.
const exposedResponseHeaders = 'X-Total-Count, Content-Range, Retry-After'

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest()
}

function sameSecret(received: string | string[] | undefined, expected: Buffer): boolean {
  return typeof received === 'string' && timingSafeEqual(digest(received), expected)
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body)
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json; charset=utf-8')
  response.setHeader('Cache-Control', 'no-store')
  response.setHeader('Content-Length', Buffer.byteLength(payload))
  response.end(payload)
}

function sendError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  parameter?: string,
): void {
  sendJson(response, status, {
    error: { status, code, message, ...(parameter ? { parameter } : {}) },
  })
}

function positiveInteger(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined
  const parsed = Number(value)
  if (Number.isSafeInteger(parsed) && parsed > 0 && parsed <= 5_000_000) return parsed
  throw new Error(`${name} must be a whole number from 1 to 5,000,000, not "${value}"`)
}

function seconds(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const parsed = /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : Number.NaN
  if (parsed === 0 || (parsed >= 0.1 && parsed <= 86_400)) return parsed
  throw new Error(
    `${name} must be a number of seconds from 0.1 to 86,400 (0 turns it off), not "${value}"`,
  )
}

/**
 * Live mode's interval in ms from DEMO_NEW_BOOKING_EVERY_S, else from `defaultSeconds`; undefined
 * when off. Throws on a malformed value, so a server can refuse to start.
 */
export function newBookingIntervalFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  defaultSeconds = 0,
): number | undefined {
  const every = seconds(env.DEMO_NEW_BOOKING_EVERY_S, 'DEMO_NEW_BOOKING_EVERY_S') ?? defaultSeconds
  return every > 0 ? every * 1000 : undefined
}

export function demoApiOptionsFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  defaults: { newBookingEveryS?: number } = {},
): DemoApiOptions {
  return {
    newBookingEveryMs: newBookingIntervalFromEnv(env, defaults.newBookingEveryS),
    apiKey: env.DEMO_API_KEY || defaultApiKey,
    secretKey: env.DEMO_SECRET_KEY || defaultSecretKey,
    corsOrigins: (env.DEMO_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    data: createDemoData({ bookings: positiveInteger(env.DEMO_BOOKINGS, 'DEMO_BOOKINGS') }),
  }
}

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const apiKey = digest(options.apiKey ?? defaultApiKey)
  const secretKey = digest(options.secretKey ?? defaultSecretKey)
  const corsOrigins = new Set(options.corsOrigins ?? [])
  const now = options.now ?? Date.now
  const data = options.data ?? createDemoData()
  // A copy, so bookings added here never change the caller's data (tests share one seed).
  const records: DemoData = { ...data, bookings: [...data.bookings] }
  const listOf = (rows: readonly unknown[]) => createRecordList(rows as DemoRecord[])
  const resources = new Map(
    Object.entries(records).map(([name, rows]: [string, DemoRecord[]]) => [
      name,
      {
        list: listOf(rows),
        attributes: scalarAttributes(rows),
        filterPaths: new Set(nestedFilterPaths[name as keyof DemoData]),
      },
    ]),
  )
  const makeBooking = createBookingMaker(data)
  const add = (added: readonly Booking[]) => {
    if (added.length === 0) return
    records.bookings.push(...added)
    // The list caches sorted and filtered copies; a fresh one sorts the new rows in.
    resources.get('bookings')!.list = listOf(records.bookings)
  }
  const dueBookings = options.newBookingEveryMs
    ? createLiveBookings(makeBooking, options.newBookingEveryMs, now)
    : undefined
  const addBooking = (createdAt = new Date(now())) => {
    const booking = makeBooking(createdAt)
    add([booking])
    return booking
  }

  const demoApi: DemoApiHandler = function demoApi(request, response) {
    const origin = request.headers.origin
    if (origin && corsOrigins.has(origin)) {
      response.setHeader('Access-Control-Allow-Origin', origin)
      response.setHeader('Access-Control-Expose-Headers', exposedResponseHeaders)
      response.setHeader('Vary', 'Origin')
    }
    if (request.method === 'OPTIONS') {
      if (!origin || !corsOrigins.has(origin)) {
        sendError(response, 403, 'origin_not_allowed', 'This origin may not call the API')
        return
      }
      response.setHeader('Access-Control-Allow-Methods', 'GET')
      response.setHeader('Access-Control-Allow-Headers', allowedRequestHeaders)
      response.setHeader('Access-Control-Max-Age', '600')
      response.statusCode = 204
      response.end()
      return
    }

    if (
      !sameSecret(request.headers['x-api-key'], apiKey) ||
      !sameSecret(request.headers['x-secret-key'], secretKey)
    ) {
      sendError(
        response,
        401,
        'unauthenticated',
        'Both X-Api-Key and X-Secret-Key headers are required and must be valid',
      )
      return
    }

    if (dueBookings) add(dueBookings())

    const url = request.url ?? '/'
    const queryStart = url.indexOf('?')
    const path = (queryStart === -1 ? url : url.slice(0, queryStart)).replace(/\/+$/, '')
    const search = queryStart === -1 ? '' : url.slice(queryStart + 1)
    const resource = resources.get(path.replace(/^\/+/, ''))
    if (!resource || path.slice(1).includes('/')) {
      sendError(response, 404, 'not_found', `No resource at ${path || '/'}`)
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('Allow', 'GET')
      sendError(response, 405, 'method_not_allowed', `${request.method} is not supported here`)
      return
    }

    const parsed = parseServiceQuery(search, resource.attributes, resource.filterPaths)
    if (!parsed.ok) {
      const { parameter, message } = parsed.problem
      sendError(response, 400, 'invalid_query', `${parameter}: ${message}`, parameter)
      return
    }
    const { page, size } = parsed.query
    const { rows, total } = resource.list(parsed.query)
    sendJson(response, 200, { data: rows, pagination: { page, size, total } })
  }
  return Object.assign(demoApi, { addBooking })
}
