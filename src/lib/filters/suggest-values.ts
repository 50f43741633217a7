import { editDistance, slipsAllowed } from '../text/edit-distance'
import { foldValue } from './close-values'
import type { SeenColumn } from './seen-values'

export const suggestionsLimit = 8

const byText = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0)

/** Whether `value` may be what a draft with a slip or two meant: "Lisbn" for "Lisbon (Old Town)". */
function nearly(folded: string, value: string): boolean {
  if (folded.length < 3) return false
  const allowed = slipsAllowed(folded.length)
  const start = value.slice(0, folded.length + 1)
  return (
    editDistance(folded, start) <= allowed ||
    editDistance(folded, start.slice(0, folded.length)) <= allowed
  )
}

/** Where the draft falls in a value or its words: 0 at the start of one, above 0 inside, -1 in none. */
function placeIn(folded: string, names: readonly string[]): number {
  const places = names.map((name) => name.indexOf(folded)).filter((place) => place >= 0)
  return places.length === 0 ? -1 : Math.min(...places)
}

const noWords = () => []

/**
 * Seen values to offer while `draft` is typed, matched by the value or its words (`wordsOf`: a
 * status's labels, in any language). A column of few values offers them all, those containing
 * the draft (in any case, accents or spacing) first; any other column offers only values
 * containing a non-empty draft, those starting with it first, then those it nearly starts (a slip
 * or two, as in "Lisbn").
 */
export function suggestValues(
  draft: string,
  column: SeenColumn | undefined,
  wordsOf: (value: string) => readonly string[] = noWords,
): string[] {
  if (!column || column.kind !== 'text') return []
  const folded = foldValue(draft)
  const matching: string[] = []
  const starting: string[] = []
  const rest: string[] = []
  const namesOf = (value: string) => [value, ...wordsOf(value)].map(foldValue)
  for (const value of column.values) {
    const index = folded === '' ? 0 : placeIn(folded, namesOf(value))
    ;(index === 0 ? starting : index > 0 ? matching : rest).push(value)
  }
  if (column.few) return [...starting, ...matching].sort(byText).concat(rest.sort(byText))
  if (folded === '') return []
  const near = rest.filter((value) => namesOf(value).some((name) => nearly(folded, name)))
  return [...starting, ...matching, ...near].slice(0, suggestionsLimit)
}
