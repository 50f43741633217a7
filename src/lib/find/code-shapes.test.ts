import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { codeCandidates, codeShapesOf, parseCode, rewriteInShape } from './code-shapes'

const bookingIds = ['bkg_004873', 'bkg_004872', 'bkg_000311', 'bkg_002852']
const productIds = ['prd_00017', 'prd_00342', 'prd_00101']
const references = ['DC-7KQ2ZP', 'DC-PKK5CA', 'DC-KQABCD', 'DC-00Z9X1']

describe('the shapes of seen codes', () => {
  it('reads a prefix, a separator and a padded tail of digits', () => {
    expect(codeShapesOf(bookingIds)).toEqual([
      { prefix: 'bkg', separator: '_', tail: 'digits', length: 6, letters: 'upper' },
    ])
  })

  it('reads an alnum tail by its length and case', () => {
    expect(codeShapesOf(references)).toEqual([
      { prefix: 'DC', separator: '-', tail: 'alnum', length: 6, letters: 'upper' },
    ])
  })

  it('knows unpadded digits by their varying lengths', () => {
    expect(codeShapesOf(['ord-7', 'ord-12', 'ord-345'])).toEqual([
      { prefix: 'ord', separator: '-', tail: 'digits', length: 0, letters: 'upper' },
    ])
  })

  it('sees no code in dates, words, emails or sentences', () => {
    for (const value of ['2026-11-20', 'CONFIRMED', 'a@b.c', 'Lisbon Walking Tour', '12.5'])
      expect(parseCode(value), value).toBeUndefined()
  })
})

describe('a typed code in a seen shape', () => {
  it.each([
    ['BKG-00042', 'bkg_000042'],
    ['bkg42', 'bkg_000042'],
    ['42', 'bkg_000042'],
    ['Bkg 0000042', 'bkg_000042'],
    ['bkg_004873', 'bkg_004873'],
  ])('%s is asked as %s', (typed, asked) => {
    expect(codeCandidates(typed, bookingIds)).toEqual([asked])
  })

  it('is not asked in a shape whose prefix it does not have', () => {
    expect(codeCandidates('BKG-00042', productIds)).toEqual([])
    expect(codeCandidates('BKG-00042', references)).toEqual([])
    expect(codeCandidates('dc-7kq2zp', bookingIds)).toEqual([])
  })

  it('takes a reference in any case, with or without its separator', () => {
    expect(codeCandidates('dc-7kq2zp', references)).toEqual(['DC-7KQ2ZP'])
    expect(codeCandidates('dc7kq2zp', references)).toEqual(['DC-7KQ2ZP'])
    expect(codeCandidates('7kq2zp', references)).toEqual(['DC-7KQ2ZP'])
    expect(codeCandidates('DC-ABCDEFG', references)).toEqual([])
  })

  it('is not more digits than the padding holds', () => {
    expect(codeCandidates('bkg-1234567', bookingIds)).toEqual([])
  })

  it('a word without digits is no code unless it carries the prefix', () => {
    expect(codeCandidates('Lisbon', references)).toEqual([])
    expect(codeCandidates('dckqabcd', references)).toEqual(['DC-KQABCD'])
  })

  it('is asked as typed where nothing was seen', () => {
    expect(codeCandidates(' x-1 ', [])).toEqual(['x-1'])
  })

  it('a seen value equal but for case and separators comes first', () => {
    expect(codeCandidates('ab12cd', ['aB-12-cD', 'aB-13-cE'])).toEqual(['aB-12-cD'])
  })
})

const prefixArbitrary = fc.stringMatching(/^[a-z]{1,4}$/)
const separatorArbitrary = fc.constantFrom('_', '-', '.', '')
const caseVariant = (text: string, pattern: readonly boolean[]) =>
  [...text].map((char, at) => (pattern[at % pattern.length] ? char.toUpperCase() : char)).join('')

describe('every shape of a seen id maps back to it', () => {
  it('case, separator and zero padding', () => {
    fc.assert(
      fc.property(
        prefixArbitrary,
        separatorArbitrary,
        fc.integer({ min: 3, max: 8 }),
        fc.array(fc.integer({ min: 1, max: 99_999_999 }), { minLength: 1, maxLength: 5 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.constantFrom('', '-', '_', ' ', '.'),
        fc.integer({ min: 0, max: 3 }),
        (prefix, separator, width, numbers, upper, typedSeparator, extraZeros) => {
          const ids = numbers
            .filter((number) => String(number).length <= width)
            .map((number) => `${prefix}${separator}${String(number).padStart(width, '0')}`)
          fc.pre(ids.length > 0 && ids.some((id) => /[-_.]0|[a-z]0/.test(id)))
          const id = ids[0]!
          const digits = String(Number(id.slice(-width)))
          for (const typedDigits of [digits, digits.padStart(width + extraZeros, '0')]) {
            const typed = `${caseVariant(prefix, upper)}${typedSeparator}${typedDigits}`
            expect(codeCandidates(typed, ids)).toContain(id)
            // Without its prefix, too.
            expect(codeCandidates(typedDigits, ids)).toContain(id)
          }
        },
      ),
    )
  })

  it('an alnum tail, in any case and separator', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z]{1,3}$/),
        fc.stringMatching(/^[A-Z0-9]{4,8}$/),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }),
        fc.constantFrom('', '-', '_', ' '),
        (prefix, tail, upper, typedSeparator) => {
          const id = `${prefix}-${tail}`
          const typed = caseVariant(`${prefix}${typedSeparator}${tail}`.toLowerCase(), upper)
          expect(codeCandidates(typed, [id])).toContain(id)
        },
      ),
    )
  })

  it('a rewritten code has the shape it was written in', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (typed) => {
        for (const shape of codeShapesOf([...bookingIds, ...references])) {
          const written = rewriteInShape(typed, shape)
          if (written !== undefined) expect(codeShapesOf([written])).toEqual([shape])
        }
      }),
    )
  })
})
