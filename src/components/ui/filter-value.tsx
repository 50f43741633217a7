// The service compares filters exactly, so a space at either end of a value is why it matches
// nothing; such spaces are shown (as ␣) and named wherever the value is, never trimmed away.
import { describeStraySpaces, straySpaces } from '@/lib/filters/stray-spaces'

function SpaceMarks({ spaces }: { spaces: string }) {
  if (!spaces) return null
  return (
    <span className="stray-space" aria-hidden="true">
      {'\u2423'.repeat(spaces.length)}
    </span>
  )
}

/** The value, with each space at either end shown as ␣. */
export function MarkedSpaces({ value }: { value: string }) {
  if (!straySpaces(value)) return value
  const core = value.trim()
  const start = value.length - value.trimStart().length
  return (
    <>
      <SpaceMarks spaces={value.slice(0, start)} />
      {core}
      <SpaceMarks spaces={value.slice(start + core.length)} />
    </>
  )
}

/** " (ends with a space)", or nothing for a value without stray spaces. */
export function StraySpacesNote({ value }: { value: string }) {
  const spaces = straySpaces(value)
  if (!spaces) return null
  return <span className="stray-space-note"> ({describeStraySpaces(spaces)})</span>
}
