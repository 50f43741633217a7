import { describe, expect, it } from 'vitest'
import { recordTitle } from './record-title'

describe('recordTitle', () => {
  it.each([
    ['a booking by its reference', { id: 'bkg_1', reference: 'DC-PKK5CA', name: 'x' }, 'DC-PKK5CA'],
    [
      'a product by its name',
      { id: 'prd_1', name: ' London Discovery Pass ' },
      'London Discovery Pass',
    ],
    ['a numbered record', { id: 7, number: 1042 }, '1042'],
    ['none of the usual fields', { id: 'sup_1', country: 'PT' }, undefined],
    ['an empty reference is none', { id: 'x', reference: '  ', title: 'Kept' }, 'Kept'],
    ['a reference that is no text is none', { id: 'x', reference: { a: 1 } }, undefined],
  ])('%s', (_title, record, expected) => {
    expect(recordTitle(record)).toBe(expected)
  })

  it('has no title while the record is unknown', () => {
    expect(recordTitle(undefined)).toBeUndefined()
    expect(recordTitle(null)).toBeUndefined()
  })
})
