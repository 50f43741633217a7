import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './scheduling'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('whenIdle', () => {
  it('runs the task once the browser is idle, and not once cancelled', () => {
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task))
    vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.splice(handle - 1, 1, () => {}))
    const kept = vi.fn()
    const cancelled = vi.fn()
    whenIdle(kept)
    whenIdle(cancelled)()
    for (const task of idle) task()
    expect(kept).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })

  it('runs it soon after where idle callbacks are missing, and not once cancelled', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const kept = vi.fn()
    const cancelled = vi.fn()
    whenIdle(kept)
    whenIdle(cancelled)()
    vi.advanceTimersByTime(49)
    expect(kept).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(kept).toHaveBeenCalledOnce()
    expect(cancelled).not.toHaveBeenCalled()
  })
})
