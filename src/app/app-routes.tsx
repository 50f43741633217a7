import { lazy, Suspense } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { RequireSession } from '@/features/auth/require-session'
import { useSessionExpiry } from '@/features/auth/use-session-expiry'
import { ResourceListPage } from '@/features/resource-list/resource-list-page'
import { resources } from '@/resources'
import { AppShell } from './app-shell'

const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
)
const SignInPage = lazy(() =>
  import('@/features/auth/sign-in-page').then((module) => ({ default: module.SignInPage })),
)

export function AppRoutes() {
  useSessionExpiry()
  return (
    <Routes>
      <Route
        path="/sign-in"
        element={
          <Suspense fallback={null}>
            <SignInPage />
          </Suspense>
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
          <Suspense fallback={null}>
            <NotFoundPage />
          </Suspense>
        }
      />
    </Routes>
  )
}
