// How wide the widest value each column of a list has shown is, per resource and Base URL, for as
// long as the tab runs: a column keeps room for it as the list is paged, so Next and Previous
// don't narrow a column for shorter values. Values only: the header and a filter's text count
// afresh each time (column-widths.ts). In memory only; a reload starts from the page it shows, as
// the first view painted before React does (first-view/), and "Sign out" forgets them with the
// rest of what the service showed.
import { widestOf } from './column-widths'

const shown = new Map<string, ReadonlyMap<string, number>>()
const none: ReadonlyMap<string, number> = new Map()

const keyOf = (baseUrl: string, resourceName: string) => `${resourceName} ${baseUrl}`

export function shownValueWidths(
  baseUrl: string,
  resourceName: string,
): ReadonlyMap<string, number> {
  return shown.get(keyOf(baseUrl, resourceName)) ?? none
}

/** Keeps, per column, the wider of `widths` and what it showed before. */
export function rememberValueWidths(
  baseUrl: string,
  resourceName: string,
  widths: ReadonlyMap<string, number>,
): void {
  const key = keyOf(baseUrl, resourceName)
  shown.set(key, widestOf(shownValueWidths(baseUrl, resourceName), widths))
}

export function forgetValueWidths(): void {
  shown.clear()
}
