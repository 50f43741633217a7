// @vitest-environment jsdom
// A 429 on a list ends in the view's rows (or an error with Retry) within its Retry-After plus a
// request's time, every time: whatever the request takes, and whether or not the tab is in view
// while it waits (a hidden tab, most often).
import { keepPreviousData, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '@/app/query-client'
import { clearCredentials, saveCredentials } from '@/lib/api/credentials'
import type { ListPage } from '@/lib/api/fetch-list'
import { createListQuery } from '@/lib/list-query'
import { findResource } from '@/resources'
import { listRequestOptions } from './list-request'

afterEach(() => {
  setVisibility('visible')
  clearCredentials()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

let service = 0

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

/** A service that answers the first request 429 with Retry-After, the rest with rows, each after `latencyMs`. */
function fakeService(latencyMs: number, retryAfter: string) {
  const baseUrl = `https://service-${++service}.example`
  const asked: number[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation((_input, init) => {
    asked.push(Date.now())
    const first = asked.length === 1
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          resolve(
            first
              ? new Response('', { status: 429, headers: { 'Retry-After': retryAfter } })
              : Response.json([{ id: 'b1', status: 'PENDING' }]),
          ),
        latencyMs,
      )
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(init.signal?.reason as Error)
      })
    })
  })
  saveCredentials({ baseUrl, apiKey: 'k', secretKey: 's' }, false)
  return { baseUrl, asked }
}

interface Case {
  latencyMs: number
  /** The wall clock (Date.now) falls behind the timers by this much while it waits (NTP slewing). */
  slowClockMs?: number
  /** The tab is hidden from the 429 on, and shown again after this long (never, when absent). */
  hiddenForMs?: number
}

const cases: Case[] = [0, 1, 40, 400, 1_500, 2_400].flatMap((latencyMs) => [
  { latencyMs },
  { latencyMs, hiddenForMs: 60_000 },
  { latencyMs, hiddenForMs: 1_000 },
  { latencyMs, slowClockMs: 1 },
  { latencyMs, slowClockMs: 30 },
])

describe('a filtered view answered once with 429, Retry-After: 2', () => {
  it.each(cases)(
    'ends in its rows within 2 s plus a request: $latencyMs ms a request, hidden for $hiddenForMs ms, clock $slowClockMs ms slow',
    async ({ latencyMs, hiddenForMs, slowClockMs = 0 }) => {
      vi.useFakeTimers()
      const { baseUrl, asked } = fakeService(latencyMs, '2')
      const queryClient = createQueryClient()
      const observer = new QueryObserver(queryClient, {
        ...listRequestOptions({
          resource: findResource('bookings')!,
          baseUrl,
          query: createListQuery({ filters: { status: 'PENDING' } }),
        }),
        placeholderData: keepPreviousData,
      })
      const unsubscribe = observer.subscribe(() => undefined)

      await vi.advanceTimersByTimeAsync(latencyMs)
      expect(observer.getCurrentResult().failureReason).toMatchObject({ kind: 'rate-limited' })
      if (hiddenForMs !== undefined) {
        setVisibility('hidden')
        setTimeout(() => setVisibility('visible'), hiddenForMs)
      }
      await vi.advanceTimersByTimeAsync(1_000)
      vi.setSystemTime(Date.now() - slowClockMs)
      // The rest of its wait, then one request's time (and a millisecond for the clock's steps),
      // and as long again as the clock is slow.
      await vi.advanceTimersByTimeAsync(1_000 + latencyMs + 1 + slowClockMs)
      const result = observer.getCurrentResult()
      expect(result.status).toBe('success')
      expect((result.data as ListPage).rows).toEqual([{ id: 'b1', status: 'PENDING' }])
      // Never asked again before its Retry-After.
      expect(asked).toHaveLength(2)
      expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(2_000 + latencyMs - slowClockMs)
      unsubscribe()
      queryClient.clear()
    },
  )
})
