import { Component, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  fallback: ReactNode
  children: ReactNode
}

/** Shows `fallback` in place of children that failed to render, or whose code failed to load. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
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
export function PageFailure() {
  return (
    <main className="app-main">
      <div className="notice notice-error" role="alert">
        Something went wrong while showing this page. Reloading usually helps; your view is kept in
        the address.{' '}
        <button type="button" onClick={() => window.location.reload()}>
          Reload
        </button>
      </div>
    </main>
  )
}
