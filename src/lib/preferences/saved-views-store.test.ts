// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultColumnLayout, type ColumnLayout } from '../columns/column-layout'
import { migrateSavedViews, readSavedViews, writeSavedViews } from './saved-views-store'
import { maxViewName, parseSavedViews, withSavedView, type SavedView } from './saved-views'

afterEach(() => localStorage.clear())

const layout: ColumnLayout = {
  ...defaultColumnLayout,
  columnOrder: ['status', 'id'],
  columnVisibility: { notes: false },
  density: 'compact',
}

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

describe('reading saved views from storage', () => {
  it('keeps well-formed views and drops the rest', () => {
    const stored = [
      { name: 'Pending', resource: 'bookings', search: 'filters[status]=PENDING' },
      { name: 3 },
      null,
      'x',
      { name: 'x'.repeat(200), search: '', resource: 'products' },
      { name: '   ', search: '', resource: 'products' },
      { name: 'No resource', search: '' },
      { name: 'Not a resource', search: '', resource: '../x' },
    ]
    const views = parseSavedViews(stored)
    expect(views?.map((saved) => saved.name.length)).toEqual([7, maxViewName])
    expect(views?.map((saved) => saved.resource)).toEqual(['bookings', 'products'])
    expect(parseSavedViews({ name: 'not a list' })).toBeUndefined()
  })

  it('reads views stored before the page was a choice at their first page', () => {
    const [old] = parseSavedViews(
      [{ name: 'Old', search: 'filters[status]=PENDING&pagination[page]=4&pagination[size]=20' }],
      'bookings',
    )!
    expect(old).toEqual({
      name: 'Old',
      resource: 'bookings',
      search: 'filters[status]=PENDING&pagination[size]=20',
      keepsPage: false,
    })
  })

  it('keeps the page of a view saved with it, and the columns it was saved with', () => {
    const stored = [
      { name: 'Page 5', search: 'pagination[page]=4', keepsPage: true, layout },
      { name: 'Odd layout', search: '', layout: 'wide' },
    ]
    expect(parseSavedViews(JSON.parse(JSON.stringify(stored)), 'bookings')).toEqual([
      {
        name: 'Page 5',
        resource: 'bookings',
        search: 'pagination[page]=4',
        keepsPage: true,
        layout,
      },
      { name: 'Odd layout', resource: 'bookings', search: '', keepsPage: false },
    ])
  })
})

describe('saving views without losing any', () => {
  const view = (name: string): SavedView => ({ ...pending, name })

  it('keeps all 101 when a 101st view is saved, the one sorted last included', () => {
    const hundred = Array.from({ length: 100 }, (_, index) =>
      view(`View ${String(index).padStart(3, '0')}`),
    )
    writeSavedViews(hundred)
    writeSavedViews(withSavedView(readSavedViews(), view('A new one')))
    const names = readSavedViews().map((saved) => saved.name)
    expect(names).toHaveLength(101)
    expect(names).toContain('A new one')
    expect(names).toContain('View 099')
  })

  it('says a write was refused for lack of room, and removes nothing, older lists included', () => {
    localStorage.setItem(
      'distribution-console.views.products',
      JSON.stringify([{ name: 'Tours', search: 'filters[productType]=TOUR' }]),
    )
    localStorage.setItem('distribution-console.views', JSON.stringify([pending]))
    const before = readSavedViews()
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    })
    let outcome
    try {
      outcome = writeSavedViews([...before, view('One more')])
    } finally {
      setItem.mockRestore()
    }
    expect(localStorage.getItem('distribution-console.views.products')).not.toBeNull()
    expect(readSavedViews()).toEqual(before)
    expect(outcome).toBe('full')
  })
})
