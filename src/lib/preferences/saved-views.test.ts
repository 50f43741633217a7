import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { defaultColumnLayout, type ColumnLayout } from '../columns/column-layout'
import {
  createListQuery,
  isValidAttribute,
  isValidFilterValue,
  maxPageSize,
  parseListQuery,
  serializeListQuery,
  type ListQuery,
} from '../list-query'
import {
  createSavedView,
  deletedViewsMessage,
  findSavedView,
  freeViewName,
  maxViewName,
  parseSavedViews,
  savedViewHref,
  searchWithoutPage,
  withRestoredView,
  withRestoredViews,
  withSavedView,
  withoutSavedView,
  type SavedView,
} from './saved-views'

const view = (name: string, search = '', keepsPage = false): SavedView => ({
  name,
  resource: 'bookings',
  search,
  keepsPage,
})

const layout: ColumnLayout = {
  ...defaultColumnLayout,
  columnOrder: ['status', 'id'],
  columnVisibility: { notes: false },
  density: 'compact',
}

describe('saving a view', () => {
  it('leaves the page out unless asked to keep it', () => {
    const search = 'filters[status]=PENDING&sorting[totalPrice]=DESC&pagination[page]=2'
    expect(
      createSavedView({ name: ' Pending ', resource: 'bookings', search, keepsPage: false }),
    ).toEqual({
      name: 'Pending',
      resource: 'bookings',
      search: 'filters[status]=PENDING&sorting[totalPrice]=DESC',
      keepsPage: false,
    })
    const kept = createSavedView({
      name: 'Pending',
      resource: 'bookings',
      search,
      keepsPage: true,
      layout,
    })
    expect(kept.search).toBe(search)
    expect(savedViewHref(kept)).toBe(`/bookings?${search}`)
    expect(savedViewHref({ resource: 'products', search: '' })).toBe('/products')
  })

  it('replaces a view saved under the same name and keeps them sorted by name', () => {
    const views = withSavedView([view('b', 'pagination[page]=1', true), view('a')], view('b'))
    expect(views).toEqual([view('a'), view('b')])
    expect(findSavedView(views, ' b ')).toEqual(view('b'))
    expect(findSavedView(views, 'B')).toBeUndefined()
  })

  it('offers a free name beside a taken one', () => {
    const views = [view('Pending'), view('Pending (2)')]
    expect(freeViewName(views, 'Tours')).toBe('Tours')
    expect(freeViewName(views, 'Pending')).toBe('Pending (3)')
    const long = 'x'.repeat(maxViewName)
    expect(freeViewName([view(long)], long)).toBe(`${'x'.repeat(maxViewName - 4)} (2)`)
  })

  it('puts a deleted view back, under a free name if its name was taken meanwhile', () => {
    const deleted = view('Pending', 'filters[status]=PENDING')
    const views = withoutSavedView([view('A'), deleted], 'Pending')
    expect(views).toEqual([view('A')])
    expect(withRestoredView(views, deleted)).toEqual([view('A'), deleted])
    expect(withRestoredView([view('Pending')], deleted)).toEqual([
      view('Pending'),
      { ...deleted, name: 'Pending (2)' },
    ])
  })
  it('puts back every view deleted since the last Undo, none lost to a name taken meanwhile', () => {
    const first = view('Pending', 'filters[status]=PENDING')
    const second = view('Tours', 'filters[type]=TOUR')
    const views = withoutSavedView(withoutSavedView([view('A'), first, second], 'Pending'), 'Tours')
    expect(withRestoredViews(views, [first, second])).toEqual([view('A'), first, second])
    // The same name deleted twice (saved again in between): both come back.
    expect(withRestoredViews([], [first, { ...first, search: '' }])).toEqual([
      first,
      { ...first, name: 'Pending (2)', search: '' },
    ])
  })

  it('says which view was deleted, or how many', () => {
    expect(deletedViewsMessage([view('Pending')])).toBe('Deleted view “Pending”.')
    expect(deletedViewsMessage([view('Pending'), view('Tours')])).toBe('Deleted 2 views.')
  })
})

const attributeArbitrary = fc
  .stringMatching(/^[A-Za-z_][A-Za-z0-9_.-]{0,12}$/)
  .filter(isValidAttribute)
const queryArbitrary: fc.Arbitrary<ListQuery> = fc
  .record({
    page: fc.integer({ min: 0, max: 100_000 }),
    size: fc.integer({ min: 1, max: maxPageSize }),
    filters: fc.dictionary(
      attributeArbitrary,
      fc.string({ minLength: 1, maxLength: 20, unit: 'grapheme' }).filter(isValidFilterValue),
      { maxKeys: 3 },
    ),
    sorts: fc.uniqueArray(
      fc.record({
        attribute: attributeArbitrary,
        direction: fc.constantFrom('ASC' as const, 'DESC' as const),
      }),
      { selector: (sort) => sort.attribute, maxLength: 3 },
    ),
  })
  .map((query) => createListQuery(query))

describe('properties', () => {
  it('a view without its page is the same query at page 1: filters, sorts and size kept', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const search = searchWithoutPage(serializeListQuery(query))
        expect(search).toBe(serializeListQuery({ ...query, page: 0 }))
        expect(search).not.toContain('pagination[page]')
        const { query: read, corrections } = parseListQuery(search)
        expect(corrections).toEqual([])
        expect(read.size).toBe(query.size)
        expect(read.sorts).toEqual(query.sorts)
        expect({ ...read.filters }).toEqual({ ...query.filters })
      }),
      { numRuns: 300 },
    )
  })

  it('whatever storage holds, reading it never throws and never yields a page unasked', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.anything(),
            fc.record({
              name: fc.string({ maxLength: 100 }),
              search: fc.oneof(
                queryArbitrary.map((query) => serializeListQuery(query)),
                fc.string({ maxLength: 60 }),
              ),
              keepsPage: fc.anything(),
              layout: fc.anything(),
            }),
          ),
          { maxLength: 8 },
        ),
        (stored) => {
          const views = parseSavedViews(stored, 'bookings') ?? []
          for (const saved of views) {
            expect(saved.name.length).toBeGreaterThan(0)
            expect(saved.name.length).toBeLessThanOrEqual(maxViewName)
            if (!saved.keepsPage) expect(parseListQuery(saved.search).query.page).toBe(0)
          }
        },
      ),
      { numRuns: 300 },
    )
  })

  it('a free name is never taken, fits the length and keeps the name when it is free', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: maxViewName }), { maxLength: 12 }),
        fc.string({ minLength: 1, maxLength: maxViewName + 20 }).filter((name) => !!name.trim()),
        (names, name) => {
          const views = names.map((saved) => view(saved))
          const free = freeViewName(views, name)
          expect(names).not.toContain(free)
          expect(free.length).toBeLessThanOrEqual(maxViewName)
          const wanted = name.trim().slice(0, maxViewName)
          if (!names.includes(wanted)) expect(free).toBe(wanted)
        },
      ),
    )
  })

  it('deleting views one by one and undoing brings back each of them', () => {
    const nameArbitrary = fc
      .string({ minLength: 1, maxLength: maxViewName })
      .filter((name) => name === name.trim() && name !== '')
    const namesAndDeleted = fc
      .uniqueArray(nameArbitrary, { minLength: 1, maxLength: 10 })
      .chain((names) => fc.tuple(fc.constant(names), fc.shuffledSubarray(names, { minLength: 1 })))
    fc.assert(
      fc.property(
        namesAndDeleted,
        fc.array(nameArbitrary, { maxLength: 4 }),
        ([names, deletedNames], savedMeanwhile) => {
          const views = names.reduce<SavedView[]>((all, name) => withSavedView(all, view(name)), [])
          const deleted = deletedNames.map((name) => view(name))
          const left = deletedNames.reduce((all, name) => withoutSavedView(all, name), views)
          const later = savedMeanwhile.reduce((all, name) => withSavedView(all, view(name)), left)
          const restored = withRestoredViews(later, deleted)
          expect(restored).toHaveLength(later.length + deleted.length)
          if (savedMeanwhile.length === 0) expect(restored).toEqual(views)
        },
      ),
    )
  })
})
