// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  forgetRefusedAttributes,
  parseRefusedAttributes,
  readRefusedAttributes,
  refusedAttributesKey,
  rememberRefusals,
} from './refused-attributes'

/** Signed in, not remembered: what is learned of the service is kept in sessionStorage. */
beforeEach(() =>
  sessionStorage.setItem(
    'distribution-console.credentials',
    JSON.stringify({ baseUrl: '/api', apiKey: 'k', secretKey: 's' }),
  ),
)
afterEach(() => {
  forgetRefusedAttributes()
  localStorage.clear()
  sessionStorage.clear()
})

const stored = (baseUrl: string, resource: string) =>
  sessionStorage.getItem(`distribution-console.${refusedAttributesKey(baseUrl, resource)}`)

describe('refused attributes', () => {
  it('are kept per resource and per Base URL, and read back after a reload', () => {
    rememberRefusals('/api', 'bookings', [
      { attribute: 'customer.name', uses: ['filter'], unknown: true },
      { attribute: 'prénom', uses: ['sort'], unknown: false },
    ])
    const expected = new Map([
      ['customer.name', ['sort', 'filter']],
      ['prénom', ['sort']],
    ])
    expect(readRefusedAttributes('/api', 'bookings')).toEqual(expected)
    expect(readRefusedAttributes('/api', 'products').size).toBe(0)
    expect(readRefusedAttributes('https://other.example', 'bookings').size).toBe(0)
    expect(parseRefusedAttributes(stored('/api', 'bookings'))).toEqual(expected)
  })

  it('add up: a sort refused after a filter', () => {
    rememberRefusals('/api', 'people', [{ attribute: 'age', uses: ['filter'], unknown: false }])
    rememberRefusals('/api', 'people', [{ attribute: 'age', uses: ['sort'], unknown: false }])
    expect(readRefusedAttributes('/api', 'people')).toEqual(new Map([['age', ['sort', 'filter']]]))
  })

  it('are forgotten on sign-out, from memory and storage', () => {
    rememberRefusals('/api', 'people', [{ attribute: 'age', uses: ['filter'], unknown: false }])
    forgetRefusedAttributes()
    expect(readRefusedAttributes('/api', 'people').size).toBe(0)
    expect(stored('/api', 'people')).toBeNull()
  })

  it('read back only names a URL may carry, with known uses', () => {
    const text = JSON.stringify([
      ['ok', ['filter', 'delete']],
      ['__proto__', ['filter']],
      ['a[b]', ['sort']],
      ['none', []],
      'junk',
      [1, ['sort']],
    ])
    expect(parseRefusedAttributes(text)).toEqual(new Map([['ok', ['filter']]]))
    expect(parseRefusedAttributes('{not json').size).toBe(0)
    expect(parseRefusedAttributes('{"a":["sort"]}').size).toBe(0)
  })
})
