import { describe, expect, it } from 'vitest'
import { defaultColumnLayout, type ColumnLayout } from './column-layout'
import {
  contentColumnWidths,
  maxNaturalWidth,
  naturalWidthOf,
  squeezedWidth,
  tableRoom,
} from './column-widths'
import type { ColumnSpec } from './columns'

const products = [
  { id: 'prd_1', name: 'London Discovery Package', participants: 2, city: 'London' },
  { id: 'prd_2', name: 'Lisbon Food Tour', participants: 12, city: 'Lisbon' },
]
const columns: ColumnSpec[] = ['id', 'name', 'participants', 'city'].map((id) => ({
  id,
  attribute: id,
}))
const widths = (viewport: number, layout: Partial<ColumnLayout> = {}, rows = products) =>
  Object.fromEntries(
    contentColumnWidths(columns, rows, { ...defaultColumnLayout, ...layout }, viewport),
  )
const total = (of: Record<string, number>) => Object.values(of).reduce((a, b) => a + b, 0)

describe('naturalWidthOf', () => {
  it('gives the longest value room, and a short value its header', () => {
    const name = naturalWidthOf({ id: 'name' }, ['London Discovery Package', 'Lisbon'])
    const participants = naturalWidthOf({ id: 'participants' }, [2, 12])
    expect(name).toBeGreaterThan(participants)
    expect(participants).toBe(naturalWidthOf({ id: 'participants' }, [1]))
  })

  it.each([
    ['a value past any sensible width', { id: 'notes' }, ['x'.repeat(500)], maxNaturalWidth],
    ['a header past the widest column', { id: 'a'.repeat(300) }, ['x'], maxNaturalWidth],
  ] as const)('caps %s', (_title, column, values, width) => {
    expect(naturalWidthOf(column, values)).toBe(width)
  })

  it('reads amounts, times and statuses as they show, not as sent', () => {
    const time = naturalWidthOf({ id: 'createdAt', kind: 'timestamp' }, ['2026-11-20T10:00:00Z'])
    expect(time).toBe(170)
    const amount = naturalWidthOf({ id: 'price', currencyFrom: 'currency' }, [1234.5])
    expect(amount).toBeGreaterThan(naturalWidthOf({ id: 'price' }, [1234.5]))
  })
})

describe('contentColumnWidths', () => {
  it('gives each column its natural width where the viewport has room', () => {
    const wide = widths(1600)
    expect(wide.name).toBe(naturalWidthOf({ id: 'name' }, products.map((row) => row.name)))
    expect(total(wide)).toBeLessThan(tableRoom(1600))
  })

  it('cuts long text, and only long text, to fit a narrow viewport', () => {
    const wide = widths(1600)
    const narrow = widths(560)
    expect(narrow.participants).toBe(wide.participants)
    expect(narrow.city).toBe(wide.city)
    expect(narrow.name).toBeLessThan(wide.name!)
    expect(narrow.name).toBeGreaterThanOrEqual(squeezedWidth)
    expect(total(narrow)).toBeLessThanOrEqual(tableRoom(560))
  })

  it('never cuts long text narrower than it can be read: the table scrolls then', () => {
    expect(widths(200).name).toBe(squeezedWidth)
  })

  it('leaves the room of a resized or hidden column to the others', () => {
    const viewport = 560
    const before = widths(viewport)
    const hidden = widths(viewport, { columnVisibility: { city: false } })
    expect(hidden.name).toBeGreaterThan(before.name!)
    const resized = widths(viewport, { columnSizing: { participants: 400 } })
    expect(resized.name).toBeLessThan(before.name!)
  })

  it('shares what is left among long columns, the widest cut first', () => {
    const rows = [{ id: 'x', name: 'n'.repeat(40), city: 'c'.repeat(22), participants: 1 }]
    const natural = widths(2000, {}, rows)
    const shared = widths(760, {}, rows)
    expect(shared.city).toBe(natural.city)
    expect(shared.name).toBeLessThan(natural.name!)
    expect(total(shared)).toBe(tableRoom(760))
    // Narrower still, the two are cut to the same width.
    const narrower = widths(620, {}, rows)
    expect(narrower.name).toBe(narrower.city)
  })
})
