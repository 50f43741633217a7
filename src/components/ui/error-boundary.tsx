import { Component, type ErrorInfo, type ReactNode } from 'react'

export interface FallbackProps {
  error: unknown
  /** Renders the children again, e.g. after the user asked to try again. */
  resetErrorBoundary: () => void
}

interface ErrorBoundaryProps {
  fallbackRender: (props: FallbackProps) => ReactNode
  /** Hears every fault caught, e.g. to report it. */
  onError?: (error: unknown, info: ErrorInfo) => void
  /** A change in any of these (say, the location) renders the children again. */
  resetKeys?: readonly unknown[]
  children: ReactNode
}

interface ErrorBoundaryState {
  failure?: { error: unknown; resetKeys?: readonly unknown[] }
}

const changed = (left: readonly unknown[] = [], right: readonly unknown[] = []) =>
  left.length !== right.length || left.some((value, index) => !Object.is(value, right[index]))

/**
 * Shows `fallbackRender` in place of children that failed to render, or whose code failed to load.
 * The API follows react-error-boundary's, without its extras.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {}

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { failure: { error } }
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): ErrorBoundaryState | null {
    const { failure } = state
    if (!failure) return null
    if (failure.resetKeys === undefined)
      return { failure: { ...failure, resetKeys: props.resetKeys } }
    return changed(failure.resetKeys, props.resetKeys) ? { failure: undefined } : null
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError?.(error, info)
  }

  private readonly reset = () => this.setState({ failure: undefined })

  override render() {
    const { failure } = this.state
    if (!failure) return this.props.children
    return this.props.fallbackRender({ error: failure.error, resetErrorBoundary: this.reset })
  }
}

/**
 * Code is loaded on demand, so it can fail to arrive: the network dropped, or a new version was
 * published and the old files are gone. Reloading fetches the current version.
 */
export function LoadFailure({ what }: { what: string }) {
  return (
    <div className="notice notice-error load-failure" role="alert">
      {what} could not be loaded. The network may be down, or a new version of the console was
      published.{' '}
      <button type="button" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  )
}

/** The last resort, for the whole page: a fault in the console's own code. */
export function PageFailure({ resetErrorBoundary }: FallbackProps) {
  return (
    <main className="app-main">
      <div className="notice notice-error" role="alert">
        Something went wrong while showing this page. Your view is kept in the address.{' '}
        <button type="button" onClick={resetErrorBoundary}>
          Try again
        </button>{' '}
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </main>
  )
}
