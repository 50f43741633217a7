// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary, LoadFailure, PageFailure } from './error-boundary'

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

describe('LoadFailure', () => {
  it('names what could not be loaded and offers Reload', () => {
    render(<LoadFailure what="The toolbar" />)
    expect(screen.getByRole('alert').textContent).toContain('The toolbar could not be loaded')
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy()
  })
})
