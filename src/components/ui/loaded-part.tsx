import { useEffect, useState, type ReactNode } from 'react'
import { loadCode } from '@/lib/load-code'
import { afterNextPaint } from '@/lib/scheduling'
import { ErrorBoundary, LoadFailure } from './error-boundary'

type Load<Module> = () => Promise<Module>

const loadedModules = new Map<Load<unknown>, unknown>()

/** Fetches a part's code ahead of need, so that the part shows at once when it is asked for. */
export function preloadPart(load: Load<unknown>): void {
  if (loadedModules.has(load)) return
  load().then(
    (module) => loadedModules.set(load, module),
    () => undefined, // the part reports the failure if it is ever shown
  )
}

/**
 * False during the first render and until the browser has painted it, then true (at once when
 * `wait` is false). Parts of a page that its first view does not need can wait for it, so that
 * loading them neither delays that view nor competes with its first paint.
 */
export function useAfterFirstPaint(wait = true): boolean {
  const [painted, setPainted] = useState(!wait)
  useEffect(() => (wait ? afterNextPaint(() => setPainted(true)) : undefined), [wait])
  return painted
}

interface LoadedPartProps<Module> {
  /** The same function on every render: `() => import('./part')` at module level. */
  load: Load<Module>
  /** What the message names if the code cannot be fetched: "The toolbar". */
  what: string
  /** Load only once the page has been painted, for parts its first view can do without. */
  afterFirstPaint?: boolean
  placeholder?: ReactNode
  children: (module: Module) => ReactNode
}

/**
 * A part of a page whose code is loaded on demand. Unlike React.lazy it never suspends, so the part
 * shows as soon as its code is in rather than after Suspense's reveal delay (300 ms); code that
 * cannot be fetched (network down, or a new version published), or has not come within
 * `codeLoadLimitMs`, shows a message with Reload (replaced by the part if its code comes after
 * all), and the rest of the page keeps working.
 */
export function LoadedPart<Module>(props: LoadedPartProps<Module>) {
  return (
    <ErrorBoundary fallbackRender={() => <LoadFailure what={props.what} />}>
      <Loader {...props} />
    </ErrorBoundary>
  )
}

function Loader<Module>({
  load,
  what,
  afterFirstPaint = false,
  placeholder = null,
  children,
}: LoadedPartProps<Module>) {
  const ready = useAfterFirstPaint(afterFirstPaint)
  const [loaded, setLoaded] = useState(() =>
    loadedModules.has(load) ? { module: loadedModules.get(load) as Module } : undefined,
  )
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    if (!ready || loaded) return
    let current = true
    const show = (module: Module) => {
      loadedModules.set(load, module)
      if (current) setLoaded({ module })
    }
    const arrival = Promise.resolve().then(load)
    // Shown when it comes, even after the limit (a machine waking from sleep mid-load).
    arrival.then(show, () => undefined)
    // A chunk that fails to arrive or has not within the limit (a new version published, a proxy
    // that never answers) shows the message meanwhile.
    loadCode(() => arrival).catch(() => {
      if (current) setFailed(true)
    })
    return () => {
      current = false
    }
  }, [ready, loaded, load])
  if (loaded) return children(loaded.module)
  return failed ? <LoadFailure what={what} /> : placeholder
}
