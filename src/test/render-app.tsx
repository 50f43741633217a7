import { render } from '@testing-library/react'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter, useLocation, useNavigationType, type Location } from 'react-router-dom'
import { AppRoutes } from '@/app/app-routes'
import { createQueryClient } from '@/app/query-client'
import { clearCredentials, saveCredentials } from '@/lib/api/credentials'

/** The whole app in a memory router, signed in to the service at `baseUrl`. */
export function renderApp(path: string, baseUrl: string) {
  clearCredentials()
  saveCredentials({ baseUrl, apiKey: 'demo-key', secretKey: 'demo-secret' }, false)
  const queryClient = createQueryClient()
  const seen: { location?: Location; navigationType?: string } = {}
  function LocationProbe() {
    seen.location = useLocation()
    seen.navigationType = useNavigationType()
    return null
  }
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const location = () => `${seen.location?.pathname ?? ''}${seen.location?.search ?? ''}`
  const navigationType = () => seen.navigationType
  return { ...view, queryClient, location, navigationType }
}
