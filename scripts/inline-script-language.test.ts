// index.html's inline script picks the reader's language before any code loads: it shows its
// header, which is in English, only to a reader who gets English, and the start failure's message
// in the reader's language. It must agree with the console's own choice.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detectLanguage, isLanguage } from '../src/i18n/language.ts'

const html = readFileSync('index.html', 'utf8')
const source = /function readerLanguage\(\) \{[\s\S]*?\n {6}\}/.exec(html)?.[0]

function readerLanguage(languages: readonly string[], stored: string | null): string {
  const localStorage = { getItem: () => stored }
  const navigator = { languages, language: languages[0] }
  return new Function('localStorage', 'navigator', `${source}\nreturn readerLanguage()`)(
    localStorage,
    navigator,
  ) as string
}

const parsed = (stored: string) => {
  try {
    return JSON.parse(stored) as unknown
  } catch {
    return undefined
  }
}

describe("index.html's reader's language", () => {
  it.each([
    [['en-US'], null],
    [['en-GB', 'de'], null],
    [['de-AT', 'en'], null],
    [['el'], null],
    [['en-XA'], null],
    [['EN-xa'], null],
    [['fr', 'el-GR'], null],
    [['fr', 'ja'], null],
    [[], null],
    [['en-US'], '"de"'],
    [['de'], '"en"'],
    [['de'], '"en-XA"'],
    [['el'], '"fr"'], // not one the console has: the browser's language
    [['de'], 'not JSON'],
  ] as const)('for %j (chosen: %s) is the console’s', (tags, stored) => {
    expect(source).toBeDefined()
    const chosen = stored === null ? undefined : parsed(stored)
    const language = isLanguage(chosen) ? chosen : detectLanguage(tags)
    expect(readerLanguage(tags, stored)).toBe(language)
  })
})
