import { initialListRequest } from './app/initial-list-request'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router-dom'
import { AppRoutes } from './app/app-routes'
import { createQueryClient } from './app/query-client'
import './styles.css'

// A skeleton that flashes for a few milliseconds only to be replaced by rows is worse than none:
// give the list request a moment to land so the first render can already show the rows.
const firstRenderWaitMs = 100

const queryClient = createQueryClient()
if (initialListRequest) {
  const { options, page } = initialListRequest
  void queryClient.prefetchQuery({ ...options, queryFn: () => page })
  await Promise.race([
    page.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, firstRenderWaitMs)),
  ])
}

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {/* Navigations render at once: a page flip is small, and a transition would only delay it. */}
        <BrowserRouter useTransitions={false}>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  )
}
