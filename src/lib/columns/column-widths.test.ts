import fc from 'fast-check'
import { anyCodePoint } from '@/test/arbitraries'
import { describe, expect, it } from 'vitest'
import { defaultColumnLayout, type ColumnLayout } from './column-layout'
import {
  contentColumnWidths,
  longestValues,
  maxNaturalWidth,
  naturalColumnWidths,
  naturalWidthOf,
  squeezedWidth,
  tableRoom,
  textWidth,
  widestOf,
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
    contentColumnWidths(
      columns,
      naturalColumnWidths(columns, rows),
      { ...defaultColumnLayout, ...layout },
      viewport,
    ),
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
  // A long name, a shorter city, short numbers.
  const rows = [{ id: 'x', name: 'n'.repeat(40), city: 'c'.repeat(22), participants: 1 }]
  const natural = widths(2000, {}, rows)

  it('gives each column its natural width where the viewport has room', () => {
    expect(natural.name).toBe(naturalWidthOf({ id: 'name' }, ['n'.repeat(40)]))
    expect(total(natural)).toBeLessThan(tableRoom(2000))
    expect(widths(1600).name).toBe(
      naturalWidthOf(
        { id: 'name' },
        products.map((row) => row.name),
      ),
    )
  })

  it('cuts long text, and only long text, the widest first, to fit the viewport', () => {
    const shared = widths(760, {}, rows)
    expect(shared.participants).toBe(natural.participants)
    expect(shared.id).toBe(natural.id)
    expect(shared.city).toBe(natural.city)
    expect(shared.name).toBeLessThan(natural.name!)
    expect(total(shared)).toBe(tableRoom(760))
    // Narrower still, both are cut, to the same width.
    const narrower = widths(620, {}, rows)
    expect(Math.abs(narrower.name! - narrower.city!)).toBeLessThanOrEqual(1)
    expect(narrower.name).toBeGreaterThanOrEqual(squeezedWidth)
    expect(total(narrower)).toBe(tableRoom(620))
  })

  it('cuts nothing to a sliver where nothing would fit: the table scrolls then', () => {
    const narrow = widths(560, {}, rows)
    expect(narrow.name).toBe(Math.round(tableRoom(560) * 0.4))
    expect(narrow.participants).toBe(natural.participants)
    expect(widths(200, {}, rows).name).toBe(squeezedWidth)
  })

  it('leaves the room of a resized or hidden column to the others', () => {
    const before = widths(700, {}, rows)
    const hidden = widths(700, { columnVisibility: { participants: false } }, rows)
    expect(hidden.name).toBeGreaterThan(before.name!)
    const resized = widths(700, { columnSizing: { participants: 80 } }, rows)
    expect(resized.name).toBeGreaterThan(before.name!)
  })

  it('gives a filter room for the value it holds', () => {
    const value = 'A rather long filter value'
    const naturals = naturalColumnWidths(columns, products, { city: value })
    const filtered = contentColumnWidths(columns, naturals, defaultColumnLayout, 2000)
    expect(filtered.get('city')).toBeGreaterThan(widths(2000).city!)
  })

  it('keeps room for the widest value an earlier page showed, however short the values now', () => {
    const shortNames = products.map((product) => ({ ...product, name: 'Tour' }))
    const alone = naturalColumnWidths(columns, shortNames)
    expect(alone.get('name')).toBeLessThan(naturalColumnWidths(columns, products).get('name')!)
    const before = longestValues(columns, products)
    expect(naturalColumnWidths(columns, shortNames, {}, before)).toEqual(
      naturalColumnWidths(columns, products),
    )
    // A view with no rows keeps that room too; a filter still counts only while it is set.
    expect(naturalColumnWidths(columns, [], {}, before).get('name')).toBe(
      naturalColumnWidths(columns, products).get('name'),
    )
  })
})

describe('widestOf', () => {
  const widthsOf = fc.dictionary(
    fc.constantFrom('id', 'name', 'city', 'price'),
    fc.integer({ min: 40, max: 360 }),
  )
  it('keeps every column of both, each at the wider of its widths, whatever the order', () => {
    fc.assert(
      fc.property(widthsOf, widthsOf, (a, b) => {
        const known = new Map(Object.entries(a))
        const current = new Map(Object.entries(b))
        const widest = widestOf(known, current)
        expect(widest).toEqual(widestOf(current, known))
        expect(new Set(widest.keys())).toEqual(new Set([...known.keys(), ...current.keys()]))
        for (const [id, width] of widest)
          expect(width).toBe(Math.max(known.get(id) ?? 0, current.get(id) ?? 0))
        expect(widestOf(widest, current)).toEqual(widest)
      }),
    )
  })
})

describe('textWidth', () => {
  // The rule as first written: each character of the first 60 code units, by class.
  const byCharacter = (text: string) => {
    let width = 0
    for (const char of text.slice(0, 60))
      width += /[A-Z0-9MWmw@%&#]/.test(char) ? 10.4 : /[ilj.,:;'|!ft ()[\]-]/.test(char) ? 5.2 : 9.4
    return width
  }

  it('counts each character by its class, a character outside the BMP once', () => {
    expect(textWidth('Wi')).toBeCloseTo(10.4 + 5.2)
    expect(textWidth('é😀')).toBeCloseTo(2 * 9.4)
    expect(textWidth('x'.repeat(100))).toBeCloseTo(60 * 9.4)
  })

  it('reads any text as the rule does, lone surrogates and cut pairs included', () => {
    const text = fc.oneof(
      fc.string({ unit: anyCodePoint, maxLength: 80 }),
      fc.string({
        unit: fc.constantFrom('A', 'i', ' ', 'é', '😀', '\ud800', '\udc00'),
        maxLength: 80,
      }),
    )
    fc.assert(fc.property(text, (value) => Math.abs(textWidth(value) - byCharacter(value)) < 1e-9))
  })
})
