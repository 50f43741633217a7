// The shapes codes take at a service (ids, references): a prefix of letters, a separator, then a
// tail of digits padded to a width (`bkg_000042`) or of letters and digits of a fixed length in
// one case (`DC-7KQ2ZP`). Staff write a code as they read it ("BKG-00042", "bkg42", "42"); Find
// asks for it in the shapes the service's own values were seen in, as equality needs.

export interface CodeShape {
  /** As the service writes it: `bkg`, `DC`, or none. */
  prefix: string
  separator: string
  tail: 'digits' | 'alnum'
  /** Digits: the width they are padded to (0: not padded). Alnum: the tail's length. */
  length: number
  /** The case of an alnum tail's letters. */
  letters: 'upper' | 'lower' | 'mixed'
}

interface ParsedCode {
  prefix: string
  separator: string
  tail: string
}

const separated = /^([A-Za-z]+)([-_.])([A-Za-z0-9]+)$/
const joined = /^([A-Za-z]*)(\d[A-Za-z0-9]*)$/

/** A value as prefix, separator and tail; undefined when it is no code. */
export function parseCode(value: string): ParsedCode | undefined {
  const match = separated.exec(value) ?? joined.exec(value)
  if (!match) return undefined
  return match.length === 4
    ? { prefix: match[1]!, separator: match[2]!, tail: match[3]! }
    : { prefix: match[1]!, separator: '', tail: match[2]! }
}

function lettersCase(tail: string): CodeShape['letters'] {
  if (tail === tail.toUpperCase()) return 'upper'
  return tail === tail.toLowerCase() ? 'lower' : 'mixed'
}

interface ShapeGroup {
  prefixes: Map<string, number>
  separator: string
  tail: CodeShape['tail']
  lengths: Set<number>
  padded: boolean
  letters: Set<CodeShape['letters']>
  count: number
}

const maxShapes = 3

/** The shapes of `values`, most common first; values that are no code have none. */
export function codeShapesOf(values: readonly string[]): CodeShape[] {
  const groups = new Map<string, ShapeGroup>()
  for (const value of values) {
    const code = parseCode(value)
    if (!code) continue
    const tail = /^\d+$/.test(code.tail) ? 'digits' : 'alnum'
    // Unpadded digits vary in length within one shape; alnum tails are told apart by length.
    const lengthKey = tail === 'alnum' ? code.tail.length : 0
    const key = [code.prefix.toLowerCase(), code.separator, tail, lengthKey].join('\u0000')
    let group = groups.get(key)
    if (!group) {
      group = {
        prefixes: new Map(),
        separator: code.separator,
        tail,
        lengths: new Set(),
        padded: false,
        letters: new Set(),
        count: 0,
      }
      groups.set(key, group)
    }
    group.count++
    group.prefixes.set(code.prefix, (group.prefixes.get(code.prefix) ?? 0) + 1)
    group.lengths.add(code.tail.length)
    group.padded ||= tail === 'digits' && code.tail.length > 1 && code.tail.startsWith('0')
    group.letters.add(lettersCase(code.tail))
  }
  return [...groups.values()]
    .sort((left, right) => right.count - left.count)
    .slice(0, maxShapes)
    .map((group) => {
      const [prefix] = [...group.prefixes].sort((left, right) => right[1] - left[1])[0]!
      const [length] = [...group.lengths]
      // Leading zeros say so; so do several tails all of one length (`bkg_104211`, `bkg_104212`).
      const sameLength = group.lengths.size === 1
      const padded =
        group.tail === 'digits' &&
        sameLength &&
        (group.padded || (group.count >= 3 && length! >= 4))
      return {
        prefix,
        separator: group.separator,
        tail: group.tail,
        length: group.tail === 'alnum' || padded ? length! : 0,
        letters: group.letters.size === 1 ? [...group.letters][0]! : 'mixed',
      }
    })
}

const separators = /[-_.\s]+/g

/** `typed` written in `shape`, or undefined when it cannot be a code of that shape. */
export function rewriteInShape(typed: string, shape: CodeShape): string | undefined {
  const compact = typed.trim().replace(separators, '')
  if (!/^[A-Za-z0-9]+$/.test(compact)) return undefined
  const prefix = shape.prefix.toLowerCase()
  let tail: string
  if (prefix !== '' && compact.toLowerCase().startsWith(prefix)) tail = compact.slice(prefix.length)
  // Without its prefix, a code is its tail alone, and holds a digit ("42", "7KQ2ZP").
  else if (/^\d/.test(compact) || (prefix === '' && /\d/.test(compact))) tail = compact
  else return undefined
  if (shape.tail === 'digits') {
    if (!/^\d+$/.test(tail)) return undefined
    const number = tail.replace(/^0+(?=.)/, '')
    if (shape.length > 0 && number.length > shape.length) return undefined
    tail = number.padStart(shape.length, '0')
  } else {
    if (tail.length !== shape.length) return undefined
    if (shape.letters === 'upper') tail = tail.toUpperCase()
    if (shape.letters === 'lower') tail = tail.toLowerCase()
  }
  return shape.prefix === '' ? tail : `${shape.prefix}${shape.separator}${tail}`
}

const compactKey = (value: string) => value.replace(separators, '').toLowerCase()

/**
 * What to ask for when staff type `typed` for an attribute whose values were seen as `seen`: a
 * seen value that differs only in case and separators, then `typed` in each shape seen. With
 * nothing seen, `typed` as it is.
 */
export function codeCandidates(typed: string, seen: readonly string[]): string[] {
  const text = typed.trim()
  if (seen.length === 0) return text === '' ? [] : [text]
  const key = compactKey(text)
  const same = seen.find((value) => compactKey(value) === key)
  const rewritten = codeShapesOf(seen).map((shape) => rewriteInShape(text, shape))
  return [...new Set([same, ...rewritten].filter((value): value is string => value !== undefined))]
}
