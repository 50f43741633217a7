import { Component, type ErrorInfo, type ReactNode } from 'react'
import { useT } from '@/i18n/use-language'

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
  const t = useT()
  return (
    <div className="notice notice-error load-failure" role="alert">
      {t('list.loadFailed', { what })}{' '}
      <button type="button" onClick={() => window.location.reload()}>
        {t('list.reload')}
      </button>
    </div>
  )
}

/** The last resort, for the whole page: a fault in the console's own code. */
export function PageFailure({ resetErrorBoundary }: FallbackProps) {
  // A fallback is called as a function (ErrorBoundary's render): its words come from a component.
  return <PageFailureNotice resetErrorBoundary={resetErrorBoundary} />
}

function PageFailureNotice({ resetErrorBoundary }: Pick<FallbackProps, 'resetErrorBoundary'>) {
  const t = useT()
  return (
    <main className="app-main">
      <div className="notice notice-error" role="alert">
        {t('list.pageFailed')}{' '}
        <button type="button" onClick={resetErrorBoundary}>
          {t('list.tryAgain')}
        </button>{' '}
        <button type="button" onClick={() => window.location.reload()}>
          {t('list.reload')}
        </button>
      </div>
    </main>
  )
}
