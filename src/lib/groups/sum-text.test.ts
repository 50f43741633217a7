import { describe, expect, it } from 'vitest'
import { sumTexts } from './sum-text'

describe('sumTexts', () => {
  it('writes a number as the reader reads numbers', () => {
    expect(sumTexts({ kind: 'number', total: 1234 }, { locale: 'en-GB' })).toEqual(['1,234'])
    expect(sumTexts({ kind: 'number', total: 1234 }, { locale: 'de-DE' })).toEqual(['1.234'])
  })

  it('writes money once per currency, each in its own', () => {
    const totals = new Map([
      ['EUR', 10.5],
      ['GBP', 3],
    ])
    const texts = sumTexts({ kind: 'money', totals }, { locale: 'en-GB' })
    expect(texts).toHaveLength(2)
    expect(texts[0]).toContain('€')
    expect(texts[0]).toContain('10.50')
    expect(texts[1]).toContain('£')
  })
})
