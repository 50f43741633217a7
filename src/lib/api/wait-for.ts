// setTimeout fires at once for delays past 2^31 - 1 ms, so longer waits are cut to that.
const maxDelayMs = 2_147_483_647

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function waitFor(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason)
      return
    }
    const stop = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    const timer = setTimeout(
      () => {
        signal?.removeEventListener('abort', stop)
        resolve()
      },
      Math.min(Math.max(0, ms || 0), maxDelayMs),
    )
    signal?.addEventListener('abort', stop, { once: true })
  })
}
