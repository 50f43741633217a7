import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { ListRecord } from '../api/normalize-list-response'
import { inferColumnHints } from './column-hints'
import { contentColumnWidths, naturalColumnWidths, naturalWidthOf } from './column-widths'
import { defaultColumnLayout } from './column-layout'
import { inferColumns, pageColumns, readColumnValue } from './columns'
import { preparePage } from './prepare-page'

// Counts how often columns are inferred, without changing what is inferred.
vi.mock('./column-hints', async (original) => {
  const actual = await original<typeof import('./column-hints')>()
  return { ...actual, inferColumnHints: vi.fn(actual.inferColumnHints) }
})

const bookings = (): ListRecord[] => [
  {
    id: 1,
    createdAt: '2026-11-20T10:00:00Z',
    status: 'PENDING',
    totalPrice: 12.5,
    currency: 'EUR',
  },
  { id: 2, createdAt: '2026-11-21T09:30:00Z', status: 'CONFIRMED', customer: { name: 'Ana' } },
]
const configured = ['createdAt', 'status']

describe('a page of rows, worked out once', () => {
  it('infers the columns a prepared page shows without inferring them again', () => {
    const rows = bookings()
    const infer = vi.mocked(inferColumnHints)
    infer.mockClear()
    preparePage(rows, configured)
    expect(infer).toHaveBeenCalledTimes(1)
    expect(pageColumns(rows, configured)).toEqual(inferColumns(rows, configured))
    expect(infer).toHaveBeenCalledTimes(2) // inferColumns itself, not pageColumns
  })

  it('infers again for another configuration of the same page, or another page', () => {
    const rows = bookings()
    const first = pageColumns(rows, configured)
    expect(pageColumns(rows, configured)).toBe(first)
    expect(pageColumns(rows, ['status'])).not.toBe(first)
    expect(pageColumns(bookings(), configured)).not.toBe(first)
  })

  it('gives what inferring and measuring each time give, for any records', () => {
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.double({ noNaN: true }),
      fc.boolean(),
      fc.constant(null),
      fc.dictionary(fc.constantFrom('name', 'code'), fc.string({ maxLength: 8 }), { maxKeys: 2 }),
    )
    const record = fc.dictionary(
      fc.constantFrom('id', 'name', 'createdAt', 'status', 'price', 'currency', 'customer'),
      value,
    )
    // Two pages of the same columns, one after the other, as a flip shows them.
    const page = fc.array(record, { maxLength: 6 })
    // Wide enough that no column is cut to fit: each width is its column's natural one.
    const wide = 100_000
    fc.assert(
      fc.property(page, page, (before, after) => {
        for (const rows of [before, after]) {
          preparePage(rows, configured)
          const columns = pageColumns(rows, configured)
          expect(columns).toEqual(inferColumns(rows, configured))
          const natural = columns.map((column) => [
            column.id,
            naturalWidthOf(
              column,
              rows.map((row) => readColumnValue(row, column.id)),
            ),
          ])
          const naturals = naturalColumnWidths(columns, rows)
          expect([...contentColumnWidths(columns, naturals, defaultColumnLayout, wide)]).toEqual(
            natural,
          )
        }
      }),
    )
  })
})
