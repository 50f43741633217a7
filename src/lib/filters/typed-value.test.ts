import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { en } from '@/i18n/messages/en'
import { values as german } from '@/i18n/messages/de/values'
import { values as greek } from '@/i18n/messages/el/values'
import { foldValue } from './close-values'
import {
  betterValue,
  matchTyped,
  valueOnEnter,
  valueOnPause,
  withDeclaredValues,
  type KnownValue,
} from './typed-value'

const statuses = ['PENDING', 'CONFIRMED', 'REJECTED', 'CANCELLED', 'COMPLETED']
const catalogs = [en.values, german, greek] as const
const known: KnownValue[] = statuses.map((value) => ({
  value,
  words: catalogs.map((catalog) => catalog[`status.${value}` as keyof typeof catalog]),
}))
const names = known.flatMap((entry) =>
  [entry.value, ...entry.words].map((name) => ({ entry, name })),
)

/** The folded starts of `name` that no other value's name starts with. */
function uniqueStarts(entry: KnownValue, name: string): string[] {
  const others = names
    .filter((other) => other.entry !== entry)
    .map((other) => foldValue(other.name))
  const folded = foldValue(name)
  return Array.from({ length: folded.length }, (_, index) => folded.slice(0, index + 1)).filter(
    (start) => !others.some((other) => other.startsWith(start)),
  )
}

// Any case, letter by letter, with or without the accents of the name's start.
const anyCase = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) =>
      [...text].map((letter, index) => (upper[index] ? letter.toUpperCase() : letter)).join(''),
    )

describe('a typed status in any language', () => {
  it('names its value: the value, a label in en, de or el, in any case and without accents', () => {
    expect(valueOnPause('ausstehend', known)).toBe('PENDING')
    expect(valueOnPause('ΕΚΚΡΕΜΕΙ', known)).toBe('PENDING')
    expect(valueOnPause('bestatigt', known)).toBe('CONFIRMED')
    expect(valueOnPause('pending', known)).toBe('PENDING')
    expect(valueOnPause('Ακυρωμενη', known)).toBe('CANCELLED')
  })

  it('property: a label, any case, any unique start of it maps to its value on Enter', () => {
    const cases = names.flatMap(({ entry, name }) =>
      uniqueStarts(entry, name).map((start) => ({ value: entry.value, start })),
    )
    expect(cases.length).toBeGreaterThan(40)
    fc.assert(
      fc.property(
        fc
          .constantFrom(...cases)
          .chain(({ value, start }) => anyCase(start).map((typed) => ({ value, typed }))),
        ({ value, typed }) => {
          expect(valueOnEnter(typed, known)).toBe(value)
          const match = matchTyped(typed, known)
          expect(
            match.kind === 'exact' ? [match.value] : match.kind === 'start' ? match.values : [],
          ).toEqual([value])
        },
      ),
    )
  })

  it('property: a whole label, any case, maps to its value on a pause too', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...names)
          .chain(({ entry, name }) =>
            anyCase(name).map((typed) => ({ value: entry.value, typed })),
          ),
        ({ value, typed }) => {
          expect(valueOnPause(typed, known)).toBe(value)
        },
      ),
    )
  })

  it('property: a start shared by two values applies nothing on a pause, itself on Enter', () => {
    const shared = [
      ...new Set(
        names.flatMap(({ name }) => {
          const folded = foldValue(name)
          return Array.from({ length: folded.length }, (_, index) => folded.slice(0, index + 1))
        }),
      ),
    ].filter((start) => {
      const valuesStarted = known.filter((entry) =>
        [entry.value, ...entry.words].some((name) => foldValue(name).startsWith(start)),
      )
      const exact = known.some((entry) =>
        [entry.value, ...entry.words].some((name) => foldValue(name) === start),
      )
      return valuesStarted.length >= 2 && !exact
    })
    expect(shared).toEqual(expect.arrayContaining(['c', 'co', 'ab', 'ε', 'α']))
    fc.assert(
      fc.property(fc.constantFrom(...shared).chain(anyCase), (typed) => {
        expect(valueOnPause(typed, known)).toBeUndefined()
        expect(valueOnEnter(typed, known)).toBe(typed)
      }),
    )
  })
})

describe('what a pause applies', () => {
  it('waits at the start of a single value ("pend", "ausst", "εκκρεμ"): Enter applies it', () => {
    for (const typed of ['pend', 'ausst', 'εκκρεμ']) {
      expect(valueOnPause(typed, known)).toBeUndefined()
      expect(valueOnEnter(typed, known)).toBe('PENDING')
    }
  })

  it('applies text that starts no known value as typed, and an empty field as no filter', () => {
    expect(valueOnPause('lisbn', known)).toBe('lisbn')
    expect(valueOnEnter('lisbn', known)).toBe('lisbn')
    expect(valueOnPause('', known)).toBe('')
  })

  it('never picks between values that read alike', () => {
    const twins = [
      { value: 'tour', words: [] },
      { value: 'TOUR', words: [] },
    ]
    expect(valueOnPause('Tour', twins)).toBe('Tour')
    expect(valueOnPause('TOUR', twins)).toBe('TOUR')
  })
})

describe('a filter applied before its values were known', () => {
  it('is sent again as the value it turns out to stand for', () => {
    expect(betterValue('pending', known)).toBe('PENDING')
    expect(betterValue('tour', [{ value: 'tour', words: [] }])).toBeUndefined()
    expect(betterValue('TOUR', [{ value: 'tour', words: [] }])).toBe('tour')
    expect(betterValue('pend', known)).toBeUndefined()
  })
})

describe('a resource’s declared values', () => {
  it('come first, with those seen, offered all; a column of another kind stays as seen', () => {
    const seen = { values: ['CONFIRMED', 'ON_HOLD'], kind: 'text' as const, few: false }
    expect(withDeclaredValues(seen, ['PENDING', 'CONFIRMED'])).toEqual({
      values: ['PENDING', 'CONFIRMED', 'ON_HOLD'],
      kind: 'text',
      few: true,
    })
    expect(withDeclaredValues(undefined, ['PENDING'])?.values).toEqual(['PENDING'])
    expect(withDeclaredValues(seen, undefined)).toBe(seen)
    const dates = { values: ['2026-10-17'], kind: 'date' as const, few: true }
    expect(withDeclaredValues(dates, ['PENDING'])).toBe(dates)
  })
})
