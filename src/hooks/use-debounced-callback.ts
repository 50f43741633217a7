import { useCallback, useEffect, useRef } from 'react'

/** Calls `callback` once input has been quiet for `delay` ms; `flush` runs it at once. */
export function useDebouncedCallback<A extends unknown[]>(
  callback: (...args: A) => void,
  delay: number,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef(callback)
  useEffect(() => {
    latest.current = callback
  })
  useEffect(() => () => clearTimeout(timer.current), [])

  const cancel = useCallback(() => clearTimeout(timer.current), [])
  const schedule = useCallback(
    (...args: A) => {
      clearTimeout(timer.current)
      timer.current = setTimeout(() => latest.current(...args), delay)
    },
    [delay],
  )
  const flush = useCallback((...args: A) => {
    clearTimeout(timer.current)
    latest.current(...args)
  }, [])
  return { schedule, flush, cancel }
}
