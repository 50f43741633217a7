import { useEffect, useState, useSyncExternalStore } from 'react'

function useTicker(intervalMs: number, isActive: (now: number) => boolean): number {
  const [now, setNow] = useState(Date.now)
  const active = isActive(now)
  useEffect(() => {
    if (!active) return
    const timer = setInterval(() => setNow(Date.now()), intervalMs)
    return () => clearInterval(timer)
  }, [intervalMs, active])
  return now
}

/** Whole seconds left until `until` (ms since epoch), ticking down to 0; 0 when undefined. */
export function useCountdown(until: number | undefined): number {
  const now = useTicker(250, (current) => until !== undefined && until > current)
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000))
}

// One clock for every relative time on screen, so that they agree ("Updated 45 seconds ago" above
// a row "14 seconds ago" was two clocks): it ticks each second while anything listens, and reads 0
// until its first tick, so a first render reads its own instant (the painted first view's).
const clockTickMs = 1_000
let clockNow = 0
let clockTimer: ReturnType<typeof setInterval> | undefined
const clockListeners = new Set<() => void>()

function subscribeToClock(listener: () => void) {
  clockListeners.add(listener)
  clockTimer ??= setInterval(() => {
    clockNow = Date.now()
    for (const notify of clockListeners) notify()
  }, clockTickMs)
  return () => {
    clockListeners.delete(listener)
    if (clockListeners.size > 0 || clockTimer === undefined) return
    clearInterval(clockTimer)
    clockTimer = undefined
    clockNow = 0
  }
}

const stillClock = () => () => undefined

/**
 * The shared clock (ms since epoch) while `active`, never earlier than `since`: the instant the
 * times shown were read at, which the first render shows them relative to.
 */
export function useClock(since: number, active = true): number {
  const now = useSyncExternalStore(active ? subscribeToClock : stillClock, () =>
    active ? clockNow : 0,
  )
  return Math.max(now, since)
}

/**
 * What `read` makes of the time now, read again at each tick of the shared clock: the caller
 * re-renders only when that changes.
 */
export function useClockReading<T extends string | number | boolean>(read: () => T): T {
  return useSyncExternalStore(subscribeToClock, read)
}
