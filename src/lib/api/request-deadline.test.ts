import { afterEach, describe, expect, it, vi } from 'vitest'
import { startRequestDeadline } from './request-deadline'

afterEach(() => vi.useRealTimers())

describe('a request’s time limit', () => {
  it('aborts with a reason that carries no wording, and fails as a timeout worded where shown', () => {
    vi.useFakeTimers()
    const deadline = startRequestDeadline(5000)
    vi.advanceTimersByTime(5000)
    expect(deadline.timedOut()).toBe(true)
    const reason: unknown = deadline.signal.reason
    expect(reason).toBeInstanceOf(DOMException)
    expect(reason).toMatchObject({ name: 'TimeoutError', message: '' })
    expect(deadline.error()).toMatchObject({
      kind: 'timeout',
      text: { key: 'misc.timeout', values: { seconds: 5 } },
    })
  })
})
