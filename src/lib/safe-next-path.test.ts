import { describe, expect, it } from 'vitest'
import { safeNextPath, signInPath } from './safe-next-path'

describe('safeNextPath', () => {
  it.each([
    ['/bookings?filters[status]=PENDING', '/bookings?filters[status]=PENDING'],
    ['/products', '/products'],
    ['/products/prd_1?pagination[page]=2', '/products/prd_1?pagination[page]=2'],
  ])('keeps %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected)
  })

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/sign-in',
    '/sign-in?next=/bookings',
    'bookings',
    '/\tevil',
    '/.//evil.example',
    '/..//x',
    '/%2e//x',
    '/%2E%2E//evil.example/path?q=1',
    '/./..//evil.example',
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBe('/products')
  })

  it('builds the sign-in URL with an encoded next', () => {
    expect(signInPath('/bookings?filters[status]=A&pagination[page]=1')).toBe(
      '/sign-in?next=%2Fbookings%3Ffilters%5Bstatus%5D%3DA%26pagination%5Bpage%5D%3D1',
    )
  })
})
