import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { createQueryClient } from '@/app/query-client'
import { createRoutes } from '@/app/router'
import { clearCredentials, saveCredentials } from '@/lib/api/credentials'

/** The whole app in a memory router, signed in to the service at `baseUrl`. */
export function renderApp(path: string, baseUrl: string) {
  clearCredentials()
  saveCredentials({ baseUrl, apiKey: 'demo-key', secretKey: 'demo-secret' }, false)
  const queryClient = createQueryClient(() => undefined)
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  const location = () => `${router.state.location.pathname}${router.state.location.search}`
  return { ...view, router, queryClient, location }
}
