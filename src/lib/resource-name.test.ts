import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isResourceName, resourceNameOfPath } from './resource-name'

describe('resourceNameOfPath', () => {
  it.each([
    ['/bookings', 'bookings'],
    ['/bookings/', 'bookings'],
    ['/bookings/bkg_000123', 'bookings'],
    ['/bookings/bkg_000123/', 'bookings'],
    ['/suppliers/..%2F..%2Fproducts', 'suppliers'],
  ])('reads %s as a list of %s', (path, name) => {
    expect(resourceNameOfPath(path)).toBe(name)
  })

  it.each(['/', '', '/sign-in', '/a/b/c', '//bookings', '/bookings//x', '/%F0%9F%9A%80', '/a.b'])(
    'reads %s as no list',
    (path) => {
      expect(resourceNameOfPath(path)).toBeUndefined()
    },
  )

  it('names a resource only for a path of one or two segments whose first is a plain name', () => {
    const segment = fc.stringMatching(/^[A-Za-z0-9_.%~-]{0,12}$/)
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), (segments) => {
        const name = resourceNameOfPath(`/${segments.join('/')}`)
        const path = segments.at(-1) === '' ? segments.slice(0, -1) : segments
        const isList =
          path.length >= 1 &&
          path.length <= 2 &&
          path.every(Boolean) &&
          isResourceName(path[0] ?? '')
        expect(name).toBe(isList ? path[0] : undefined)
      }),
    )
  })
})
