import { describe, expect, it } from 'vitest'
import {
  defaultColumnLayout,
  maxColumnWidth,
  minColumnWidth,
  moveColumn,
  naturalColumnWidth,
  parseColumnLayout,
} from './column-layout'

describe('moveColumn', () => {
  it.each([
    ['up', 'price', -1, ['id', 'price', 'name', 'city']],
    ['down', 'price', 1, ['id', 'name', 'city', 'price']],
    ['past the start stays', 'id', -1, ['id', 'name', 'price', 'city']],
    ['past the end stays', 'city', 1, ['id', 'name', 'price', 'city']],
    ['unknown id stays', 'nope', 1, ['id', 'name', 'price', 'city']],
  ] as const)('%s', (_title, id, offset, expected) => {
    expect(moveColumn(['id', 'name', 'price', 'city'], id, offset)).toEqual(expected)
  })
})

describe('parseColumnLayout: layouts saved before widths and pinning', () => {
  it('keeps order, hidden columns and density, with no widths or pins', () => {
    expect(
      parseColumnLayout({
        order: ['status', 'createdAt'],
        hidden: ['reference', 'customer.email'],
        density: 'compact',
      }),
    ).toEqual({
      columnOrder: ['status', 'createdAt'],
      columnVisibility: { reference: false, 'customer.email': false },
      columnSizing: {},
      columnPinning: { start: [], end: [] },
      density: 'compact',
    })
  })

  it('reads an empty old layout as the default one', () => {
    expect(parseColumnLayout({ order: [], hidden: [], density: 'comfortable' })).toEqual(
      defaultColumnLayout,
    )
  })

  it('drops what is not valid and keeps the rest', () => {
    expect(parseColumnLayout({ order: ['a', 1], hidden: ['b'], density: 'loud' })).toEqual({
      ...defaultColumnLayout,
      columnVisibility: { b: false },
    })
  })

  it('reads a migrated layout, written back, as the same layout', () => {
    const migrated = parseColumnLayout({ order: ['b', 'a'], hidden: ['c'], density: 'compact' })
    expect(parseColumnLayout(JSON.parse(JSON.stringify(migrated)))).toEqual(migrated)
  })

  it.each([null, 3, 'x', []])('ignores %j', (value) => {
    expect(parseColumnLayout(value)).toBeUndefined()
  })
})

describe('parseColumnLayout: the table state shape', () => {
  it('keeps every slice', () => {
    const layout = {
      columnOrder: ['reference', 'createdAt'],
      columnVisibility: { status: false, currency: true },
      columnSizing: { productName: 320 },
      columnPinning: { start: ['reference'], end: [] },
      density: 'comfortable',
    }
    expect(parseColumnLayout(layout)).toEqual(layout)
  })

  it('clamps widths and drops values that are not widths or visibilities', () => {
    expect(
      parseColumnLayout({
        columnOrder: 'x',
        columnVisibility: { a: 'no', b: false },
        columnSizing: { narrow: 1, wide: 99_999, odd: 'wide', nan: null, fine: 201.4 },
        columnPinning: { start: ['a', 2] },
      }),
    ).toEqual({
      ...defaultColumnLayout,
      columnVisibility: { b: false },
      columnSizing: { narrow: minColumnWidth, wide: maxColumnWidth, fine: 201 },
    })
  })
})

describe('naturalColumnWidth', () => {
  it.each([
    ['a timestamp', { id: 'createdAt', kind: 'timestamp' }, 170],
    ['an amount', { id: 'price', currencyFrom: 'currency' }, 140],
    ['a status', { id: 'status', kind: 'status' }, 120],
    ['an id', { id: 'id' }, 130],
    ['a name, nested', { id: 'customer.name' }, 200],
    ['plain text', { id: 'city' }, 120],
    ['a header longer than its values', { id: 'supplierReference' }, 18 * 9 + 60],
    ['a header past the widest column', { id: 'a'.repeat(300) }, maxColumnWidth],
  ] as const)('gives %s its natural width', (_kind, column, width) => {
    expect(naturalColumnWidth(column)).toBe(width)
  })
})
