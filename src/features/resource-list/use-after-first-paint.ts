import { useEffect, useState } from 'react'

/**
 * False during the first render and until the browser has painted it, then true. Parts of a page
 * that the first rows do not need can wait for it, so that loading them neither delays those
 * rows nor competes with their first paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    // A frame callback runs just before the paint; a task queued from it runs just after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
