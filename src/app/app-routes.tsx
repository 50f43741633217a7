import { Navigate, Route, Routes, useLocation } from 'react-router-dom'
import { ErrorBoundary, PageFailure } from '@/components/ui/error-boundary'
import { LoadedPart } from '@/components/ui/loaded-part'
import { RequireSession } from '@/features/auth/require-session'
import { ResourceListPage } from '@/features/resource-list/resource-list-page'
import { resources } from '@/resources'
import { AppShell } from './app-shell'

const loadNotFoundPage = () => import('./not-found-page')
const loadSignInPage = () => import('@/features/auth/sign-in-page')

export function AppRoutes() {
  const location = useLocation()
  return (
    // Moving to another view gives a page that failed to render a fresh start.
    <ErrorBoundary fallbackRender={PageFailure} resetKeys={[location.pathname, location.search]}>
      <Routes>
        <Route
          path="/sign-in"
          element={
            <LoadedPart load={loadSignInPage} what="This page">
              {({ SignInPage }) => <SignInPage />}
            </LoadedPart>
          }
        />
        <Route
          path="/"
          element={
            <RequireSession>
              <AppShell />
            </RequireSession>
          }
        >
          <Route index element={<Navigate to="/products" replace />} />
          {resources.map((resource) => (
            <Route
              key={resource.name}
              path={`${resource.name}/:recordId?`}
              element={<ResourceListPage key={resource.name} resource={resource} />}
            />
          ))}
        </Route>
        <Route
          path="*"
          element={
            <LoadedPart load={loadNotFoundPage} what="This page">
              {({ NotFoundPage }) => <NotFoundPage />}
            </LoadedPart>
          }
        />
      </Routes>
    </ErrorBoundary>
  )
}
