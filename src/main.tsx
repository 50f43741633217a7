import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router-dom'
import { loadCredentials } from '@/lib/api/credentials'
import { signInPath } from '@/lib/safe-next-path'
import { endSession, type SignInState } from '@/features/auth/session'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import './styles.css'

// Any 401/403 while signed in: drop the credentials and cache once, however many requests failed,
// and come back to where the user was after signing in again.
const queryClient = createQueryClient(() => {
  if (!loadCredentials()) return
  const { pathname, search } = router.state.location
  endSession(queryClient)
  const state: SignInState = { reason: 'expired' }
  void router.navigate(signInPath(`${pathname}${search}`), { state })
})
const router = createAppRouter(queryClient)

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  )
}
