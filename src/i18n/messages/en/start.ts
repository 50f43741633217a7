// index.html's own words, for when the console's code fails to arrive or to start: no code runs
// then, so the build writes them into the page in every language (scripts/static-shell-plugin.ts)
// and the page's inline script shows the reader's. Never loaded as code, so not in the first load.
// Its button is the list's Reload (list.reload).
import type { Area } from '../../catalog'

export const start = {
  failed: 'The console could not start. Check your connection and reload.',
} as const satisfies Area
