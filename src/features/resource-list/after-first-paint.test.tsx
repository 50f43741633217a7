// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary, LoadFailure } from '@/components/ui/error-boundary'
import { AfterFirstPaint, useAfterFirstPaint } from './after-first-paint'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

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

describe('AfterFirstPaint', () => {
  const paint = () => act(() => vi.runAllTimersAsync())

  it('shows the placeholder, loads after the first paint, then shows the part without suspending', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    const load = vi.fn(async () => ({
      Part: ({ name }: { name: string }) => <p>{name} is here</p>,
    }))
    render(
      <AfterFirstPaint load={load} placeholder={<p>holding its place</p>}>
        {({ Part }) => <Part name="the part" />}
      </AfterFirstPaint>,
    )
    expect(screen.getByText('holding its place')).toBeTruthy()
    expect(load).not.toHaveBeenCalled()
    await paint()
    expect(screen.getByText('the part is here')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('throws a failed load to the nearest error boundary', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] })
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
    render(
      <ErrorBoundary fallback={<LoadFailure what="The part" />}>
        <AfterFirstPaint load={load}>{() => <p>never</p>}</AfterFirstPaint>
      </ErrorBoundary>,
    )
    await paint()
    expect(screen.getByRole('alert').textContent).toContain('The part could not be loaded')
  })
})
