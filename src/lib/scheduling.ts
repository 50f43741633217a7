// Work that should not compete with what the user is waiting for.

/** Runs `callback` just after the browser's next paint; returns what cancels it. */
export function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  // A frame callback runs just before the paint; a task queued from it runs just after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback)
  })
  return () => {
    cancelAnimationFrame(frame)
    clearTimeout(timer)
  }
}

/**
 * Runs `task` when the browser is next idle (soon after, where idle callbacks are missing).
 * Returns what cancels it.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 1000 })
    return () => cancelIdleCallback(handle)
  }
  const timer = setTimeout(task, 50)
  return () => clearTimeout(timer)
}

/**
 * Resolves once the document is parsed and its style sheets are in (or have failed): what is
 * painted before then would move. The entry script runs as soon as it arrives, which can be
 * before either.
 */
export async function whenDocumentStyled(): Promise<void> {
  if (document.readyState === 'loading')
    await new Promise((resolve) =>
      document.addEventListener('DOMContentLoaded', resolve, { once: true }),
    )
  const pending = [...document.querySelectorAll<HTMLLinkElement>('link[rel~="stylesheet"]')].filter(
    (link) => !link.sheet,
  )
  if (pending.length === 0 || document.readyState === 'complete') return
  await new Promise<void>((resolve) => {
    const settle = () => {
      if (pending.every((link) => link.sheet)) resolve()
    }
    for (const link of pending) link.addEventListener('load', settle, { once: true })
    // A sheet that failed has none: the page's load event, which waits for every sheet, ends it.
    window.addEventListener('load', () => resolve(), { once: true })
  })
}
