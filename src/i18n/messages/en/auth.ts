// English of this area loads with the sign-in page, outside the first load: ./auth-texts.ts
// fills this object in when imported. Each module that says one of its texts imports it.
import type { authTexts } from './auth-texts'

export const auth = {} as typeof authTexts
