// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ErrorBoundary, LoadFailure, PageFailure } from './error-boundary'

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

let broken = true
function MaybeBroken() {
  if (broken) throw new Error('a fault in rendering')
  return <p>working</p>
}

describe('ErrorBoundary', () => {
  it('shows its fallback in place of children that throw, and the children otherwise', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    broken = true
    render(
      <>
        <ErrorBoundary fallbackRender={PageFailure}>
          <MaybeBroken />
        </ErrorBoundary>
        <ErrorBoundary fallbackRender={() => <p>not this</p>}>
          <p>fine</p>
        </ErrorBoundary>
      </>,
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('Something went wrong')
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled()
    expect(screen.queryByText('working')).not.toBeInTheDocument()
    expect(screen.getByText('fine')).toBeVisible()
    expect(screen.queryByText('not this')).not.toBeInTheDocument()
  })

  it('reports the fault, and renders the children again on "Try again"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    broken = true
    const onError = vi.fn()
    render(
      <ErrorBoundary fallbackRender={PageFailure} onError={onError}>
        <MaybeBroken />
      </ErrorBoundary>,
    )
    expect(onError).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'a fault in rendering' }),
      expect.anything(),
    )
    broken = false
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(screen.getByText('working')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('starts afresh when a reset key changes, and not before', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    broken = true
    const tree = (key: string) => (
      <ErrorBoundary fallbackRender={() => <p>failed</p>} resetKeys={[key]}>
        <MaybeBroken />
      </ErrorBoundary>
    )
    const { rerender } = render(tree('/products'))
    broken = false
    rerender(tree('/products'))
    expect(screen.getByText('failed')).toBeInTheDocument()
    expect(screen.queryByText('working')).not.toBeInTheDocument()
    rerender(tree('/bookings'))
    expect(screen.getByText('working')).toBeInTheDocument()
    expect(screen.queryByText('failed')).not.toBeInTheDocument()
  })
})

describe('LoadFailure', () => {
  it('names what could not be loaded and offers Reload', () => {
    render(<LoadFailure what="The toolbar" />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The toolbar could not be loaded')
    expect(within(alert).getByRole('button', { name: 'Reload' })).toBeEnabled()
  })
})
