import fc from 'fast-check'

const surrogates = { first: 0xd800, count: 0x800 }

/**
 * Any one code point but a surrogate, as `unit: 'binary'` gives, without the second fast-check
 * spends building a table of every code point in each file that uses that unit.
 */
export const anyCodePoint = fc
  .integer({ min: 0, max: 0x10ffff - surrogates.count })
  .map((index) => String.fromCodePoint(index < surrogates.first ? index : index + surrogates.count))
