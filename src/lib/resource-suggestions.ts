// Helping someone reach a resource by name: the names offered while "Open resource" is typed
// into, and the one a name the service does not know was most likely meant to be. Only names
// known to this console (opened before at this Base URL, or configured) are ever offered.
import { editDistance, slipsAllowed } from './text/edit-distance'

export const resourceSuggestionsLimit = 8

const fold = (name: string) => name.toLowerCase()

/** Each name once, in the order first given (recent ones before configured ones). */
export function knownResourceNames(...lists: readonly (readonly string[])[]): string[] {
  return [...new Set(lists.flat())]
}

/**
 * Names to offer for `typed`: those starting with it, then those containing it, then those whose
 * start is a slip away from it ("supl" offers "suppliers"). Empty typing offers every name.
 */
export function suggestResourceNames(typed: string, known: readonly string[]): string[] {
  const wanted = fold(typed.trim())
  if (wanted === '') return known.slice(0, resourceSuggestionsLimit)
  const starting: string[] = []
  const containing: string[] = []
  const close: string[] = []
  for (const name of known) {
    const folded = fold(name)
    const index = folded.indexOf(wanted)
    if (index === 0) starting.push(name)
    else if (index > 0) containing.push(name)
    else if (
      wanted.length >= 3 &&
      editDistance(wanted, folded.slice(0, wanted.length)) <= slipsAllowed(wanted.length)
    )
      close.push(name)
  }
  return [...starting, ...containing, ...close].slice(0, resourceSuggestionsLimit)
}

/**
 * The known name `typed` most likely meant: the closest within a few slips for its length (a
 * different case alone counts as closest), never `typed` itself; the first given wins a tie.
 */
export function closestResourceName(typed: string, known: readonly string[]): string | undefined {
  const wanted = fold(typed)
  let best: { name: string; distance: number } | undefined
  for (const name of known) {
    if (name === typed) continue
    const distance = editDistance(wanted, fold(name))
    if (distance > slipsAllowed(wanted.length)) continue
    if (!best || distance < best.distance) best = { name, distance }
  }
  return best?.name
}
