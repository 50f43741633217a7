// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { defaultColumnLayout } from '../columns/column-layout'
import { migrateSavedViews, readSavedViews, writeSavedViews } from './saved-views-store'
import type { SavedView } from './saved-views'

afterEach(() => localStorage.clear())

const pending: SavedView = {
  name: 'Pending bookings',
  resource: 'bookings',
  search: 'filters[status]=PENDING',
  keepsPage: false,
}

describe('saved views across resources', () => {
  it('reads the views once kept per resource into the one list, each of its resource', () => {
    const views = migrateSavedViews(undefined, [
      ['bookings', [{ name: 'Pending bookings', search: 'filters[status]=PENDING' }]],
      [
        'products',
        [{ name: 'Tours', search: 'filters[productType]=TOUR', layout: defaultColumnLayout }],
      ],
    ])
    expect(views).toEqual([
      pending,
      {
        name: 'Tours',
        resource: 'products',
        search: 'filters[productType]=TOUR',
        keepsPage: false,
        layout: defaultColumnLayout,
      },
    ])
  })

  it('keeps both of two views of the same name, the older one under a free name', () => {
    const views = migrateSavedViews(
      [pending],
      [
        ['suppliers', [{ name: 'Pending bookings', search: '' }]],
        ['../x', [{ name: 'A', search: '' }]],
      ],
    )
    expect(views.map((view) => [view.name, view.resource])).toEqual([
      ['Pending bookings', 'bookings'],
      ['Pending bookings (2)', 'suppliers'],
    ])
  })

  it('reads what storage holds, whatever it is, and writing leaves only the one list', () => {
    localStorage.setItem(
      'distribution-console.views.bookings',
      JSON.stringify([
        { name: 'Pending bookings', search: 'filters[status]=PENDING&pagination[page]=3' },
      ]),
    )
    localStorage.setItem('distribution-console.views.products', '{not json')
    localStorage.setItem('distribution-console.columns.bookings', '{}')
    expect(readSavedViews()).toEqual([pending])

    const tours = { ...pending, name: 'Tours', resource: 'products' }
    writeSavedViews([...readSavedViews(), tours])
    expect(readSavedViews()).toEqual([pending, tours])
    expect(localStorage.getItem('distribution-console.views.bookings')).toBeNull()
    expect(localStorage.getItem('distribution-console.columns.bookings')).toBe('{}')
  })
})
