// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { absoluteLink, useLocationLink } from './use-location-link'

afterEach(cleanup)

describe('absoluteLink', () => {
  it.each([
    ['/bookings', 'https://console.example/bookings'],
    [
      '/bookings?filters[status]=PENDING&sorting[createdAt]=ASC',
      'https://console.example/bookings?filters[status]=PENDING&sorting[createdAt]=ASC',
    ],
    [
      '/suppliers?filters[name]=+Lisbon+Walks+',
      'https://console.example/suppliers?filters[name]=+Lisbon+Walks+',
    ],
    ['/bookings/b%2F1#fields', 'https://console.example/bookings/b%2F1#fields'],
  ])('makes %s an address on the origin', (href, link) => {
    expect(absoluteLink(href, 'https://console.example')).toBe(link)
  })
})

describe('useLocationLink', () => {
  function linkAt(path: string, basename?: string) {
    let link: string | undefined
    function Probe() {
      link = useLocationLink()
      return null
    }
    render(
      <MemoryRouter initialEntries={[path]} basename={basename}>
        <Probe />
      </MemoryRouter>,
    )
    return link
  }

  it("is the router's location, not the window's", () => {
    const path = '/bookings?filters[status]=PENDING&pagination[page]=2#list'
    expect(window.location.pathname).toBe('/')
    expect(linkAt(path)).toBe(`${window.location.origin}${path}`)
  })

  it('keeps the base path the app is served under', () => {
    expect(linkAt('/console/products?sorting[price]=DESC', '/console')).toBe(
      `${window.location.origin}/console/products?sorting[price]=DESC`,
    )
  })
})
