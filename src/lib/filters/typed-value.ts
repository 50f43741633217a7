// What a typed filter stands for among a column's known values, each with its words in the
// console's languages ("Ausstehend", "Εκκρεμεί" for PENDING): the value itself or a word of it,
// apart from case, spacing or accents, is that value; the start of one value ("pend", "ausst") is
// that value once Enter says so; the start of several is none of them yet. Staff never have a
// half-typed value applied by a pause, and never a guess.
import { foldValue } from './close-values'
import type { SeenColumn } from './seen-values'

export interface KnownValue {
  /** As the service writes it, and as a filter sends it. */
  value: string
  /** Its words in any language: labels, never sent. */
  words: readonly string[]
}

export type TypedMatch =
  { kind: 'exact'; value: string } | { kind: 'start'; values: readonly string[] } | { kind: 'none' }

const namesOf = (known: KnownValue) => [known.value, ...known.words]

/** The known value `typed` names, or those it starts, or none. */
export function matchTyped(typed: string, known: readonly KnownValue[]): TypedMatch {
  const folded = foldValue(typed)
  if (folded === '') return { kind: 'none' }
  const verbatim = known.find((entry) => entry.value === typed)
  if (verbatim) return { kind: 'exact', value: verbatim.value }
  const exact = new Set<string>()
  const started = new Set<string>()
  for (const entry of known) {
    const names = namesOf(entry).map(foldValue)
    if (names.includes(folded)) exact.add(entry.value)
    else if (names.some((name) => name.startsWith(folded))) started.add(entry.value)
  }
  if (exact.size === 1) return { kind: 'exact', value: [...exact][0]! }
  // Several values read alike: none is sent in place of what was typed.
  if (exact.size > 1) return { kind: 'none' }
  return started.size > 0 ? { kind: 'start', values: [...started] } : { kind: 'none' }
}

/**
 * What a pause in typing applies: the value typed stands for, else the text as typed; nothing
 * (undefined) while it is only the start of known values, whose options are showing.
 */
export function valueOnPause(typed: string, known: readonly KnownValue[]): string | undefined {
  const match = matchTyped(typed, known)
  if (match.kind === 'exact') return match.value
  return match.kind === 'start' ? undefined : typed
}

/** What Enter applies: the value typed stands for, the single value it starts, else the text as typed. */
export function valueOnEnter(typed: string, known: readonly KnownValue[]): string {
  const match = matchTyped(typed, known)
  if (match.kind === 'exact') return match.value
  if (match.kind === 'start' && match.values.length === 1) return match.values[0]!
  return typed
}

/**
 * The known value an applied filter turns out to stand for once more values are known ("tour"
 * typed before `tour` was seen, "pending" before PENDING): undefined while it stands for none.
 */
export function betterValue(applied: string, known: readonly KnownValue[]): string | undefined {
  const match = matchTyped(applied, known)
  return match.kind === 'exact' && match.value !== applied ? match.value : undefined
}

/**
 * A column's values with those its resource declares (a status's lifecycle) first: known before
 * any row shows them, and offered all, as a column of few values is.
 */
export function withDeclaredValues(
  column: SeenColumn | undefined,
  declared: readonly string[] | undefined,
): SeenColumn | undefined {
  if (!declared?.length || (column && column.kind !== 'text')) return column
  const values = [...new Set([...declared, ...(column?.values ?? [])])]
  return { values, kind: 'text', few: true }
}
