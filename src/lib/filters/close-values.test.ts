import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { caseVariants, closeValues, foldValue, knownValueFor } from './close-values'

describe('closeValues', () => {
  it.each([
    ['case', 'transfer', ['TOUR', 'TRANSFER', 'TICKET'], ['TRANSFER']],
    ['case, as a status', 'pending', ['CONFIRMED', 'PENDING'], ['PENDING']],
    ['mixed case', 'New york', ['New York', 'NEW YORK', 'York'], ['New York', 'NEW YORK']],
    ['accents dropped', 'Zurich', ['Zürich', 'Zug'], ['Zürich']],
    ['accents added', 'Zürich', ['Zurich'], ['Zurich']],
    ['accents and case', 'CAFE', ['café', 'cafés', 'cafe au lait'], ['café']],
    ['composed and decomposed forms', 'cafe\u0301', ['caf\u00e9'], ['caf\u00e9']],
    ['a trailing space', 'TOUR ', ['TOUR', 'TOURS'], ['TOUR']],
    ['a leading space', ' TOUR', ['TOUR'], ['TOUR']],
    ['a seen value with stray spaces', 'TOUR', [' TOUR ', 'TOUR'], [' TOUR ']],
    ['repeated inner spaces', 'New  York', ['New York'], ['New York']],
    ['a tab for a space', 'New\tYork', ['New York'], ['New York']],
    ['never the typed value itself', 'TOUR', ['TOUR'], []],
    ['no other letters', 'TOURS', ['TOUR'], []],
    ['no partial match', 'TRANS', ['TRANSFER'], []],
    ['no missing inner space', 'TRANSFER', ['TRANS FER'], []],
    ['no other punctuation', 'DC-1', ['DC_1', 'DC1'], []],
    ['no other digits', '1', ['1.0', '01'], []],
    ['nothing for an empty value', '', ['x'], []],
    ['each value once', 'tour', ['TOUR', 'TOUR'], ['TOUR']],
  ])('%s: %j among %j offers %j', (_, typed, seen, offered) => {
    expect(closeValues(typed, seen)).toEqual(offered)
  })
})

describe('knownValueFor', () => {
  it.each([
    ['a badge read as written', 'Pending', ['CONFIRMED', 'PENDING'], 'PENDING'],
    ['any case and spacing', ' pending ', ['PENDING'], 'PENDING'],
    ['accents', 'zurich', ['Zürich', 'Zug'], 'Zürich'],
    ['the exact value first', 'Tour', ['TOUR', 'Tour'], 'Tour'],
    ['a value written in lower case', 'TOUR', ['tour', 'transfer'], 'tour'],
    ['none when two stand for it', 'tour', ['TOUR', 'Tour'], undefined],
    ['none for other letters', 'pend', ['PENDING'], undefined],
    ['none for an empty value', '  ', [' '], undefined],
  ])('%s: %j among %j is %j', (_, typed, known, value) => {
    expect(knownValueFor(typed, known)).toBe(value)
  })
})

// Words over a small alphabet, each letter rendered with any case and accent, spaces with any
// run of whitespace: two renderings of one skeleton differ only in case, accents and spacing.
const accented: Record<string, readonly string[]> = {
  a: ['a', 'A', 'á', 'à', 'Â', 'ä', 'Å'],
  c: ['c', 'C', 'ç', 'Ç'],
  e: ['e', 'E', 'é', 'È', 'ê', 'Ë'],
  n: ['n', 'N', 'ñ', 'Ñ'],
  o: ['o', 'O', 'ó', 'Ô', 'ö'],
  u: ['u', 'U', 'ú', 'Ü', 'ů'],
  t: ['t', 'T', 'ť'],
  '1': ['1'],
  '-': ['-'],
}
const letters = Object.keys(accented)
const skeleton = fc.array(fc.array(fc.constantFrom(...letters), { minLength: 1, maxLength: 6 }), {
  minLength: 1,
  maxLength: 4,
})
const spacing = fc.constantFrom('', ' ', '  ', '\t', ' \u00a0')
const innerSpacing = fc.constantFrom(' ', '  ', '\t', '\u00a0')

function rendering(words: readonly (readonly string[])[]) {
  return fc
    .tuple(
      spacing,
      fc.tuple(
        ...words.map((word) =>
          fc.tuple(...word.map((letter) => fc.constantFrom(...(accented[letter] ?? [letter])))),
        ),
      ),
      fc.array(innerSpacing, { minLength: words.length, maxLength: words.length }),
      spacing,
    )
    .map(
      ([before, rendered, gaps, after]) =>
        before +
        rendered.map((word, index) => (index > 0 ? gaps[index] : '') + word.join('')).join('') +
        after,
    )
}

describe('closeValues, for any value', () => {
  it('offers a value for its case, accent and spacing variants, never for itself', () => {
    fc.assert(
      fc.property(
        skeleton.chain((words) => fc.tuple(rendering(words), rendering(words))),
        ([value, typed]) => {
          expect(closeValues(typed, [value])).toEqual(value === typed ? [] : [value])
        },
      ),
    )
  })

  it('never offers a value with other letters', () => {
    fc.assert(
      fc.property(
        skeleton.chain((words) =>
          fc
            .tuple(fc.nat({ max: words.length - 1 }), fc.nat(), fc.constantFrom(...letters))
            .filter(([wordIndex, letterIndex, letter]) => {
              const word = words[wordIndex] ?? []
              return word[letterIndex % word.length] !== letter
            })
            .chain(([wordIndex, letterIndex, letter]) => {
              const changed = words.map((word, index) =>
                index === wordIndex
                  ? word.map((old, at) => (at === letterIndex % word.length ? letter : old))
                  : word,
              )
              return fc.tuple(rendering(words), rendering(changed))
            }),
        ),
        ([value, typed]) => {
          expect(closeValues(typed, [value])).toEqual([])
        },
      ),
    )
  })

  it('offers only values that a base-letter comparison finds equal, and never the typed one', () => {
    const collator = new Intl.Collator('en', { sensitivity: 'base' })
    const collapse = (value: string) => value.replace(/\s+/g, ' ').trim()
    const text = fc.string({ unit: fc.constantFrom('a', 'A', 'á', 'b', 'B', ' ', '\t', 'ß', '1') })
    fc.assert(
      fc.property(text, fc.array(text), (typed, seen) => {
        const offered = closeValues(typed, [typed, ...seen])
        expect(offered).not.toContain(typed)
        expect(new Set(offered).size).toBe(offered.length)
        for (const value of offered) {
          expect(collator.compare(collapse(value), collapse(typed))).toBe(0)
          expect(foldValue(value)).toBe(foldValue(typed))
        }
      }),
    )
  })
})

describe('caseVariants', () => {
  it.each([
    ['lisbon', ['Lisbon', 'LISBON']],
    ['new  york ', ['New York', 'NEW YORK', 'new york']],
    ['pending', ['Pending', 'PENDING']],
    ['PENDING', ['Pending', 'pending']],
    ['saint-malo', ['Saint-Malo', 'SAINT-MALO']],
    ['', []],
  ])('%j may be written %j', (typed, variants) => {
    expect(caseVariants(typed)).toEqual(variants)
  })

  it('differ from the typed value only in case and spacing, each once, never as typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const variants = caseVariants(typed)
        expect(new Set(variants).size).toBe(variants.length)
        for (const variant of variants) {
          expect(variant).not.toBe(typed)
          expect(foldValue(variant)).toBe(foldValue(typed))
        }
      }),
    )
  })
})
