// The DOM matchers and waits serve the tests that run in jsdom; the others (node) skip loading them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest')
  const { configure } = await import('@testing-library/dom')
  // Parts loaded after the first paint can take over a second to show while every core is busy
  // (the unit tests run on all of them): `findBy…` and `waitFor` give them 5 s, not 1.
  configure({ asyncUtilTimeout: 5000 })
}

export {}
