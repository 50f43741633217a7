import { useEffect, useState } from 'react'

/** The current time (ms since epoch), updated every `intervalMs` while `active`. */
export function useNow(intervalMs: number, active = true): number {
  return useTicker(intervalMs, () => active)
}

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
