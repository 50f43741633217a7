import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from './wait-for'

afterEach(() => {
  vi.useRealTimers()
})

describe('waitFor', () => {
  it('resolves once the time has passed, not before', async () => {
    vi.useFakeTimers()
    const done = vi.fn()
    void waitFor(1000).then(done)
    await vi.advanceTimersByTimeAsync(999)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalled()
  })

  it("rejects with the signal's reason as soon as it aborts, and leaves no timer", async () => {
    vi.useFakeTimers()
    const controller = new AbortController()
    const waiting = waitFor(60_000, controller.signal)
    const reason = new DOMException('Cancelled', 'AbortError')
    controller.abort(reason)
    await expect(waiting).rejects.toBe(reason)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects at once when the signal has already aborted', async () => {
    await expect(waitFor(60_000, AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    })
  })

  it('treats a negative or NaN wait as none', async () => {
    await waitFor(-5)
    await waitFor(Number.NaN)
  })
})
