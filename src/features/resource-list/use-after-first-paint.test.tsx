// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAfterFirstPaint } from './use-after-first-paint'

afterEach(() => vi.useRealTimers())

describe('useAfterFirstPaint', () => {
  it('is false through the first frame and true once the task after it has run', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    const { result } = renderHook(() => useAfterFirstPaint())
    expect(result.current).toBe(false)
    act(() => vi.advanceTimersToNextFrame())
    expect(result.current).toBe(false)
    act(() => vi.runOnlyPendingTimers())
    expect(result.current).toBe(true)
  })

  it('schedules nothing after unmounting', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout'] })
    const { unmount } = renderHook(() => useAfterFirstPaint())
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
