import { NavLink, Outlet } from 'react-router-dom'
import { endSession } from '@/features/auth/session'
import { resources } from '@/resources'

export function AppShell() {
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
        <button type="button" className="sign-out" onClick={() => endSession('signed-out')}>
          Sign out
        </button>
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </div>
  )
}
