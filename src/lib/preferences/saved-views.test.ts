import { describe, expect, it } from 'vitest'
import { maxViewName, parseSavedViews, withSavedView } from './saved-views'

describe('saved views', () => {
  it('keeps well-formed views from storage and drops the rest', () => {
    const stored = [
      { name: 'Pending', search: 'filters[status]=PENDING' },
      { name: 3 },
      null,
      'x',
      { name: 'x'.repeat(200), search: '' },
    ]
    const views = parseSavedViews(stored)
    expect(views?.map((view) => view.name.length)).toEqual([7, maxViewName])
    expect(parseSavedViews({ name: 'not a list' })).toBeUndefined()
  })

  it('replaces a view saved under the same name and keeps them sorted by name', () => {
    const views = withSavedView(
      [
        { name: 'b', search: 'pagination[page]=1' },
        { name: 'a', search: '' },
      ],
      { name: 'b', search: 'pagination[page]=2' },
    )
    expect(views).toEqual([
      { name: 'a', search: '' },
      { name: 'b', search: 'pagination[page]=2' },
    ])
  })
})
