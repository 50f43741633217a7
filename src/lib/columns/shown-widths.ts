// The widest each column of a list has been shown, per resource and Base URL, for as long as the
// tab runs: paging never narrows a column, so Next and Previous leave the columns where they are.
// In memory only; a reload starts from the page it shows, as the first view painted before React
// does (first-view/), and "Sign out" forgets them with the rest of what the service showed.
import { widestOf } from './column-widths'

const shown = new Map<string, ReadonlyMap<string, number>>()
const none: ReadonlyMap<string, number> = new Map()

const keyOf = (baseUrl: string, resourceName: string) => `${resourceName} ${baseUrl}`

export function shownWidths(baseUrl: string, resourceName: string): ReadonlyMap<string, number> {
  return shown.get(keyOf(baseUrl, resourceName)) ?? none
}

/** Keeps the wider of `widths` and what the resource's columns were shown at before. */
export function rememberShownWidths(
  baseUrl: string,
  resourceName: string,
  widths: ReadonlyMap<string, number>,
): void {
  shown.set(keyOf(baseUrl, resourceName), widestOf(shownWidths(baseUrl, resourceName), widths))
}

export function forgetShownWidths(): void {
  shown.clear()
}
