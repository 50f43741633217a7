import { describe, expect, it } from 'vitest'
import { isCrossOrigin, normalizeBaseUrl } from './base-url'

describe('normalizeBaseUrl', () => {
  it.each([
    ['/api', '/api'],
    ['/api/', '/api'],
    ['  /api//  ', '/api'],
    ['https://service.example.com/v1/', 'https://service.example.com/v1'],
    ['http://localhost:8787', 'http://localhost:8787'],
    ['HTTPS://Service.Example.com', 'https://service.example.com'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normalizeBaseUrl(input)).toEqual({ ok: true, baseUrl: expected })
  })

  it.each([
    '',
    '   ',
    '//evil.example',
    '/\\evil',
    'api',
    'ftp://host',
    'javascript:alert(1)',
    'https://user:pw@host',
    'https://host/?a=1',
    '/api?x',
  ])('refuses %j with a message', (input) => {
    const result = normalizeBaseUrl(input)
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.message.length).toBeGreaterThan(10)
  })
})

describe('isCrossOrigin', () => {
  it.each([
    ['/api', false],
    ['http://localhost:5173/api', false],
    ['http://localhost:8787', true],
  ])('%s', (baseUrl, expected) => {
    expect(isCrossOrigin(baseUrl, 'http://localhost:5173')).toBe(expected)
  })
})
