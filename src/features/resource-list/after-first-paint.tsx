import { useEffect, useState, type ReactNode } from 'react'

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

/**
 * Loads a module once the first paint is done and renders `children` with it; `placeholder` until
 * then. Unlike React.lazy this never suspends, so the part shows as soon as its code is in rather
 * than after Suspense's reveal delay (300 ms). A failed load is thrown to the nearest error boundary.
 */
export function AfterFirstPaint<Module>({
  load,
  placeholder = null,
  children,
}: {
  /** Must be the same function on every render, like `() => import('./part')` at module level. */
  load: () => Promise<Module>
  placeholder?: ReactNode
  children: (module: Module) => ReactNode
}) {
  const painted = useAfterFirstPaint()
  const [loaded, setLoaded] = useState<{ module: Module } | { error: unknown }>()
  useEffect(() => {
    if (!painted) return
    let current = true
    load().then(
      (module) => current && setLoaded({ module }),
      (error: unknown) => current && setLoaded({ error }),
    )
    return () => {
      current = false
    }
  }, [painted, load])
  if (loaded && 'error' in loaded) throw loaded.error
  return loaded ? children(loaded.module) : placeholder
}
