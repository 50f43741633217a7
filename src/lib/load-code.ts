// Code loaded on demand (a dynamic `import()`) may never arrive: after a new version is published
// an open tab asks for a chunk that no longer exists, and the request fails, or hangs on a
// proxy that never answers. Either way the wait ends in a CodeLoadError within the limit, so the
// page can say so and offer Reload rather than a placeholder for ever.

/** As long as the first view waits for the app's code before it says it cannot start. */
export const codeLoadLimitMs = 15_000

export class CodeLoadError extends Error {
  override readonly name = 'CodeLoadError'
}

export function isCodeLoadError(error: unknown): error is CodeLoadError {
  return error instanceof CodeLoadError
}

/** What `load` brings, or a CodeLoadError when it fails or has not settled within `limitMs`. */
export function loadCode<Module>(
  load: () => Promise<Module>,
  limitMs = codeLoadLimitMs,
): Promise<Module> {
  return new Promise<Module>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new CodeLoadError(`Code not loaded within ${limitMs} ms`)),
      limitMs,
    )
    const fail = (cause: unknown) => {
      clearTimeout(timer)
      reject(new CodeLoadError('Code not loaded', { cause }))
    }
    try {
      load().then((module) => {
        clearTimeout(timer)
        resolve(module)
      }, fail)
    } catch (error) {
      fail(error)
    }
  })
}
