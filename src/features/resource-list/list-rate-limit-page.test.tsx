// @vitest-environment jsdom
// The page as a person sees it: a filtered view answered once with 429 and Retry-After: 2 shows
// its rows (or an error with Retry) within the wait plus a request's time, every time, in view or
// in a hidden tab. The clock is fake throughout: each case steps it 50 ms at
// a time and notes when the view ended.
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp } from '@/test/render-app'
// The page's parts load on demand; here they are in before the clock stops.
import './parts/toolbar/list-toolbar'
import './parts/states/list-states'
import './parts/new-records/newer-records'
import './parts/go-to-date/go-to-date'

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

afterEach(() => {
  setVisibility('visible')
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

let services = 0

function bookings(status: string) {
  return Array.from({ length: 10 }, (_, index) => ({
    id: `${status}-${index}`,
    reference: `${status}-REF-${index}`,
    status,
    createdAt: new Date(Date.UTC(2026, 10, 25, 12, 0, 0) - index * 60_000).toISOString(),
  }))
}

/** Bookings by status; the first request for PENDING is answered 429, every answer after `latencyMs`. */
function fakeService(latencyMs: number) {
  const baseUrl = `https://service-${++services}.example`
  let refused = false
  const pending: number[] = []
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = decodeURIComponent(String(input instanceof Request ? input.url : input))
    const filtered = url.includes('filters[status]=PENDING')
    if (filtered) pending.push(Date.now())
    const tooMany = filtered && !refused
    if (tooMany) refused = true
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          resolve(
            tooMany
              ? new Response('', { status: 429, headers: { 'Retry-After': '2' } })
              : Response.json(bookings(filtered ? 'PENDING' : 'CONFIRMED'), {
                  headers: { 'X-Total-Count': '10' },
                }),
          ),
        latencyMs,
      )
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(init.signal?.reason as Error)
      })
    })
  })
  return { baseUrl, pending }
}

async function stepUntil(done: () => boolean, limitMs: number): Promise<number> {
  let elapsed = 0
  while (!done() && elapsed <= limitMs) {
    await act(() => vi.advanceTimersByTimeAsync(50))
    elapsed += 50
  }
  return elapsed
}

// Asked every 50 ms of the fake clock: by text, which costs a fraction of naming every control.
const shows = (text: string | RegExp, selector = '*') =>
  screen.queryAllByText(text, { selector }).length > 0
const ended = () => shows('PENDING-REF-0') || shows(/^Retry/, 'button')

describe('a filtered view answered once with 429, Retry-After: 2', () => {
  it.each([
    { latencyMs: 0, hidden: false },
    { latencyMs: 250, hidden: false },
    { latencyMs: 1_800, hidden: false },
    { latencyMs: 30, hidden: true },
    { latencyMs: 900, hidden: true },
  ])(
    'ends in its rows within 2 s plus a request ($latencyMs ms each; tab hidden while it waits: $hidden)',
    async ({ latencyMs, hidden }) => {
      vi.useFakeTimers()
      const { baseUrl, pending } = fakeService(latencyMs)
      const { location } = renderApp('/bookings', baseUrl)
      await stepUntil(() => shows('CONFIRMED-REF-0'), 10_000)
      expect(screen.getByRole('cell', { name: 'CONFIRMED-REF-0' })).toBeInTheDocument()

      const input = screen.getByRole('combobox', { name: 'Filter status' })
      fireEvent.change(input, { target: { value: 'PENDING' } })
      fireEvent.keyDown(input, { key: 'Enter' })
      expect(location()).toBe('/bookings?filters[status]=PENDING')
      // The 429 comes back after one request's time.
      await stepUntil(() => pending.length > 0, latencyMs + 100)
      await act(() => vi.advanceTimersByTimeAsync(latencyMs))
      if (hidden) setVisibility('hidden')
      const took = await stepUntil(ended, 2_000 + latencyMs + 500)
      expect(screen.getByRole('cell', { name: 'PENDING-REF-0' })).toBeInTheDocument()
      expect(took).toBeLessThanOrEqual(2_000 + latencyMs + 100)
      expect(pending).toHaveLength(2)
      expect(pending[1]! - pending[0]!).toBeGreaterThanOrEqual(2_000 + latencyMs)
    },
    // A whole app rendered and stepped 50 ms at a time: slow on a loaded machine.
    40_000,
  )
})
