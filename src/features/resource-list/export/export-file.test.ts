import { describe, expect, it } from 'vitest'
import { exportFileName } from './export-file'

describe('exportFileName', () => {
  const at = new Date('2026-11-25T09:04:05.678Z')

  it.each([
    ['a whole export', 'bookings', false, 'bookings-2026-11-25-09-04-05.csv'],
    [
      'part of an export that stopped',
      'bookings',
      true,
      'bookings-partial-2026-11-25-09-04-05.csv',
    ],
    ['a resource no file configures', 'suppliers', false, 'suppliers-2026-11-25-09-04-05.csv'],
  ])('%s', (_title, resource, partial, name) => {
    expect(exportFileName(resource, partial, at)).toBe(name)
  })
})
