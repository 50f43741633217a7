import { useQueryClient } from '@tanstack/react-query'
import { NavLink, Outlet, useNavigate } from 'react-router-dom'
import { endSession, type SignInState } from '@/features/auth/session'
import { resources } from '@/resources'

export function AppShell() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const signOut = () => {
    const state: SignInState = { reason: 'signed-out' }
    void navigate('/sign-in', { state })
    endSession(queryClient)
  }
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <span className="brand">Distribution Console</span>
        <nav aria-label="Main" className="main-nav">
          {resources.map((resource) => (
            <NavLink key={resource.name} to={`/${resource.name}`}>
              {resource.title}
            </NavLink>
          ))}
        </nav>
        <button type="button" className="sign-out" onClick={signOut}>
          Sign out
        </button>
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </div>
  )
}
