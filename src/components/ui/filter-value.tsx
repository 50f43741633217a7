// A filter value as the list shows it, stray spaces marked (lib/filters/filter-value-view.ts).
import { markedSpaces, straySpacesNote } from '@/lib/filters/filter-value-view'
import { renderViews } from './view'

/** The value, with each space at either end shown as ␣. */
export function MarkedSpaces({ value }: { value: string }) {
  return renderViews(markedSpaces(value))
}

/** " (ends with a space)", or nothing for a value without stray spaces. */
export function StraySpacesNote({ value }: { value: string }) {
  return renderViews([straySpacesNote(value)])
}
