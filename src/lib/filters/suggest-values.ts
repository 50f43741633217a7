import { foldValue } from './close-values'
import type { SeenColumn } from './seen-values'

export const suggestionsLimit = 8

const byText = (left: string, right: string) => (left < right ? -1 : left > right ? 1 : 0)

/**
 * Seen values to offer while `draft` is typed. A column of few values offers them all, those
 * containing the draft (in any case, accents or spacing) first; any other column offers only
 * values containing a non-empty draft, those starting with it first.
 */
export function suggestValues(draft: string, column: SeenColumn | undefined): string[] {
  if (!column || column.kind !== 'text') return []
  const folded = foldValue(draft)
  const matching: string[] = []
  const starting: string[] = []
  const rest: string[] = []
  for (const value of column.values) {
    const index = folded === '' ? 0 : foldValue(value).indexOf(folded)
    ;(index === 0 ? starting : index > 0 ? matching : rest).push(value)
  }
  if (column.few) return [...starting, ...matching].sort(byText).concat(rest.sort(byText))
  if (folded === '') return []
  return [...starting, ...matching].slice(0, suggestionsLimit)
}
