import { afterEach, describe, expect, it, vi } from 'vitest'
import { CodeLoadError, codeLoadLimitMs, loadCode } from './load-code'

afterEach(() => vi.useRealTimers())

const outcome = (promise: Promise<unknown>) => {
  const seen: { value?: unknown; error?: unknown } = {}
  promise.then(
    (value) => (seen.value = value),
    (error: unknown) => (seen.error = error),
  )
  return seen
}

describe('loadCode', () => {
  it('brings the module when it arrives, and leaves no timer behind', async () => {
    vi.useFakeTimers()
    await expect(loadCode(() => Promise.resolve({ part: 1 }))).resolves.toEqual({ part: 1 })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('ends an import that never settles in a CodeLoadError once its time is up, not before', async () => {
    vi.useFakeTimers()
    const seen = outcome(loadCode(() => new Promise(() => undefined)))
    await vi.advanceTimersByTimeAsync(codeLoadLimitMs - 1)
    expect(seen).toEqual({})
    await vi.advanceTimersByTimeAsync(1)
    expect(seen.error).toBeInstanceOf(CodeLoadError)
  })

  it.each([
    [
      'a failed import',
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    ],
    [
      'a loader that throws',
      () => {
        throw new TypeError('not a function')
      },
    ],
  ])('turns %s into a CodeLoadError, keeping its cause', async (_title, load) => {
    vi.useFakeTimers()
    const error = await loadCode(load).catch((error: unknown) => error)
    expect(error).toBeInstanceOf(CodeLoadError)
    expect((error as Error).cause).toBeInstanceOf(TypeError)
    expect(vi.getTimerCount()).toBe(0)
  })
})
