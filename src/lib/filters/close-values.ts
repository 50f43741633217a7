// The service's filters are exact equality, so a value typed in another case, with other spacing
// or without its accents finds nothing. These helpers find the values that differ from a typed one
// only in those ways: never in letters, so nothing offered is a guess.

const combiningMarks = /\p{M}/gu
const whitespace = /\s+/g
// Greek writes σ as ς at a word's end: "εκκρεμ" still starts "Εκκρεμεί" either way.
const finalSigma = /ς/g

/** A value's letters alone: no case, no accents, single inner spaces, none at either end. */
export function foldValue(value: string): string {
  return value
    .normalize('NFD')
    .toLowerCase()
    .replace(combiningMarks, '')
    .replace(finalSigma, 'σ')
    .replace(whitespace, ' ')
    .trim()
}

/** The values of `seen` that differ from `typed` only in case, spacing or accents. */
export function closeValues(typed: string, seen: Iterable<string>): string[] {
  const folded = foldValue(typed)
  const close = new Set<string>()
  for (const value of seen) {
    if (value !== typed && foldValue(value) === folded) close.add(value)
  }
  return [...close]
}

/**
 * The one known value `typed` stands for, apart from case, spacing or accents ("pending" for
 * PENDING), so that a filter sends what the service holds; undefined when none or several do.
 */
export function knownValueFor(typed: string, known: Iterable<string>): string | undefined {
  const folded = foldValue(typed)
  if (folded === '') return undefined
  let match: string | undefined
  for (const value of known) {
    if (value === typed) return value
    if (foldValue(value) !== folded) continue
    if (match !== undefined && match !== value) return undefined
    match = value
  }
  return match
}

/**
 * The ways a service commonly writes a typed value, other than as typed: Title Case ("Lisbon",
 * "New York"), UPPER CASE ("PENDING") and lower case, each with single inner spaces.
 */
export function caseVariants(typed: string): string[] {
  const spaced = typed.replace(whitespace, ' ').trim()
  const lower = spaced.toLowerCase()
  const title = lower.replace(/(^|[\s\-'’(/])(\p{L})/gu, (_, before: string, letter: string) => {
    return before + letter.toUpperCase()
  })
  const variants = new Set([title, spaced.toUpperCase(), lower])
  // Only case: "ß" written "SS" would be other letters.
  return [...variants].filter(
    (variant) => variant !== typed && variant !== '' && variant.toLowerCase() === lower,
  )
}
