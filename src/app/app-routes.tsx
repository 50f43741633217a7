import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom'
import { ErrorBoundary, PageFailure } from '@/components/ui/error-boundary'
import { LoadedPart } from '@/components/ui/loaded-part'
import { RequireSession } from '@/features/auth/require-session'
import { useCredentials } from '@/hooks/use-credentials'
import { useT } from '@/i18n/use-language'
import { ResourceListPage } from '@/features/resource-list/resource-list-page'
import { findResource } from '@/resources'
import { AppShell } from './app-shell'

const loadNotFoundPage = () => import('./not-found-page')
const loadSignInPage = () => import('@/features/auth/sign-in-page')

/** Inside the app shell (header and navigation) when signed in, so there is a way on. */
function NotFound() {
  const t = useT()
  const signedIn = useCredentials() !== null
  const page = (
    <LoadedPart load={loadNotFoundPage} what={t('list.thisPage')}>
      {({ NotFoundPage }) => <NotFoundPage />}
    </LoadedPart>
  )
  if (signedIn) return <AppShell>{page}</AppShell>
  return <main id="main">{page}</main>
}

/** `/<resource>` and `/<resource>/<id>`: any plain name; anything else never reaches the service. */
function ResourceRoute() {
  const { resource: name = '' } = useParams()
  const resource = findResource(name)
  if (!resource) return <NotFound />
  return (
    <RequireSession>
      <AppShell>
        <ResourceListPage key={resource.name} resource={resource} />
      </AppShell>
    </RequireSession>
  )
}

export function AppRoutes() {
  const t = useT()
  const location = useLocation()
  return (
    // Moving to another view gives a page that failed to render a fresh start.
    <ErrorBoundary fallbackRender={PageFailure} resetKeys={[location.pathname, location.search]}>
      <Routes>
        <Route
          path="/sign-in"
          element={
            <LoadedPart load={loadSignInPage} what={t('list.thisPage')}>
              {({ SignInPage }) => <SignInPage />}
            </LoadedPart>
          }
        />
        <Route path="/" element={<Navigate to="/products" replace />} />
        <Route path="/:resource/:recordId?" element={<ResourceRoute />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </ErrorBoundary>
  )
}
