// Waiting on work that cannot itself be stopped (a chunk of code loading): the wait ends when the
// signal aborts, with the signal's reason, whatever the work then does.

/** `promise`, or a rejection with `signal`'s reason as soon as it aborts (at once if it has). */
export function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    signal.throwIfAborted()
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true })
    promise.then(resolve, reject)
  })
}
