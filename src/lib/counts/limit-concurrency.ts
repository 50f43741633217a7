// Runs tasks at most `limit` at a time, in the order they were given; a task whose signal aborts
// while it waits never starts.

export interface Limiter {
  run: <T>(task: () => Promise<T>, signal?: AbortSignal) => Promise<T>
}

export function createLimiter(limit: number): Limiter {
  let running = 0
  const waiting: (() => void)[] = []
  const next = () => {
    running--
    waiting.shift()?.()
  }
  const slot = (signal: AbortSignal | undefined) =>
    new Promise<void>((resolve, reject) => {
      if (running < limit) {
        running++
        return resolve()
      }
      const start = () => {
        signal?.removeEventListener('abort', abort)
        running++
        resolve()
      }
      const abort = () => {
        waiting.splice(waiting.indexOf(start), 1)
        reject(signal?.reason)
      }
      waiting.push(start)
      signal?.addEventListener('abort', abort, { once: true })
    })
  return {
    run: async (task, signal) => {
      signal?.throwIfAborted()
      await slot(signal)
      try {
        return await task()
      } finally {
        next()
      }
    },
  }
}
