import { describe, expect, it } from 'vitest'
import { ApiError, failureText } from '@/lib/api/api-error'
import { checkInterval, newerRecordsCheckMs } from './use-newer-records'

const state = (
  status: 'success' | 'error',
  errorUpdateCount: number,
  error: Error | null = null,
) => ({
  state: { status, errorUpdateCount, error },
})

describe('how often newer records are checked for', () => {
  it.each([
    ['while the checks succeed, every 30 s', state('success', 0), 30_000],
    [
      'after failures that were followed by a success, every 30 s again',
      state('success', 3),
      30_000,
    ],
    [
      'after a failure, less often',
      state('error', 1, new ApiError('server', failureText('misc.broke'))),
      60_000,
    ],
    [
      'after three, less often still',
      state('error', 3, new ApiError('network', failureText('misc.broke'))),
      240_000,
    ],
    [
      'never less often than every 4 minutes',
      state('error', 12, new ApiError('server', failureText('misc.broke'))),
      240_000,
    ],
    [
      'never before a 429 allows it',
      state(
        'error',
        1,
        new ApiError('rate-limited', failureText('misc.broke'), { retryAfterMs: 600_000 }),
      ),
      600_000,
    ],
  ] as const)('%s', (_title, query, expected) => {
    expect(checkInterval(query)).toBe(expected)
  })

  it('checks at least every 30 s (README, "Any list by date")', () => {
    expect(newerRecordsCheckMs).toBeLessThanOrEqual(30_000)
  })
})

describe('the back-off after failures', () => {
  it('starts again from 30 s after a success: isolated failures do not add up', () => {
    const query: {
      state: { status: 'success' | 'error'; errorUpdateCount: number; error: Error | null }
    } = { state: { status: 'success', errorUpdateCount: 0, error: null } }
    const update = (status: 'success' | 'error', errorUpdateCount: number) => {
      query.state = {
        status,
        errorUpdateCount,
        error: status === 'error' ? new ApiError('network', failureText('misc.broke')) : null,
      }
      return checkInterval(query)
    }
    expect(update('success', 0)).toBe(30_000)
    expect([update('error', 1), update('error', 2), update('error', 3)]).toEqual([
      60_000, 120_000, 240_000,
    ])
    expect(update('success', 3)).toBe(30_000)
    // A blip hours later: one failure in a row, not four.
    expect(update('error', 4)).toBe(60_000)
    expect(update('success', 4)).toBe(30_000)
  })
})
