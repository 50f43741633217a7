import { lazy, type ReactNode } from 'react'
import { Navigate, Route, Routes } from 'react-router-dom'
import { LazyPart } from '@/components/ui/error-boundary'
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

const lazyElement = (element: ReactNode) => <LazyPart what="This page">{element}</LazyPart>

export function AppRoutes() {
  useSessionExpiry()
  return (
    <Routes>
      <Route path="/sign-in" element={lazyElement(<SignInPage />)} />
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
      <Route path="*" element={lazyElement(<NotFoundPage />)} />
    </Routes>
  )
}
