// The DOM matchers and waits serve the tests that run in jsdom; the others (node) skip loading them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { configure, prettyDOM } = await import('@testing-library/dom')
  // Parts loaded after the first paint can take over a second to show while every core is busy
  // (the unit tests run on all of them): `findBy…` and `waitFor` give them 5 s, not 1.
  // A wait asks again until it holds, and each miss makes an error whose message prints the whole
  // page: on an app's page that printing took longer than the queries. The message is written
  // only when it is read, as it is for the miss that fails a test.
  configure({
    asyncUtilTimeout: 5000,
    getElementError: (message, container) => {
      const error = new Error()
      error.name = 'TestingLibraryElementError'
      let written: string | undefined
      Object.defineProperty(error, 'message', {
        get: () => (written ??= [message, prettyDOM(container)].filter(Boolean).join('\n\n')),
        set: (value: string) => {
          written = value
        },
        configurable: true,
      })
      return error
    },
  })
}

export {}
