// Whether the tools for whoever needs the service's own words show: "Request" (with its
// "Copy as cURL"), "Open resource" and a record's "Copy JSON". They show unless hidden on this
// device with the header's "Developer" button. The page's root carries the choice, so that one
// style rule (.developer-tool) hides them wherever they are, also in the header painted before
// the code runs (index.html reads the choice there, before the first paint).
import { readPreference } from './preferences'

export const developerToolsKey = 'developer-tools'
export type DeveloperTools = 'shown' | 'hidden'

export function parseDeveloperTools(value: unknown): DeveloperTools | undefined {
  return value === 'shown' || value === 'hidden' ? value : undefined
}

export function readDeveloperTools(): DeveloperTools {
  return readPreference(developerToolsKey, parseDeveloperTools, 'shown')
}

/** Marks the page's root as index.html does: `data-developer-tools="hidden"`, or nothing. */
export function markDeveloperTools(choice: DeveloperTools) {
  const root = document.documentElement
  if (choice === 'hidden') root.dataset.developerTools = 'hidden'
  else delete root.dataset.developerTools
}
