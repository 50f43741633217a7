import { describe, expect, it } from 'vitest'
import { detectLanguage, formatLocaleOf } from './language'

describe("the reader's language: the first of the browser's that the console has", () => {
  it.each([
    [['de'], 'de'],
    [['de-AT', 'en'], 'de'],
    [['DE-ch'], 'de'],
    [['el-GR', 'en-US'], 'el'],
    [['en-XA'], 'en-XA'],
    [['en-xa', 'de'], 'en-XA'],
    [['en-US', 'de'], 'en'],
    [['fr-FR', 'it', 'el'], 'el'],
    [['fr-FR', 'de-DE', 'el'], 'de'],
    [['fr', 'ja'], 'en'],
    [[], 'en'],
  ] as const)('%j: %s', (preferred, language) => {
    expect(detectLanguage(preferred)).toBe(language)
  })
})

describe('the locale numbers and dates are written in', () => {
  it.each([
    ['de', ['de-AT', 'en'], 'de-AT'],
    ['de', ['en-GB', 'de-ch'], 'de-CH'],
    ['de', ['en-GB'], 'de'],
    ['en', ['en-GB', 'de'], 'en-GB'],
    ['en', ['en-XA', 'fr'], 'en'],
    ['el', ['el-GR'], 'el-GR'],
    ['en-XA', ['en-XA', 'en-GB'], 'en-XA'],
  ] as const)('%s for a reader of %j: %s', (language, preferred, locale) => {
    expect(formatLocaleOf(language, preferred)).toBe(locale)
  })
})
