import { describe, expect, it } from 'vitest'
import { en } from './messages/en'
// The areas that load with their parts, so that every text of the catalog is checked.
import './messages/en/auth'
import './messages/en/period'
import './messages/en/toolbar'
import './messages/en/details'
import './messages/en/states'
import './messages/en/export'
import './messages/en/misc'
import { pseudoCatalog, pseudoText } from './pseudo'

const placeholders = (text: string) => text.match(/\{\w+\}/g) ?? []

describe('the pseudo-locale en-XA', () => {
  it('accents every letter and brackets the text, longer', () => {
    expect(pseudoText('Products')).toBe('[Ƥřöδúçƭƨ]')
    expect(pseudoText('Skip to content')).toBe('[Šķîƥ ƭö çöñƭéñƭ on]')
    expect(pseudoText('Sign out')).toBe('[Šîĝñ öúƭ]')
  })

  it('keeps the placeholders as they are', () => {
    const text = pseudoText('Remove {name} from this list')
    expect(placeholders(text)).toEqual(['{name}'])
    expect(text).toBe('[Řéɱöʋé {name} ƒřöɱ ƭĥîƨ ļîƨƭ one t]')
  })

  it('leaves no plain letter outside the placeholders and the padding, in every text of the catalog', () => {
    for (const [area, messages] of Object.entries(pseudoCatalog(en))) {
      for (const [key, message] of Object.entries(messages)) {
        for (const text of typeof message === 'string' ? [message] : Object.values(message)) {
          const source = (en as Record<string, Record<string, unknown>>)[area]![key]
          // The padding is the start of "one two three…", the only plain letters.
          const [, body = '', pad = ''] = /^\[(.*?)(?: ([a-z ]+))?\]$/.exec(text as string) ?? []
          expect(
            'one two three four five six seven eight nine ten eleven twelve thirteen',
          ).toContain(pad)
          const bare = body.replace(/\{\w+\}/g, '')
          expect(bare, `${area}.${key} (${JSON.stringify(source)})`).not.toMatch(/[A-Za-z]/)
          expect(text).toMatch(/^\[.*\]$/)
        }
      }
    }
  })

  it.each([
    'Skip to content',
    'There is nothing at this address.',
    'A resource name is one word of letters, digits, - and _ (up to 100).',
    'Type the name of a resource, e.g. suppliers.',
  ])('makes "%s" 30 to 40 % longer', (text) => {
    const growth = pseudoText(text).length / text.length
    expect(growth).toBeGreaterThanOrEqual(1.3)
    expect(growth).toBeLessThanOrEqual(1.4)
  })

  it('pseudo-translates plurals form by form', () => {
    const plural = pseudoCatalog(en).resources.bookingCount
    expect(plural).toEqual({ one: '[{count} ƀööķîñĝ]', other: '[{count} ƀööķîñĝƨ]' })
  })
})
