import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom'
import { loadCredentials } from '@/lib/api/credentials'
import { signInPath } from '@/lib/safe-next-path'
import { createListLoader } from '@/features/resource-list/list-loader'
import { ResourceListPage } from '@/features/resource-list/resource-list-page'
import { resources } from '@/resources'
import { AppShell } from './app-shell'
import { NotFoundPage } from './not-found-page'

function requireSession({ request }: LoaderFunctionArgs) {
  if (!loadCredentials()) {
    const url = new URL(request.url)
    throw redirect(signInPath(`${url.pathname}${url.search}`))
  }
  return null
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: '/sign-in',
      lazy: async () => ({ Component: (await import('@/features/auth/sign-in-page')).SignInPage }),
    },
    {
      path: '/',
      loader: requireSession,
      Component: AppShell,
      children: [
        { index: true, loader: () => redirect('/products') },
        ...resources.map(
          (resource): RouteObject => ({
            path: resource.name,
            loader: createListLoader(queryClient, resource),
            element: <ResourceListPage key={resource.name} resource={resource} />,
          }),
        ),
      ],
    },
    { path: '*', Component: NotFoundPage },
  ]
}

export function createAppRouter(queryClient: QueryClient) {
  return createBrowserRouter(createRoutes(queryClient))
}
