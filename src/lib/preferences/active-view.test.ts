import { describe, expect, it } from 'vitest'
import { defaultColumnLayout, type ColumnLayout } from '../columns/column-layout'
import { findActiveView, sameLayout, viewChanged } from './active-view'
import type { SavedView } from './saved-views'

const compact: ColumnLayout = { ...defaultColumnLayout, density: 'compact' }
const pending: SavedView = {
  name: 'Pending bookings',
  resource: 'bookings',
  search: 'filters[status]=PENDING',
  keepsPage: false,
  layout: compact,
}
const tours: SavedView = {
  name: 'Tours',
  resource: 'products',
  search: 'filters[productType]=TOUR',
  keepsPage: false,
}
const views = [pending, tours]

describe('the active saved view', () => {
  it.each([
    ['the view opened last, on its resource', 'Pending bookings', 'bookings', '', pending],
    ['not on another resource', 'Pending bookings', 'products', '', undefined],
    ['an exact address match', null, 'products', tours.search, tours],
    ['the view opened last before an exact match', 'Pending bookings', 'bookings', '', pending],
    ['a match on its own resource only', null, 'bookings', tours.search, undefined],
    ['a view since deleted', 'Gone', 'bookings', '', undefined],
  ])('%s', (_title, opened, resource, search, expected) => {
    expect(findActiveView(views, opened, { resource, search })).toBe(expected)
  })
})

describe('a changed view', () => {
  it.each([
    ['as saved', pending.search, compact, false],
    [
      'on another page of a view that does not keep it',
      `${pending.search}&pagination[page]=2`,
      compact,
      false,
    ],
    ['another filter', 'filters[status]=CANCELLED', compact, true],
    ['a sort added', `${pending.search}&sorting[totalPrice]=DESC`, compact, true],
    ['other columns', pending.search, defaultColumnLayout, true],
  ])('%s: changed is %s', (_title, search, layout, changed) => {
    expect(viewChanged(pending, { search, layout })).toBe(changed)
  })

  it('keeps a page it was saved with, and takes columns as they are when it kept none', () => {
    const page3 = { ...tours, search: 'pagination[page]=2', keepsPage: true }
    expect(viewChanged(page3, { search: 'pagination[page]=2', layout: compact })).toBe(false)
    expect(viewChanged(page3, { search: '', layout: compact })).toBe(true)
  })

  it('reads the same columns whatever order they were chosen in', () => {
    const a = { ...defaultColumnLayout, columnVisibility: { id: false, notes: false, price: true } }
    const b = { ...defaultColumnLayout, columnVisibility: { notes: false, id: false } }
    expect(sameLayout(a, b)).toBe(true)
    expect(sameLayout(a, { ...b, columnSizing: { id: 90 } })).toBe(false)
  })
})
