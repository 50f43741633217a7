// @vitest-environment jsdom
// Two languages picked in a row, the first one's catalog arriving last: the last picked wins.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseLanguage, languageKey, t } from './i18n'
import { currentLanguage } from './language'

const german = vi.hoisted(() => {
  let arrive = () => {}
  const arrival = new Promise<void>((resolve) => (arrive = resolve))
  return { arrival, arrive: () => arrive() }
})
vi.mock('./messages/de', async (importOriginal) => {
  await german.arrival
  return importOriginal()
})

afterEach(() => localStorage.clear())

describe('choosing languages in a row', () => {
  it('puts the latest choice in force, whichever catalog arrives last', async () => {
    const toGerman = chooseLanguage('de')
    await chooseLanguage('el')
    expect(currentLanguage()).toBe('el')
    german.arrive()
    await toGerman
    expect(currentLanguage()).toBe('el')
    expect(t('shell.signOut')).toBe('Αποσύνδεση')
    expect(localStorage.getItem(`distribution-console.${languageKey}`)).toBe('"el"')
    // German's catalog is in now: chosen again, it is in force at once.
    await chooseLanguage('de')
    expect(currentLanguage()).toBe('de')
  })
})
