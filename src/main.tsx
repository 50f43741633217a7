import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { BrowserRouter } from 'react-router-dom'
import { prefetchListAt } from '@/features/resource-list/prefetch-list'
import { AppRoutes } from './app/app-routes'
import { createQueryClient } from './app/query-client'
import './styles.css'

const queryClient = createQueryClient()
prefetchListAt(queryClient, window.location)

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  )
}
