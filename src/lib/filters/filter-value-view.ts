// The service compares filters exactly, so a space at either end of a value is why it matches
// nothing; such spaces are shown (as ␣) and named wherever the value is, never trimmed away.
import { h, type ViewChild } from '../view/view-node'
import { describeStraySpaces, straySpaces } from './stray-spaces'

function spaceMarks(spaces: string): ViewChild {
  return (
    spaces &&
    h('span', { class: 'stray-space', 'aria-hidden': 'true' }, '\u2423'.repeat(spaces.length))
  )
}

/** The value, with each space at either end shown as ␣. */
export function markedSpaces(value: string): ViewChild[] {
  if (!straySpaces(value)) return [value]
  const core = value.trim()
  const start = value.length - value.trimStart().length
  return [spaceMarks(value.slice(0, start)), core, spaceMarks(value.slice(start + core.length))]
}

/** " (ends with a space)", or nothing for a value without stray spaces. */
export function straySpacesNote(value: string): ViewChild {
  const spaces = straySpaces(value)
  return spaces && h('span', { class: 'stray-space-note' }, ` (${describeStraySpaces(spaces)})`)
}
