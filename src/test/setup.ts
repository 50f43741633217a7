import '@testing-library/jest-dom/vitest'
import { configure } from '@testing-library/dom'

// Parts loaded after the first paint can take over a second to show while every core is busy
// (the unit tests run on all of them): `findBy…` and `waitFor` give them 5 s, not 1.
configure({ asyncUtilTimeout: 5000 })
