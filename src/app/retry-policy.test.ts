import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, failureText, type ApiErrorKind } from '@/lib/api/api-error'
import {
  longestAutomaticWaitMs,
  maxRetries,
  quickFailureMs,
  retryDelay,
  shouldRetry,
} from './retry-policy'

const requestLimitMs = 30_000

interface Failure {
  kind: ApiErrorKind
  elapsedMs: number
  retryAfterMs: number
  /** What the service answered; none when nothing was asked (a wait not over yet). */
  status?: number
}

function failure({ kind, elapsedMs, retryAfterMs, status }: Failure): ApiError {
  const error = new ApiError(kind, failureText('misc.broke'), {
    ...(kind === 'rate-limited' ? { retryAfterMs } : {}),
    ...(status !== undefined ? { status } : {}),
  })
  error.elapsedMs = elapsedMs
  return error
}

/** When the error shows, if every attempt fails as given, waits included (as TanStack Query runs them). */
function errorShownAfterMs(failures: readonly Failure[]): number {
  let elapsed = 0
  for (let failureCount = 0; ; failureCount++) {
    const error = failure(failures[failureCount % failures.length]!)
    elapsed += error.elapsedMs ?? 0
    if (!shouldRetry(failureCount, error)) return elapsed
    elapsed += retryDelay(failureCount + 1, error)
  }
}

const failureArbitrary: fc.Arbitrary<Failure> = fc.record({
  kind: fc.constantFrom<ApiErrorKind>('network', 'server', 'timeout', 'rate-limited', 'auth'),
  elapsedMs: fc.integer({ min: 0, max: requestLimitMs }),
  retryAfterMs: fc.integer({ min: 0, max: 3_600_000 }),
})

describe('retry policy', () => {
  it('shows the error within 45 s whatever each attempt does: every sequence of boundary cases', () => {
    // The time to the error grows with each attempt's duration and wait, so the worst cases sit
    // at the limits: just within and just past the quick-failure limit, the longest wait, 30 s.
    const kinds: ApiErrorKind[] = ['network', 'server', 'timeout', 'rate-limited']
    const durations = [0, quickFailureMs, quickFailureMs + 1, requestLimitMs]
    const waits = [0, longestAutomaticWaitMs, longestAutomaticWaitMs + 1]
    const cases = kinds.flatMap((kind) =>
      durations.flatMap((elapsedMs) =>
        waits.map((retryAfterMs) => ({ kind, elapsedMs, retryAfterMs })),
      ),
    )
    let worst = 0
    for (const first of cases)
      for (const second of cases)
        for (const third of cases)
          worst = Math.max(worst, errorShownAfterMs([first, second, third]))
    expect(worst).toBeLessThanOrEqual(45_000)
    expect(worst).toBeGreaterThan(40_000)
  })

  it('shows the error within 45 s whatever each attempt does: random cases', () => {
    fc.assert(
      fc.property(
        fc.array(failureArbitrary, { minLength: 1, maxLength: maxRetries + 1 }),
        (failures) => {
          expect(errorShownAfterMs(failures)).toBeLessThanOrEqual(45_000)
        },
      ),
      { numRuns: 2_000 },
    )
  })

  it.each([
    ['a quick network failure is retried', { kind: 'network', elapsedMs: 50 }, 0, true],
    ['a slow one is not', { kind: 'network', elapsedMs: 20_000 }, 0, false],
    ['a timeout never is', { kind: 'timeout', elapsedMs: 30_000 }, 0, false],
    ['a refused query never is', { kind: 'rejected-query', elapsedMs: 20 }, 0, false],
    [
      'a short 429 is waited out',
      { kind: 'rate-limited', elapsedMs: 20, retryAfterMs: 5_000 },
      0,
      true,
    ],
    [
      'but only once',
      { kind: 'rate-limited', elapsedMs: 20, retryAfterMs: 5_000, status: 429 },
      1,
      false,
    ],
    [
      'a retry that found its wait not quite over (nothing was asked) waits again',
      { kind: 'rate-limited', elapsedMs: 0, retryAfterMs: 1 },
      1,
      true,
    ],
    [
      'but not a longer wait, another request’s',
      { kind: 'rate-limited', elapsedMs: 0, retryAfterMs: 5_000 },
      1,
      false,
    ],
    [
      'nor a third time',
      { kind: 'rate-limited', elapsedMs: 0, retryAfterMs: 1 },
      maxRetries,
      false,
    ],
    [
      'a long 429 is an error',
      { kind: 'rate-limited', elapsedMs: 20, retryAfterMs: 60_000 },
      0,
      false,
    ],
    ['no third retry', { kind: 'server', elapsedMs: 20 }, maxRetries, false],
  ] as const)('%s', (_title, given, failureCount, expected) => {
    const error = failure({ retryAfterMs: 0, ...given })
    expect(shouldRetry(failureCount, error)).toBe(expected)
  })

  it('waits for a 429 exactly as long as the service asks', () => {
    const error = failure({ kind: 'rate-limited', elapsedMs: 10, retryAfterMs: 6_500 })
    expect(retryDelay(1, error)).toBe(6_500)
  })
})
