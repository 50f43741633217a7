// English of this area loads with the period bar and Go to date, outside the first load: ./period-texts.ts
// fills this object in when imported. Each module that says one of its texts imports it.
import type { periodTexts } from './period-texts'

export const period = {} as typeof periodTexts
