// index.html shows its header, which is in English, only to a reader who gets English: its inline
// script decides so before any code loads, and must agree with the console's own choice.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../src/i18n/language.ts'

const html = readFileSync('index.html', 'utf8')
const source = /function readsEnglish\(\) \{[\s\S]*?\n {6}\}/.exec(html)?.[0]

function readsEnglish(languages: readonly string[], stored: string | null): boolean {
  const localStorage = { getItem: () => stored }
  const navigator = { languages, language: languages[0] }
  return new Function('localStorage', 'navigator', `${source}\nreturn readsEnglish()`)(
    localStorage,
    navigator,
  ) as boolean
}

describe("index.html's English header", () => {
  it.each([
    [['en-US'], null],
    [['en-GB', 'de'], null],
    [['de-AT', 'en'], null],
    [['el'], null],
    [['en-XA'], null],
    [['fr', 'el-GR'], null],
    [['fr', 'ja'], null],
    [[], null],
    [['en-US'], '"de"'],
    [['de'], '"en"'],
    [['de'], '"en-XA"'],
  ] as const)('shows for %j (chosen: %s) only when the console speaks English', (tags, stored) => {
    expect(source).toBeDefined()
    const language = stored ? JSON.parse(stored) : detectLanguage(tags)
    expect(readsEnglish(tags, stored)).toBe(language === 'en')
  })
})
