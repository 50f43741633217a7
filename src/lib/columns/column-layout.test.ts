import { describe, expect, it } from 'vitest'
import { arrangeColumns, defaultColumnLayout, moveColumn, parseColumnLayout } from './column-layout'

const columns = ['id', 'name', 'price', 'city'].map((id) => ({ id, attribute: id }))

describe('arrangeColumns', () => {
  it('keeps the inferred order by default', () => {
    expect(arrangeColumns(columns, defaultColumnLayout).map((column) => column.id)).toEqual([
      'id',
      'name',
      'price',
      'city',
    ])
  })

  it('puts ordered columns first, new ones after in inferred order, and leaves hidden ones out', () => {
    const layout = { order: ['price', 'gone', 'id'], hidden: ['name'], density: 'compact' as const }
    expect(arrangeColumns(columns, layout).map((column) => column.id)).toEqual([
      'price',
      'id',
      'city',
    ])
  })
})

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

describe('parseColumnLayout', () => {
  it.each([null, 3, 'x', []])('ignores %j', (value) => {
    expect(parseColumnLayout(value)?.order ?? []).toEqual([])
  })

  it('keeps what is valid', () => {
    expect(parseColumnLayout({ order: ['a', 1], hidden: ['b'], density: 'compact' })).toEqual({
      order: [],
      hidden: ['b'],
      density: 'compact',
    })
  })
})
