import { describe, expect, it } from 'vitest'
import { ApiError, failureText, isRateLimited, isRetryable, type ApiErrorKind } from './api-error'

describe('isRetryable', () => {
  it.each<[ApiErrorKind, boolean]>([
    ['network', true],
    ['server', true],
    // A second 30-s attempt would break the promise of an error with Retry within 45 s.
    ['timeout', false],
    // The caller decides how long to wait.
    ['rate-limited', false],
    ['redirect', false],
    ['auth', false],
    ['rejected-query', false],
    ['not-found', false],
    ['unreadable', false],
    ['http', false],
  ])('%s: %s', (kind, retryable) => {
    expect(isRetryable(new ApiError(kind, failureText('misc.broke')))).toBe(retryable)
  })
})

describe('isRateLimited', () => {
  it('is true for rate-limited errors only', () => {
    expect(
      isRateLimited(
        new ApiError('rate-limited', failureText('misc.broke'), { retryAfterMs: 5000 }),
      ),
    ).toBe(true)
    expect(isRateLimited(new ApiError('server', failureText('misc.broke')))).toBe(false)
    expect(isRateLimited(new Error('x'))).toBe(false)
    expect(isRateLimited(undefined)).toBe(false)
  })

  it('always carries a wait and the instant it ends', () => {
    const before = Date.now()
    const named = new ApiError('rate-limited', failureText('misc.broke'), { retryAfterMs: 5000 })
    const unnamed = new ApiError('rate-limited', failureText('misc.broke'))
    expect(named.retryAfterMs).toBe(5000)
    expect(named.retryAt).toBeGreaterThanOrEqual(before + 5000)
    expect(unnamed.retryAfterMs).toBe(2000)
    expect(unnamed.retryAt).toBeGreaterThanOrEqual(before + 2000)
    expect(new ApiError('server', failureText('misc.broke')).retryAt).toBeUndefined()
  })
})
