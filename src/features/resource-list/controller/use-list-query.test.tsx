// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { withFilter, withSorts } from '@/lib/list-transitions'
import { serializeListQuery } from '@/lib/list-query'
import { useListQuery, type ListQueryUpdate } from './use-list-query'

afterEach(cleanup)

function renderListQuery(path: string) {
  const seen: {
    search?: string
    setListQuery?: (update: ListQueryUpdate) => void
    back?: () => void
  } = {}
  const heard: string[] = []
  function Probe() {
    const { setListQuery } = useListQuery('/products', (query) =>
      heard.push(serializeListQuery(query)),
    )
    seen.setListQuery = setListQuery
    seen.search = useLocation().search
    const navigate = useNavigate()
    seen.back = () => void navigate(-1)
    return null
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Probe />
    </MemoryRouter>,
  )
  const setListQuery = (update: ListQueryUpdate) => seen.setListQuery?.(update)
  const back = () => seen.back?.()
  return { setListQuery, back, search: () => decodeURIComponent(seen.search ?? ''), heard }
}

describe('useListQuery', () => {
  it('lands two updates of one task in the URL, the second built on the first', () => {
    const list = renderListQuery('/products?pagination[page]=3')
    act(() => {
      list.setListQuery((current) =>
        withSorts(current, [{ attribute: 'price', direction: 'DESC' }]),
      )
      list.setListQuery((current) => withFilter(current, 'productType', 'TOUR'))
    })
    expect(list.search()).toBe('?filters[productType]=TOUR&sorting[price]=DESC')
    // Each change is heard as it is made, so its request leaves at once.
    expect(list.heard).toEqual([
      'sorting[price]=DESC',
      'filters[productType]=TOUR&sorting[price]=DESC',
    ])
  })

  it('builds an update on what the URL holds after an earlier render', () => {
    const list = renderListQuery('/products?filters[city]=Lisbon')
    act(() => list.setListQuery((current) => ({ ...current, page: 2 })))
    act(() => list.setListQuery((current) => ({ ...current, size: 20 })))
    expect(list.search()).toBe('?filters[city]=Lisbon&pagination[page]=2&pagination[size]=20')
  })

  it('adds no step for Back when an update leaves the view as it is', () => {
    const list = renderListQuery('/products')
    const filterTicket = (current: Parameters<ListQueryUpdate>[0]) =>
      withFilter(current, 'productType', 'ticket')
    act(() => list.setListQuery(filterTicket))
    act(() => list.setListQuery(filterTicket))
    expect(list.search()).toBe('?filters[productType]=ticket')
    expect(list.heard).toEqual(['filters[productType]=ticket'])
    act(() => list.back())
    expect(list.search()).toBe('')
  })
})
