// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useToday } from './use-today'

afterEach(() => {
  cleanup() // unsubscribes from the shared clock, whose timer these fake timers made
  vi.useRealTimers()
})

describe('useToday', () => {
  it.each([
    { timeZone: 'utc' as const, localZone: undefined, lastSecond: '2026-11-26T23:59:59.500Z' },
    {
      timeZone: 'local' as const,
      localZone: 'Pacific/Chatham', // +13:45 in November
      lastSecond: '2026-11-26T10:14:59.500Z',
    },
  ])('turns over at midnight in $timeZone ($localZone), rendering once for it', (zone) => {
    vi.useFakeTimers({ now: Date.parse(zone.lastSecond) })
    let renders = 0
    const { result } = renderHook(() => {
      renders += 1
      return useToday({ timeZone: zone.timeZone, localZone: zone.localZone })
    })
    expect(result.current).toBe('2026-11-26')
    act(() => vi.advanceTimersByTime(1_000))
    expect(result.current).toBe('2026-11-27')
    act(() => vi.advanceTimersByTime(10_000))
    expect(result.current).toBe('2026-11-27')
    expect(renders).toBe(2) // the ticks in between change nothing on screen
  })
})
