// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary, LazyPart, PageFailure } from './error-boundary'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

function Broken(): never {
  throw new Error('a fault in rendering')
}

describe('ErrorBoundary', () => {
  it('shows its fallback in place of children that throw, and the children otherwise', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <>
        <ErrorBoundary fallback={<PageFailure />}>
          <Broken />
        </ErrorBoundary>
        <ErrorBoundary fallback={<p>not this</p>}>
          <p>fine</p>
        </ErrorBoundary>
      </>,
    )
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
    expect(screen.getByText('fine')).toBeTruthy()
    expect(screen.queryByText('not this')).toBeNull()
  })
})

describe('LazyPart', () => {
  it('shows the fallback while loading, then the part', async () => {
    const Part = lazy(async () => ({ default: () => <p>the part</p> }))
    render(
      <LazyPart what="The part" fallback={<p>loading</p>}>
        <Part />
      </LazyPart>,
    )
    expect(screen.getByText('loading')).toBeTruthy()
    expect(await screen.findByText('the part')).toBeTruthy()
  })

  it('says which part could not be loaded when its code fails to arrive', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Part = lazy(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    render(
      <LazyPart what="The toolbar">
        <Part />
      </LazyPart>,
    )
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The toolbar could not be loaded',
    )
  })
})
